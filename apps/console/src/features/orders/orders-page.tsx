import { useState } from 'react';
import { Alert, Input, Table, Tag, Typography } from 'antd';
import { orderStatusName } from '@lendwell/contracts/constants';
import { get, peso } from '../../lib/api';
import { hasRole, type SectionProps } from '../../lib/section';
import { useLoad } from '../../lib/use-load';
import { OrderDrawer } from './order-drawer';

type OrderRow = {
  orderNo: string;
  status: number;
  phone: string;
  productName: string;
  principalCents: number;
  appliedOn: string;
  disbursedOn: string | null;
  cardNeedPop: number;
};

export default function OrdersPage({ role }: SectionProps) {
  const canWaive = hasRole(role, 'finance');
  const [q, setQ] = useState('');
  const [open, setOpen] = useState<string>();
  const { data, error, loading } = useLoad(q, () =>
    q ? get<{ items: OrderRow[] }>(`/orders?q=${encodeURIComponent(q)}`) : Promise.resolve({ items: [] }),
  );
  return (
    <>
      <Typography.Title level={3}>Orders</Typography.Title>
      <Input.Search
        aria-label="Order number or phone"
        placeholder="Order number (LW2026…) or phone (0917…)"
        allowClear
        enterButton="Search"
        onSearch={(v) => setQ(v.trim())}
        style={{ maxWidth: 480, marginBottom: 16 }}
      />
      {error && <Alert type="error" title={error} showIcon style={{ marginBottom: 16 }} />}
      <Table<OrderRow>
        rowKey="orderNo"
        loading={loading && !!q}
        dataSource={data?.items ?? []}
        onRow={(row) => ({ onClick: () => setOpen(row.orderNo), style: { cursor: 'pointer' } })}
        columns={[
          { title: 'Order', dataIndex: 'orderNo' },
          { title: 'Borrower', dataIndex: 'phone' },
          { title: 'Product', dataIndex: 'productName' },
          { title: 'Amount', dataIndex: 'principalCents', align: 'right', render: peso },
          { title: 'Applied', dataIndex: 'appliedOn' },
          { title: 'Disbursed', dataIndex: 'disbursedOn', render: (d: string | null) => d ?? '—' },
          {
            title: 'Status',
            dataIndex: 'status',
            render: (s: number, row) => (
              <>
                {orderStatusName(s)}
                {row.cardNeedPop ? (
                  <Tag color="red" style={{ marginLeft: 8 }}>
                    Rebind asked
                  </Tag>
                ) : null}
              </>
            ),
          },
        ]}
      />
      {open && (
        <OrderDrawer
          orderNo={open}
          canWaive={canWaive}
          canOverride={hasRole(role, 'reviewer')}
          onClose={() => setOpen(undefined)}
        />
      )}
    </>
  );
}
