// The audit log (admin): every staff and operator action, filtered by who, what, which object and
// when, paged back through all of it, with each entry's changes shown as "before → after" per field.
import { ActorName } from '../../components/actor-name';
import { useState } from 'react';
import { when } from '../../lib/when';
import { Alert, Button, Form, Input, Select, Space, Table, Typography } from 'antd';
import type { AuditItem } from '@lendwell/contracts';
import { useAuditActions } from './api/get-audit-actions';
import { useAuditLog } from './api/get-audit-log';
import { auditChanges } from './audit-diff';

const PAGE = 50;

type Filter = { actor: string; action: string; target: string; from: string; to: string };
const EMPTY: Filter = { actor: '', action: '', target: '', from: '', to: '' };

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
  const query = new URLSearchParams({ limit: String(PAGE) });
  for (const [key, value] of Object.entries(filter)) if (value) query.set(key, value);
  const cursor = cursors[cursors.length - 1];
  if (cursor) query.set('beforeId', String(cursor));
  const { data, error, isPending, refetch } = useAuditLog(query.toString());
  const { data: actions } = useAuditActions();
  const [form] = Form.useForm<Filter>();

  function apply(values: Partial<Filter>) {
    setFilter({ ...EMPTY, ...Object.fromEntries(Object.entries(values).map(([k, v]) => [k, (v ?? '').trim()])) });
    setCursors([]);
  }

  return (
    <>
      <Typography.Title level={3}>Audit log</Typography.Title>
      <Typography.Paragraph type="secondary">
        Every staff and operator action. Entries cannot be changed or removed, by anyone.
      </Typography.Paragraph>
      <Form form={form} layout="inline" onFinish={apply} style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item name="actor" label="Who">
          <Input placeholder="e-mail or operator" allowClear style={{ width: 200 }} />
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
        <Form.Item name="target" label="Target">
          <Input placeholder="e.g. LW2026… or complaint:12" allowClear style={{ width: 220 }} />
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
          </Space>
        </Form.Item>
      </Form>
      {error && (
        <Alert
          type="error"
          title={error.message}
          showIcon
          style={{ marginBottom: 16 }}
          action={<Button onClick={() => void refetch()}>Try again</Button>}
        />
      )}
      <Table<AuditItem>
        rowKey="id"
        size="small"
        loading={isPending}
        dataSource={data?.items ?? []}
        pagination={false}
        // antd's empty text is too faint for AA contrast.
        locale={{ emptyText: <span style={{ color: 'rgba(0, 0, 0, 0.65)' }}>No entries match</span> }}
        columns={[
          {
            title: 'When',
            dataIndex: 'at',
            width: 150,
            render: (at: string) => when(at),
          },
          { title: 'Who', dataIndex: 'actor', width: 170, render: (a: string) => <ActorName actor={a} /> },
          { title: 'What', dataIndex: 'action', width: 150 },
          { title: 'Target', dataIndex: 'target', width: 140, render: (t: string | null) => t ?? '—' },
          {
            title: 'Changes',
            key: 'changes',
            width: '40%',
            render: (_: unknown, item) => <Changes item={item} />,
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
