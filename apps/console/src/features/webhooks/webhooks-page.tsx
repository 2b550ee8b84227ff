// Webhook deliveries to the host's back end (admin, decision 120): which events were sent, which wait and
// which failed, each event's attempts in words, and Retry (failed) and Replay (delivered), both audited.
import { useState } from 'react';
import { Alert, Button, Segmented, Space, Table, Tag, Typography, message } from 'antd';
import type { WebhookDeliveryState, WebhookDeliveryView } from '@lendwell/contracts';
import { when } from '../../lib/when';
import { useWebhookAttempts } from './api/get-webhook-attempts';
import { useWebhookDeliveries } from './api/get-webhook-deliveries';
import { useRequeueWebhook } from './api/requeue-webhook';
import { LoadFailure } from '../../components/load-failure';

type Filter = WebhookDeliveryState | 'all';
const FILTERS: { value: Filter; label: string }[] = [
  { value: 'failed', label: 'Failed' },
  { value: 'pending', label: 'Waiting' },
  { value: 'delivered', label: 'Delivered' },
  { value: 'all', label: 'All' },
];
const STATE_COLOURS: Record<WebhookDeliveryState, string> = { failed: 'red', pending: 'gold', delivered: 'green' };

function Attempts({ seq }: { seq: number }) {
  const { data, error, isPending } = useWebhookAttempts(seq);
  if (error) return <Alert type="error" showIcon title={`Could not load the attempts: ${error.message}`} />;
  return (
    <Table
      rowKey="id"
      size="small"
      tableLayout="fixed"
      loading={isPending}
      pagination={false}
      aria-label="Attempts"
      dataSource={data?.attempts ?? []}
      locale={{ emptyText: 'Not attempted yet.' }}
      columns={[
        { title: 'Attempted', dataIndex: 'attemptedAt', width: 240, render: (at: string) => when(at) },
        { title: 'Outcome', dataIndex: 'outcome' },
        { title: 'Took', dataIndex: 'durationMs', width: 120, render: (ms: number) => `${(ms / 1000).toFixed(1)} s` },
      ]}
    />
  );
}

export default function WebhooksPage() {
  const [filter, setFilter] = useState<Filter>('failed');
  // The `beforeSeq` of each older page opened, so Newer steps back; empty on the newest page.
  const [pages, setPages] = useState<number[]>([]);
  const beforeSeq = pages.at(-1);
  const { data, error, isPending, refetch } = useWebhookDeliveries({ state: filter, beforeSeq });
  const requeue = useRequeueWebhook();

  const act = async (row: WebhookDeliveryView, how: 'retry' | 'replay') => {
    try {
      const done = await requeue.mutateAsync({ seq: row.seq, how });
      void message.success(done.message);
    } catch (e) {
      void message.error((e as Error).message);
    }
  };

  return (
    <>
      <Typography.Title level={3}>Webhooks</Typography.Title>
      <Typography.Paragraph style={{ maxWidth: 900 }}>
        Events sent to the host app&rsquo;s back end: order status changes, payments posted, payouts sent or failed,
        complaints answered and reminders. Each loan&rsquo;s events go in order; a failed one holds its loan&rsquo;s
        later events until it is retried. Replay sends a delivered event again with the same id.
      </Typography.Paragraph>
      {data && !data.configured && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16, maxWidth: 900 }}
          title="Webhooks are off: no WEBHOOK_URL is set, so no events are kept or sent."
        />
      )}
      <Space style={{ marginBottom: 12 }} wrap>
        <Segmented<Filter>
          aria-label="Show deliveries"
          options={FILTERS}
          value={filter}
          onChange={(value) => {
            setFilter(value);
            setPages([]);
          }}
        />
        <Button onClick={() => void refetch()}>Refresh</Button>
        <Button disabled={pages.length === 0} onClick={() => setPages(pages.slice(0, -1))}>
          Newer
        </Button>
        <Button
          disabled={!data?.nextBeforeSeq}
          onClick={() => data?.nextBeforeSeq && setPages([...pages, data.nextBeforeSeq])}
        >
          Older
        </Button>
      </Space>
      {error && (
        <LoadFailure
          error={error}
          onRetry={refetch}
          what="Could not load the deliveries"
          style={{ marginBottom: 16 }}
        />
      )}
      <Table<WebhookDeliveryView>
        rowKey="seq"
        size="small"
        tableLayout="fixed"
        style={{ maxWidth: 946 }}
        loading={isPending}
        pagination={false}
        dataSource={data?.items ?? []}
        locale={{ emptyText: filter === 'failed' ? 'No failed deliveries.' : 'No deliveries to show.' }}
        expandable={{
          expandedRowRender: (row) => <Attempts seq={row.seq} />,
          columnWidth: 40,
        }}
        columns={[
          { title: 'Happened', dataIndex: 'createdAt', width: 190, render: (at: string) => when(at) },
          { title: 'Event', dataIndex: 'typeName', width: 170 },
          { title: 'Order', dataIndex: 'orderNo', width: 150, render: (no: string | null) => no ?? '—' },
          {
            title: 'State',
            width: 236,
            render: (_, row) => (
              <Space direction="vertical" size={0}>
                <Tag color={STATE_COLOURS[row.state]}>{row.stateName}</Tag>
                {row.state !== 'delivered' && row.lastError && (
                  <Typography.Text type="secondary">Last: {row.lastError}</Typography.Text>
                )}
                {row.state === 'pending' && row.attempts > 0 && row.nextAttemptAt && (
                  <Typography.Text type="secondary">Next try {when(row.nextAttemptAt)}</Typography.Text>
                )}
                {row.deliveredAt && (
                  <Typography.Text type="secondary">Delivered {when(row.deliveredAt)}</Typography.Text>
                )}
              </Space>
            ),
          },
          {
            title: 'Action',
            width: 150,
            render: (_, row) =>
              row.state === 'failed' ? (
                <Button loading={requeue.isPending} onClick={() => void act(row, 'retry')}>
                  Retry
                </Button>
              ) : row.state === 'delivered' ? (
                <Button loading={requeue.isPending} onClick={() => void act(row, 'replay')}>
                  Replay
                </Button>
              ) : null,
          },
        ]}
      />
    </>
  );
}
