// The customer-service contacts the borrower's app shows (contact-kf-info) and the order page's hotline.
import { Alert, App as AntApp, Button, Card, Form, Input, Typography } from 'antd';
import { when } from '../../lib/when';
import type { ConsoleContactInfo } from '@lendwell/contracts';
import { useContactInfo } from './api/get-contact-info';
import { useSaveContactInfo } from './api/save-contact-info';
import { required } from './form-rules';
import { useServerSave } from './server-errors';
import { LoadFailure } from '../../components/load-failure';

type Values = Omit<ConsoleContactInfo, 'updatedAt'>;

function ContactForm({ info }: { info: ConsoleContactInfo | null }) {
  const { message } = AntApp.useApp();
  const [form] = Form.useForm<Values>();
  const saveContactInfo = useSaveContactInfo();

  const { busy, problem, save } = useServerSave<Values>(form, async (values) => {
    await saveContactInfo.mutateAsync(values);
    message.success('Contact info saved; borrowers see it now');
  });

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={info ?? { email: '', messagingAccount: '', telephone: '' }}
      onFinish={(values) => void save(values)}
      requiredMark={false}
    >
      {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 16 }} />}
      <Form.Item
        name="email"
        label="Email"
        rules={[required('Email'), { type: 'email', message: 'Email: must be an email address' }]}
      >
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item
        name="messagingAccount"
        label="Messaging account"
        extra="Viber, WhatsApp or Messenger account borrowers write to"
        rules={[required('Messaging account')]}
      >
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item
        name="telephone"
        label="Telephone"
        extra="The hotline borrowers call from the app"
        rules={[
          required('Telephone'),
          {
            pattern: /^\+?[\d\s()-]{7,24}$/,
            message: 'Telephone: a phone number like 02 8888 1234 or +63 917 123 4567',
          },
        ]}
      >
        <Input maxLength={24} inputMode="tel" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy}>
        Save
      </Button>
      {info && (
        <Typography.Text type="secondary" style={{ marginLeft: 16 }}>
          Last changed {when(info.updatedAt)}
        </Typography.Text>
      )}
    </Form>
  );
}

export function ContactInfoTab() {
  const { data, error, isPending, refetch } = useContactInfo();
  return (
    <Card title="Customer service" style={{ maxWidth: 640 }} loading={isPending}>
      {error && (
        <LoadFailure
          error={error}
          onRetry={refetch}
          what="Could not load the contact info"
          style={{ marginBottom: 16 }}
        />
      )}
      {data !== undefined && <ContactForm key={data?.updatedAt ?? 'none'} info={data} />}
    </Card>
  );
}
