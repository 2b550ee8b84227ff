// The audit log (admin): every staff, operator, job and provider action — every money movement and credit
// decision among them (decision 107) — filtered by borrower, order, who, what and Manila days, paged back
// through all of it and downloadable as CSV with the same filters. Each entry's changes read as
// "before → after" per field, its actor by name, its amount in pesos.
import { useState } from 'react';
import { when } from '../../lib/when';
import { peso } from '../../lib/api';
import { Alert, Button, Form, Input, Select, Space, Table, Typography } from 'antd';
import type { AuditItem, ConsoleAuditSearch } from '@lendwell/contracts';
import { useAuditActions } from './api/get-audit-actions';
import { useAuditSearch } from './api/search-audit-log';
import { useExportAuditLog } from './api/export-audit-log';
import { auditChanges } from './audit-diff';
import { LoadFailure } from '../../components/load-failure';

const PAGE = 50;

type Filter = { borrower: string; order: string; actor: string; action: string; from: string; to: string };
const EMPTY: Filter = { borrower: '', order: '', actor: '', action: '', from: '', to: '' };

/** The filter as the server takes it: empty fields left out. */
function searchOf(filter: Filter): ConsoleAuditSearch {
  return Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== '')) as ConsoleAuditSearch;
}

function Changes({ item }: { item: AuditItem }) {
  const changes = auditChanges(item.before, item.after);
  if (changes.length === 0) return <>—</>;
  return (
    <ul style={{ margin: 0, paddingLeft: 16 }}>
      {changes.map((c) => (
        <li key={c.field}>
          <strong>{c.field}</strong>: {c.before} → {c.after}
        </li>
      ))}
    </ul>
  );
}

export default function AuditPage() {
  const [filter, setFilter] = useState<Filter>(EMPTY);
  // The cursors of the pages seen so far: the last one is the page shown; empty is the newest page.
  const [cursors, setCursors] = useState<number[]>([]);
  const cursor = cursors[cursors.length - 1];
  const search = searchOf(filter);
  const { data, error, isPending, isFetching, refetch } = useAuditSearch({
    ...search,
    limit: PAGE,
    ...(cursor ? { beforeId: cursor } : {}),
  });
  const { data: actions } = useAuditActions();
  const exporting = useExportAuditLog();
  const [form] = Form.useForm<Filter>();

  function apply(values: Partial<Filter>) {
    setFilter({ ...EMPTY, ...Object.fromEntries(Object.entries(values).map(([k, v]) => [k, (v ?? '').trim()])) });
    setCursors([]);
    exporting.reset();
  }

  return (
    <>
      <Typography.Title level={3}>Audit log</Typography.Title>
      <Typography.Paragraph type="secondary">
        Every staff, operator, job and provider action, every payment, payout, refund and credit decision among them.
        Entries cannot be changed or removed, by anyone. Times are Manila time (PHT, UTC+8).
      </Typography.Paragraph>
      <Form form={form} layout="inline" onFinish={apply} style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item name="borrower" label="Borrower">
          <Input placeholder="name or mobile number" allowClear style={{ width: 190 }} />
        </Form.Item>
        <Form.Item name="order" label="Order">
          <Input placeholder="e.g. LW2026…" allowClear style={{ width: 170 }} />
        </Form.Item>
        <Form.Item name="actor" label="Who">
          <Input placeholder="e-mail, operator, provider" allowClear style={{ width: 190 }} />
        </Form.Item>
        <Form.Item name="action" label="What">
          <Select
            allowClear
            showSearch
            placeholder="Any action"
            style={{ width: 220 }}
            options={(actions?.items ?? []).map((a) => ({ value: a, label: a }))}
          />
        </Form.Item>
        <Form.Item name="from" label="From">
          <Input type="date" style={{ width: 150 }} />
        </Form.Item>
        <Form.Item name="to" label="To">
          <Input type="date" style={{ width: 150 }} />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              Filter
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                apply({});
              }}
            >
              Clear
            </Button>
            <Button loading={exporting.isPending} onClick={() => exporting.mutate(search)}>
              Export CSV
            </Button>
          </Space>
        </Form.Item>
      </Form>
      {error && <LoadFailure error={error} onRetry={refetch} style={{ marginBottom: 16 }} />}
      {/* A failed export is no failed load: the Export button is its way forward. */}
      {exporting.error && <Alert type="error" showIcon title={exporting.error.message} style={{ marginBottom: 16 }} />}
      <Table<AuditItem>
        rowKey="id"
        size="small"
        tableLayout="fixed"
        loading={isPending || isFetching}
        dataSource={data?.items ?? []}
        pagination={false}
        // antd's empty text is too faint for AA contrast.
        locale={{ emptyText: <span style={{ color: 'rgba(0, 0, 0, 0.65)' }}>No entries match</span> }}
        columns={[
          {
            title: 'When (PHT)',
            dataIndex: 'at',
            width: 118,
            render: (at: string) => when(at),
          },
          {
            title: 'Who',
            dataIndex: 'actorName',
            width: 150,
            render: (name: string) => <span style={{ overflowWrap: 'anywhere' }}>{name}</span>,
          },
          {
            title: 'What',
            key: 'what',
            width: 150,
            render: (_: unknown, item) => (
              <>
                <div style={{ overflowWrap: 'anywhere' }}>{item.action}</div>
                {!item.orderNo && item.target && (
                  <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
                    {item.target}
                  </Typography.Text>
                )}
              </>
            ),
          },
          {
            title: 'Order',
            dataIndex: 'orderNo',
            width: 152,
            render: (orderNo: string | null) => <span style={{ overflowWrap: 'anywhere' }}>{orderNo ?? '—'}</span>,
          },
          {
            title: 'Borrower',
            dataIndex: 'borrowerName',
            width: 110,
            render: (name: string | null) => <span style={{ overflowWrap: 'anywhere' }}>{name ?? '—'}</span>,
          },
          {
            title: 'Amount',
            dataIndex: 'amountCents',
            width: 100,
            align: 'right',
            render: (cents: number | null) => (cents === null ? '—' : peso(cents)),
          },
          {
            title: 'Changes',
            key: 'changes',
            render: (_: unknown, item) => (
              <div style={{ overflowWrap: 'anywhere' }}>
                <Changes item={item} />
              </div>
            ),
          },
        ]}
      />
      <Space style={{ marginTop: 16 }}>
        <Button disabled={cursors.length === 0} onClick={() => setCursors((c) => c.slice(0, -1))}>
          Newer
        </Button>
        <Typography.Text>Page {cursors.length + 1}</Typography.Text>
        <Button
          disabled={!data?.olderBeforeId}
          onClick={() => data?.olderBeforeId && setCursors((c) => [...c, data.olderBeforeId!])}
        >
          Older
        </Button>
      </Space>
    </>
  );
}
