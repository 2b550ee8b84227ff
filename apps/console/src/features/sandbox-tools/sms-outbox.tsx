// The sandbox SMS gateway writes to an outbox instead of a phone; testers read their codes here.
import { useState } from 'react';
import { when } from '../../lib/when';
import { Button, Card, Input, Space, Table } from 'antd';
import type { SmsMessage } from '@lendwell/contracts';
import { useSmsOutbox } from './api/get-sms-outbox';
import { LoadFailure } from '../../components/load-failure';

type Sms = SmsMessage;

export function SmsOutbox() {
  const [phone, setPhone] = useState('');
  const [filter, setFilter] = useState('');
  const { data, error, isPending, refetch } = useSmsOutbox(filter);

  return (
    <Card title="SMS outbox" extra={<Button onClick={() => void refetch()}>Refresh</Button>} style={{ maxWidth: 960 }}>
      <Space style={{ marginBottom: 12 }}>
        <Input.Search
          aria-label="Outbox phone"
          placeholder="Mobile number, e.g. 0917 123 4567"
          allowClear
          style={{ width: 320 }}
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
          onSearch={(v) => setFilter(v.trim())}
          enterButton="Filter"
        />
      </Space>
      {error && (
        <LoadFailure error={error} onRetry={refetch} what="Could not load the outbox" style={{ marginBottom: 12 }} />
      )}
      <Table<Sms>
        rowKey="id"
        size="small"
        loading={isPending}
        pagination={false}
        dataSource={data?.items ?? []}
        columns={[
          {
            title: 'Sent',
            dataIndex: 'createdAt',
            width: 200,
            render: (at: string) => when(at),
          },
          { title: 'To', dataIndex: 'phone', width: 160 },
          {
            title: 'Message',
            dataIndex: 'body',
            // Links in a message have no spaces: they may break anywhere rather than widen the table.
            render: (body: string) => <span style={{ overflowWrap: 'anywhere' }}>{body}</span>,
          },
        ]}
      />
    </Card>
  );
}
