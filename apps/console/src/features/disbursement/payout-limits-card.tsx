// The lender's payout limits: a daily total and the hold on a first payout to a newly changed account.
// Finance reads them; only an admin changes them (the server checks too). Amounts are typed in pesos
// and parsed to centavos exactly.
import { useState } from 'react';
import { App as AntApp, Button, Card, Form, Input, InputNumber, Space, Typography } from 'antd';
import { centsToPesosText, parsePesos } from '@lendwell/contracts/money-format';
import { peso } from '../../lib/api';
import { usePayoutSettings } from './api/get-payout-settings';
import { useSavePayoutSettings } from './api/save-payout-settings';
import { LoadFailure } from '../../components/load-failure';

export function PayoutLimitsCard({ canEdit }: { canEdit: boolean }) {
  const { message } = AntApp.useApp();
  const { data, error, refetch } = usePayoutSettings();
  const savePayoutSettings = useSavePayoutSettings();
  const [editing, setEditing] = useState(false);
  const saving = savePayoutSettings.isPending;
  const [form] = Form.useForm<{ limit: string; holdHours: number }>();

  async function save(values: { limit: string; holdHours: number }) {
    const text = values.limit.trim();
    const dailyLimitCents = text === '' ? null : parsePesos(text);
    if (text !== '' && dailyLimitCents === null) {
      form.setFields([{ name: 'limit', errors: ['Type an amount in pesos, such as 250,000 or 250000.00'] }]);
      return;
    }
    try {
      await savePayoutSettings.mutateAsync({ dailyLimitCents, holdHours: values.holdHours });
      message.success('Payout limits saved');
      setEditing(false);
    } catch (e) {
      message.error((e as Error).message);
    }
  }

  return (
    <Card title="Payout limits" size="small" style={{ marginBottom: 24 }}>
      {error && <LoadFailure error={error} onRetry={refetch} />}
      {data && !editing && (
        <Space wrap size="large">
          <span>
            Daily limit: <strong>{data.dailyLimitCents === null ? 'none' : peso(data.dailyLimitCents)}</strong>
          </span>
          <span>
            Hold on a newly changed account: <strong>{data.holdHours} hours</strong>
          </span>
          {canEdit && (
            <Button
              onClick={() => {
                form.setFieldsValue({
                  limit: data.dailyLimitCents === null ? '' : centsToPesosText(data.dailyLimitCents),
                  holdHours: data.holdHours,
                });
                setEditing(true);
              }}
            >
              Change limits…
            </Button>
          )}
        </Space>
      )}
      {editing && (
        <Form form={form} layout="inline" onFinish={(values) => void save(values)}>
          <Form.Item name="limit" label="Daily limit (₱)" extra="Leave empty for no limit">
            <Input inputMode="decimal" style={{ width: 160 }} />
          </Form.Item>
          <Form.Item
            name="holdHours"
            label="Hold (hours)"
            rules={[{ required: true, message: 'Type the hold in hours (0 for none)' }]}
          >
            <InputNumber min={0} max={720} precision={0} />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" loading={saving}>
              Save
            </Button>
            <Button onClick={() => setEditing(false)}>Cancel</Button>
          </Space>
        </Form>
      )}
      <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
        Banks are paid by InstaPay up to ₱50,000 and by PESONet above it; GCash and Maya are paid directly.
      </Typography.Paragraph>
    </Card>
  );
}
