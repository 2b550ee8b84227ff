// The loan review queue's SLA and the rejection categories reviewers choose from (decision 109): an application
// that has waited the SLA's hours is marked in the queue; rejections are reported by category.
import { Alert, App as AntApp, Button, Card, Form, Input, InputNumber, Select } from 'antd';
import type { ReviewSettings } from '@lendwell/contracts';
import { useReviewSettings } from './api/get-review-settings';
import { useSaveReviewSettings } from './api/save-review-settings';
import { requiredNumber } from './form-rules';
import { useServerSave } from './server-errors';
import { LoadFailure } from '../../components/load-failure';

function ReviewForm({ settings }: { settings: ReviewSettings }) {
  const { message } = AntApp.useApp();
  const [form] = Form.useForm<ReviewSettings>();
  const saveSettings = useSaveReviewSettings();
  const categories: string[] = Form.useWatch('rejectionCategories', form) ?? settings.rejectionCategories;
  const { busy, problem, save } = useServerSave<ReviewSettings>(form, async (values) => {
    await saveSettings.mutateAsync(values);
    message.success('Review settings saved; the queue uses them now');
  });

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={settings}
      onFinish={(values) => void save(values)}
      requiredMark={false}
    >
      {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 16 }} />}
      <Form.Item
        name="slaHours"
        label="Review SLA (hours)"
        extra="An application waiting this long is marked as past the SLA in the loan review queue"
        rules={[requiredNumber('Review SLA')]}
      >
        <InputNumber min={1} max={2160} precision={0} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item
        name="rejectionCategories"
        label="Rejection categories"
        extra="Reviewers choose one of these for every rejection; type a new one and press Enter to add it"
        rules={[{ required: true, type: 'array', message: 'Name at least one rejection category' }]}
      >
        <Select mode="tags" tokenSeparators={[]} maxCount={20} open={false} suffixIcon={null} />
      </Form.Item>
      {/* A rejected borrower reads the category; in Filipino when one is written here (decision 132). */}
      {categories.map((category) => (
        <Form.Item
          key={category}
          name={['rejectionCategoriesFil', category]}
          label={`${category} (Filipino)`}
          extra="What a borrower reading Filipino sees; left empty, they see the English"
          rules={[{ max: 60, message: 'At most 60 characters' }]}
        >
          <Input maxLength={60} />
        </Form.Item>
      ))}
      <Button type="primary" htmlType="submit" loading={busy}>
        Save
      </Button>
    </Form>
  );
}

export function ReviewTab() {
  const { data, error, isPending, refetch } = useReviewSettings();
  return (
    <Card title="Loan review" style={{ maxWidth: 640 }} loading={isPending}>
      {error && (
        <LoadFailure
          error={error}
          onRetry={refetch}
          what="Could not load the review settings"
          style={{ marginBottom: 16 }}
        />
      )}
      {data && <ReviewForm settings={data} />}
    </Card>
  );
}
