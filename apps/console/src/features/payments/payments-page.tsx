// Finance's view of the payment rails: every borrower payment by state, however it was posted (a provider,
// the operator CLI, a matched reported transfer, money moved by finance: decision 108), and reconciliation on
// demand (the same run the scheduler does every five minutes), with what it found.
import { useState } from 'react';
import { when } from '../../lib/when';
import { Alert, App as AntApp, Button, Checkbox, Input, Segmented, Space, Table, Tag, Typography } from 'antd';
import type { ConsolePaymentItem } from '@lendwell/contracts';
import { PAYMENT_SOURCE_WORDS } from '@lendwell/contracts/constants';
import { peso } from '../../lib/api';
import { usePayments } from './api/get-payments';
import { useReconcilePayments, type PaymentReconciliation as Summary } from './api/reconcile-payments';
import { LoadFailure } from '../../components/load-failure';

const STATES = [
  { value: '', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'succeeded', label: 'Succeeded' },
  { value: 'failed', label: 'Failed' },
  { value: 'review', label: 'Held for review' },
];
const statusColour: Record<string, string> = {
  pending: 'gold',
  completed: 'green',
  failed: 'red',
  expired: 'default',
  cancelled: 'default',
  review: 'volcano',
  reversed: 'default',
};
const shown = (at: string | null) => (at ? when(at) : '—');

export default function PaymentsPage() {
  const { message } = AntApp.useApp();
  const [state, setState] = useState('');
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [all, setAll] = useState(false);
  const [summary, setSummary] = useState<Summary>();
  const query = new URLSearchParams();
  if (state) query.set('state', state);
  if (q) query.set('q', q);
  const { data, error, isPending, refetch } = usePayments(query.toString());
  const reconcilePayments = useReconcilePayments();
  const running = reconcilePayments.isPending;

  async function reconcile() {
    try {
      setSummary(await reconcilePayments.mutateAsync(all));
    } catch (e) {
      message.error((e as Error).message);
    }
  }

  return (
    <>
      <Typography.Title level={3}>Payments</Typography.Title>
      <Space wrap style={{ marginBottom: 16, width: '100%', justifyContent: 'space-between' }}>
        <Space wrap>
          <Segmented aria-label="Payment state" options={STATES} value={state} onChange={(v) => setState(String(v))} />
          <Input.Search
            aria-label="Order, payment or phone"
            placeholder="Order, payment or phone"
            allowClear
            style={{ width: 280 }}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            onSearch={(v) => setQ(v.trim())}
            enterButton="Search"
          />
        </Space>
        <Space>
          <Checkbox checked={all} onChange={(e) => setAll(e.target.checked)}>
            Include payments not yet due a check
          </Checkbox>
          <Button type="primary" loading={running} onClick={() => void reconcile()}>
            Reconcile now
          </Button>
        </Space>
      </Space>
      {summary && (
        <Alert
          type={summary.errors ? 'warning' : 'success'}
          showIcon
          closable
          onClose={() => setSummary(undefined)}
          style={{ marginBottom: 16 }}
          title={`Reconciliation checked ${summary.checked} pending payment${summary.checked === 1 ? '' : 's'}: ${summary.completed} completed, ${summary.failed} failed, ${summary.expired} expired, ${summary.review} held for review, ${summary.pending} still pending${summary.errors ? `, ${summary.errors} could not be checked (see the server log)` : ''}.`}
        />
      )}
      {error && (
        <LoadFailure error={error} onRetry={refetch} what="Could not load the payments" style={{ marginBottom: 16 }} />
      )}
      <Table<ConsolePaymentItem>
        rowKey="paymentNo"
        size="small"
        // Fixed layout: a long reference or message wraps in its column instead of widening the screen.
        tableLayout="fixed"
        loading={isPending}
        dataSource={data?.items ?? []}
        columns={[
          {
            title: 'Payment',
            key: 'payment',
            render: (_: unknown, p) => (
              <>
                {/* A reference typed at the CLI may be long and unbroken: it wraps anywhere. */}
                <div style={{ wordBreak: 'break-all' }}>{p.paymentNo}</div>
                <Typography.Text type="secondary">
                  {PAYMENT_SOURCE_WORDS[p.source]}, for {p.purpose}
                </Typography.Text>
              </>
            ),
          },
          {
            title: 'Order',
            key: 'order',
            width: 150,
            render: (_: unknown, p) => (
              <>
                <div>{p.orderNo}</div>
                <Typography.Text type="secondary">{p.phone}</Typography.Text>
              </>
            ),
          },
          { title: 'Amount', dataIndex: 'amountCents', align: 'right', width: 100, render: peso },
          {
            title: 'Channel',
            key: 'channel',
            width: 150,
            render: (_: unknown, p) => (p.channelNumber ? `${p.channelNumber} · ${p.method}` : p.method),
          },
          {
            title: 'Status',
            dataIndex: 'status',
            width: 120,
            render: (s: string, p) => (
              <>
                <Tag color={statusColour[s]} title={p.message || undefined}>
                  {s === 'review' ? 'held for review' : s}
                </Tag>
                {p.receiptNumber && (
                  <div>
                    <Typography.Text type="secondary">{p.receiptNumber}</Typography.Text>
                  </div>
                )}
              </>
            ),
          },
          {
            title: 'Provider ref.',
            key: 'ref',
            width: 110,
            ellipsis: true,
            render: (_: unknown, p) => p.providerRef ?? '—',
          },
          {
            title: 'Created · completed',
            key: 'when',
            width: 170,
            render: (_: unknown, p) => (
              <>
                <div>{shown(p.createdAt)}</div>
                <Typography.Text type="secondary">
                  {p.completedAt ? shown(p.completedAt) : 'not completed'}
                </Typography.Text>
              </>
            ),
          },
        ]}
      />
    </>
  );
}
