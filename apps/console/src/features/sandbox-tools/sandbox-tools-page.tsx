import { useState } from 'react';
import { Alert, App as AntApp, Button, Card, Descriptions, Input, Space, Typography } from 'antd';
import { get, post } from '../../lib/api';
import { useLoad } from '../../lib/use-load';

type Clock = { businessDate: string; overridden: boolean; timeZone: string };

export default function SandboxToolsPage() {
  const { message } = AntApp.useApp();
  const { data: clock, error, reload } = useLoad('clock', () => get<Clock>('/clock'));
  const [date, setDate] = useState('');

  async function act(label: string, path: string, body: unknown) {
    try {
      const result = await post<unknown>(path, body);
      message.success(`${label}: ${JSON.stringify(result)}`);
    } catch (e) {
      message.error((e as Error).message);
    }
    reload();
  }

  return (
    <>
      <Typography.Title level={3}>Sandbox tools</Typography.Title>
      {error && <Alert type="error" title={error} showIcon style={{ marginBottom: 16 }} />}
      <Card title="Business clock" style={{ maxWidth: 640, marginBottom: 16 }}>
        <Descriptions column={1} size="small">
          <Descriptions.Item label="Business date">{clock?.businessDate}</Descriptions.Item>
          <Descriptions.Item label="Moved">{clock?.overridden ? 'yes (sandbox override)' : 'no, follows the calendar'}</Descriptions.Item>
          <Descriptions.Item label="Time zone">{clock?.timeZone}</Descriptions.Item>
        </Descriptions>
        <Space style={{ marginTop: 12 }}>
          <Input aria-label="New business date" type="date" value={date} onChange={(e) => setDate(e.target.value)} />
          <Button disabled={!date} onClick={() => act('Clock', '/clock', { date })}>
            Set date
          </Button>
          <Button onClick={() => act('Clock', '/clock', { date: null })}>Follow the calendar</Button>
        </Space>
      </Card>
      <Card title="Close of business" style={{ maxWidth: 640 }}>
        <Typography.Paragraph>Closes every business date up to today: accrues overdue interest, applies penalties and moves due and overdue orders.</Typography.Paragraph>
        <Button type="primary" onClick={() => act('Close of business', '/cob', {})}>
          Run close of business
        </Button>
      </Card>
    </>
  );
}
