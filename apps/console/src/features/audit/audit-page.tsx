import { useState } from 'react';
import { Alert, Input, Space, Table, Typography } from 'antd';
import type { AuditItem } from '@lendwell/contracts';
import { get } from '../../lib/api';
import { useLoad } from '../../lib/use-load';

const json = (value: unknown) =>
  value === null || value === undefined ? (
    '—'
  ) : (
    <code style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', fontSize: 12 }}>{JSON.stringify(value)}</code>
  );

export default function AuditPage() {
  const [target, setTarget] = useState('');
  const path = `/audit?limit=200${target ? `&target=${encodeURIComponent(target)}` : ''}`;
  const { data, error, loading } = useLoad(path, () => get<{ items: AuditItem[] }>(path));
  return (
    <>
      <Typography.Title level={3}>Audit log</Typography.Title>
      <Typography.Paragraph type="secondary">
        Every staff and operator action. Entries cannot be changed or removed, by anyone.
      </Typography.Paragraph>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          aria-label="Target"
          placeholder="Target, e.g. order:LW2026…"
          allowClear
          onSearch={setTarget}
          style={{ width: 320 }}
        />
      </Space>
      {error && <Alert type="error" title={error} showIcon style={{ marginBottom: 16 }} />}
      <Table<AuditItem>
        rowKey="id"
        size="small"
        loading={loading}
        dataSource={data?.items ?? []}
        pagination={{ pageSize: 50 }}
        columns={[
          {
            title: 'When',
            dataIndex: 'at',
            width: 190,
            render: (at: string) => new Date(at).toLocaleString('en-PH', { timeZone: 'Asia/Manila' }),
          },
          { title: 'Who', dataIndex: 'actor' },
          { title: 'What', dataIndex: 'action' },
          { title: 'Target', dataIndex: 'target' },
          { title: 'Before', dataIndex: 'before', width: '25%', render: json },
          { title: 'After', dataIndex: 'after', width: '30%', render: json },
        ]}
      />
    </>
  );
}
