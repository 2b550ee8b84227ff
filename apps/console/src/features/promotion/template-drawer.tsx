// Create or edit a landing template: name, headline, subtitle and the https download link.
import { useState } from 'react';
import { Alert, App as AntApp, Button, Drawer, Form, Input } from 'antd';
import type { PromotionTemplateItem, PromotionTemplateSave } from '@lendwell/contracts';
import { useSavePromotionTemplate } from './api/save-promotion-template';

type Props = { template: PromotionTemplateItem | null | undefined; onClose: () => void; onSaved: () => void };
type Fields = Required<PromotionTemplateSave>;

const empty: Fields = {
  name: '',
  headline: '',
  subtitle: '',
  headlineFil: '',
  subtitleFil: '',
  downloadUrl: 'https://',
};

export function TemplateDrawer({ template, onClose, onSaved }: Props) {
  return (
    <Drawer
      open={template !== undefined}
      size={520}
      title={template ? `Edit template #${template.id}` : 'New landing template'}
      onClose={onClose}
      destroyOnHidden
    >
      {/* Keyed so each opening starts from the template's own values and no old error. */}
      {template !== undefined && <TemplateForm key={template?.id ?? 'new'} template={template} onSaved={onSaved} />}
    </Drawer>
  );
}

function TemplateForm({ template, onSaved }: { template: PromotionTemplateItem | null; onSaved: () => void }) {
  const { message } = AntApp.useApp();
  const [error, setError] = useState<string>();
  const saveTemplate = useSavePromotionTemplate();
  const initial: Fields = template
    ? {
        name: template.name,
        headline: template.headline,
        subtitle: template.subtitle,
        headlineFil: template.headlineFil,
        subtitleFil: template.subtitleFil,
        downloadUrl: template.downloadUrl,
      }
    : empty;

  async function save(values: Fields) {
    try {
      await saveTemplate.mutateAsync({ id: template?.id, template: values });
      message.success(`Template ${values.name} saved`);
      onSaved();
    } catch (e) {
      // The server names the field ("downloadUrl: must be an https:// address").
      setError((e as Error).message);
    }
  }

  return (
    <>
      {error && <Alert type="error" title={error} showIcon style={{ marginBottom: 16 }} />}
      <Form<Fields>
        layout="vertical"
        initialValues={initial}
        onFinish={(values) => void save(values)}
        requiredMark={false}
      >
        <Form.Item
          name="name"
          label="Name"
          extra="For staff; the funnel is reported under it."
          rules={[{ required: true, whitespace: true, max: 60 }]}
        >
          <Input />
        </Form.Item>
        <Form.Item name="headline" label="Headline" rules={[{ required: true, whitespace: true, max: 120 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="subtitle" label="Subtitle" rules={[{ max: 200 }]}>
          <Input />
        </Form.Item>
        {/* What a visitor reading Filipino sees (decision 132); both empty, they read the English. */}
        <Form.Item
          name="headlineFil"
          label="Headline (Filipino)"
          extra="Left empty with its subtitle, a visitor reading Filipino sees the English."
          rules={[{ max: 120 }]}
        >
          <Input />
        </Form.Item>
        <Form.Item name="subtitleFil" label="Subtitle (Filipino)" rules={[{ max: 200 }]}>
          <Input />
        </Form.Item>
        <Form.Item
          name="downloadUrl"
          label="Download link"
          extra="Where registered visitors get the app; https only."
          rules={[{ required: true, pattern: /^https:\/\/\S+\.\S+/, message: 'Enter an https:// address' }]}
        >
          <Input inputMode="url" />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          Save template
        </Button>
      </Form>
    </>
  );
}
