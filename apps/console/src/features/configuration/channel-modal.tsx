// Edits a payment channel: its name, logo, place in the list and whether borrowers see it.
import { Alert, Form, Input, InputNumber, Modal, Switch } from 'antd';
import type { ConsoleChannel } from '@lendwell/contracts';
import { assetUrlRule, required } from './form-rules';
import { useSaveChannel } from './api/save-channel';
import { useServerSave } from './server-errors';

type Values = { name: string; logoUrl: string; sort: number; isActive: boolean };

export function ChannelModal({
  channel,
  onClose,
  onSaved,
}: {
  channel: ConsoleChannel;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const saveChannel = useSaveChannel();

  const { busy, problem, save } = useServerSave<Values>(form, async (values) => {
    await saveChannel.mutateAsync({ id: channel.id, ...values });
    onSaved();
  });

  return (
    <Modal
      open
      title={`${channel.name} (${channel.channelNumber})`}
      okText="Save"
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 16 }} />}
      <Form
        form={form}
        layout="vertical"
        initialValues={{ name: channel.name, logoUrl: channel.logoUrl, sort: channel.sort, isActive: channel.isActive }}
        onFinish={(values) => void save(values)}
        requiredMark={false}
      >
        <Form.Item name="name" label="Name" rules={[required('Name')]}>
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item name="logoUrl" label="Logo" rules={[required('Logo'), assetUrlRule('Logo')]}>
          <Input />
        </Form.Item>
        <Form.Item
          name="sort"
          label="Position in the list"
          rules={[{ required: true, message: 'Position is required' }]}
        >
          <InputNumber min={0} max={9999} precision={0} />
        </Form.Item>
        <Form.Item name="isActive" label="Shown to borrowers" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
