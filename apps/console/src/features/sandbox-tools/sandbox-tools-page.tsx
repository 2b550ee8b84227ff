// Sandbox tools (admin, sandbox mode): the business clock, the close of business, the scheduled jobs' runs and the SMS outbox
// (what the sandbox gateway would have sent: login and registration codes).
import { day } from '../../lib/when';
import { useState } from 'react';
import { App as AntApp, Button, Card, Descriptions, Input, Space, Typography } from 'antd';
import type { Clock } from '@lendwell/contracts';
import { useClock } from './api/get-clock';
import { useRunCloseOfBusiness, type CobResult } from './api/run-close-of-business';
import { useSetClock } from './api/set-clock';
import { JobRuns } from './job-runs';
import { SmsOutbox } from './sms-outbox';
import { LoadFailure } from '../../components/load-failure';

export default function SandboxToolsPage() {
  const { message } = AntApp.useApp();
  const { data: clock, error, refetch } = useClock();
  const setClock = useSetClock();
  const runCloseOfBusiness = useRunCloseOfBusiness();
  const [date, setDate] = useState('');

  async function act<T>(action: () => Promise<T>, done: (result: T) => string) {
    try {
      message.success(done(await action()));
    } catch (e) {
      message.error((e as Error).message);
    }
  }

  const clockSet = (c: Clock) =>
    `Business date is now ${day(c.businessDate)}${c.overridden ? '' : ' (follows the calendar)'}`;
  const cobDone = (r: CobResult) =>
    r.datesClosed
      ? `Closed ${r.datesClosed} business date${r.datesClosed === 1 ? '' : 's'} through ${r.through}; ${r.ordersTouched} order${r.ordersTouched === 1 ? '' : 's'} updated`
      : `Nothing to close: ${r.through} is already closed`;

  return (
    <>
      <Typography.Title level={3}>Sandbox tools</Typography.Title>
      {error && (
        <LoadFailure
          error={error}
          onRetry={refetch}
          what="Could not load the business clock"
          style={{ marginBottom: 16 }}
        />
      )}
      <Card title="Business clock" style={{ maxWidth: 640, marginBottom: 16 }}>
        <Descriptions column={1} size="small">
          <Descriptions.Item label="Business date">{day(clock?.businessDate)}</Descriptions.Item>
          <Descriptions.Item label="Moved">
            {clock?.overridden ? 'yes (sandbox override)' : 'no, follows the calendar'}
          </Descriptions.Item>
          <Descriptions.Item label="Time zone">{clock?.timeZone}</Descriptions.Item>
        </Descriptions>
        <Space style={{ marginTop: 12 }}>
          <Input aria-label="New business date" type="date" value={date} onChange={(e) => setDate(e.target.value)} />
          <Button disabled={!date} onClick={() => void act(() => setClock.mutateAsync(date), clockSet)}>
            Set date
          </Button>
          <Button onClick={() => void act(() => setClock.mutateAsync(null), clockSet)}>Follow the calendar</Button>
        </Space>
      </Card>
      <Card title="Close of business" style={{ maxWidth: 640, marginBottom: 16 }}>
        <Typography.Paragraph>
          Closes every business date up to today: accrues overdue interest, applies penalties and moves due and overdue
          orders.
        </Typography.Paragraph>
        <Button type="primary" onClick={() => void act(() => runCloseOfBusiness.mutateAsync(), cobDone)}>
          Run close of business
        </Button>
      </Card>
      <JobRuns />
      <SmsOutbox />
    </>
  );
}
