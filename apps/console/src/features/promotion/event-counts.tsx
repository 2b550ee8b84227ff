// event/save counts (read-only): taps per module, position and product, for a range of Manila dates.
import { useState } from 'react';
import { count } from '../../lib/when';
import { Card, DatePicker, Space, Table, Typography } from 'antd';
import type { EventCountItem } from '@lendwell/contracts';
import { useEventCounts } from './api/get-event-counts';
import { LoadFailure } from '../../components/load-failure';

export function EventCounts() {
  const [range, setRange] = useState<[string, string]>(['', '']);
  const query = new URLSearchParams();
  if (range[0]) query.set('from', range[0]);
  if (range[1]) query.set('to', range[1]);
  const { data, error, isPending, refetch } = useEventCounts(query.toString());
  return (
    <Card
      title="Event counts"
      extra={
        <Space>
          <Typography.Text type="secondary">Dates (Manila)</Typography.Text>
          <DatePicker.RangePicker
            aria-label="Dates"
            format="YYYY-MM-DD"
            allowEmpty={[true, true]}
            onChange={(_, text) => setRange([text[0] ?? '', text[1] ?? ''])}
          />
        </Space>
      }
    >
      {error && (
        <LoadFailure
          error={error}
          onRetry={refetch}
          what="Could not load the event counts"
          style={{ marginBottom: 16 }}
        />
      )}
      <Table<EventCountItem>
        rowKey={(r) => `${r.moduleId}:${r.positionId}:${r.productId}`}
        size="small"
        loading={isPending}
        dataSource={data?.items ?? []}
        pagination={false}
        locale={{ emptyText: 'No taps in these dates' }}
        columns={[
          { title: 'Module', key: 'module', render: (_: unknown, r) => `${r.moduleName} (${r.moduleId})` },
          { title: 'Position', dataIndex: 'positionId', render: (p: number | null) => p ?? '—' },
          {
            title: 'Product',
            dataIndex: 'productName',
            render: (name: string | null, r) => name ?? (r.productId ? `#${r.productId}` : '—'),
          },
          { title: 'Taps', dataIndex: 'count', align: 'right', render: (n: number) => count(n) },
        ]}
        summary={() =>
          data && data.items.length > 0 ? (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={3}>
                <strong>Total</strong>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={1} align="right">
                <strong>{count(data.total)}</strong>
              </Table.Summary.Cell>
            </Table.Summary.Row>
          ) : null
        }
      />
    </Card>
  );
}
