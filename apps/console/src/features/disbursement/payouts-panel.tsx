// Finance's view of payouts after the request: in flight (requested or pending at the provider),
// failed and returned by the bank, with the provider's reference and reason, and the day's payouts
// (from our books) against the provider's report. "Reconcile now" asks the provider about every
// payout in flight, as the scheduled job does.
import { useState } from 'react';
import { day as calendarDay, when } from '../../lib/when';
import { App as AntApp, Button, Card, Descriptions, Segmented, Space, Table, Tag, Typography } from 'antd';
import type { ConsolePayoutItem } from '@lendwell/contracts';
import { peso } from '../../lib/api';
import { usePayouts } from './api/get-payouts';
import { useReconcilePayouts } from './api/reconcile-payouts';
import { LoadFailure } from '../../components/load-failure';

const VIEWS = [
  { value: 'pending', label: 'In progress' },
  { value: 'failed', label: 'Failed' },
  { value: 'returned', label: 'Returned by the bank' },
] as const;
type View = (typeof VIEWS)[number]['value'];

const STATE_WORDS: Record<ConsolePayoutItem['status'], { text: string; colour: string }> = {
  requested: { text: 'requested, no answer yet', colour: 'gold' },
  pending: { text: 'pending at the provider', colour: 'gold' },
  succeeded: { text: 'sent', colour: 'green' },
  failed: { text: 'failed', colour: 'red' },
  returned: { text: 'returned by the bank', colour: 'volcano' },
};

const lastChange = (at: string) => when(at);

export function PayoutsPanel() {
  const { message } = AntApp.useApp();
  const [view, setView] = useState<View>('pending');
  const { data, error, isPending, refetch } = usePayouts(view);
  const reconcilePayouts = useReconcilePayouts();
  const busy = reconcilePayouts.isPending;

  async function reconcile() {
    try {
      const s = await reconcilePayouts.mutateAsync();
      message.success(
        `Asked the provider about ${s.checked} payout(s): ${s.succeeded} sent, ${s.failed} failed, ${s.returned} returned, ${s.pending} still pending`,
      );
    } catch (e) {
      message.error((e as Error).message);
    }
  }

  const day = data?.day;
  return (
    <Card title="Payouts" style={{ marginTop: 24 }}>
      {error && <LoadFailure error={error} onRetry={refetch} style={{ marginBottom: 16 }} />}
      {day && (
        <Descriptions
          size="small"
          column={3}
          style={{ marginBottom: 16 }}
          title={`Payouts sent on ${calendarDay(day.businessDate)}`}
        >
          <Descriptions.Item label="Our books">
            {day.ours.count} · {peso(day.ours.amountCents)}
          </Descriptions.Item>
          <Descriptions.Item label="Provider's report">
            {day.provider ? `${day.provider.count} · ${peso(day.provider.amountCents)}` : day.providerError || '—'}
          </Descriptions.Item>
          <Descriptions.Item label="Check">
            {day.matches === null ? (
              '—'
            ) : day.matches ? (
              <Tag color="green">they match</Tag>
            ) : (
              <Tag color="red">they differ: reconcile, then check the provider's portal</Tag>
            )}
          </Descriptions.Item>
        </Descriptions>
      )}
      <Space wrap style={{ marginBottom: 16 }}>
        <Segmented<View> options={[...VIEWS]} value={view} onChange={setView} aria-label="Payouts to show" />
        <Button onClick={() => void reconcile()} loading={busy}>
          Reconcile now
        </Button>
      </Space>
      <Table<ConsolePayoutItem>
        rowKey="orderNo"
        size="small"
        // Fixed layout without a horizontal scroll: the columns share the card's width and long words wrap, so a
        // payout left in progress (its provider has no record yet) never pushes the table past 1280×800.
        tableLayout="fixed"
        loading={isPending}
        dataSource={data?.items ?? []}
        locale={{ emptyText: 'No payouts here' }}
        columns={[
          { title: 'Order', dataIndex: 'orderNo', width: 150 },
          { title: 'Borrower', dataIndex: 'phone', width: 130 },
          { title: 'Amount', dataIndex: 'amountCents', align: 'right', width: 110, render: peso },
          { title: 'Channel', dataIndex: 'channel', width: 90 },
          {
            title: 'State',
            dataIndex: 'status',
            render: (s: ConsolePayoutItem['status'], row) => (
              <Tag color={STATE_WORDS[s].colour} style={{ whiteSpace: 'normal' }}>
                {STATE_WORDS[s].text} (attempt {row.attempt})
              </Tag>
            ),
          },
          {
            title: 'Provider reference',
            dataIndex: 'reference',
            render: (r: string | null) => <span style={{ overflowWrap: 'anywhere' }}>{r ?? '—'}</span>,
          },
          {
            title: 'Reason',
            dataIndex: 'reason',
            render: (r: string, row) =>
              r ? (
                <>
                  {r}
                  {row.rebind && (
                    <Typography.Text type="secondary"> · the borrower is asked to bind another account</Typography.Text>
                  )}
                </>
              ) : (
                '—'
              ),
          },
          { title: 'Last change', dataIndex: 'updatedAt', width: 130, render: lastChange },
        ]}
      />
    </Card>
  );
}
