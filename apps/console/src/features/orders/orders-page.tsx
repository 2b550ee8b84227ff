import { useState } from 'react';
import { day } from '../../lib/when';
import { Alert, Input, Table, Tag, Typography } from 'antd';
import { orderStatusName } from '@lendwell/contracts/constants';
import { peso } from '../../lib/api';
import { hasRole, type SectionProps } from '../../lib/section';
import { OrderDrawer } from '../../components/order-drawer';
import { useSearchOrders, type OrderRow } from './api/search-orders';

export default function OrdersPage({ role }: SectionProps) {
  const canWaive = hasRole(role, 'finance');
  const [q, setQ] = useState('');
  const [open, setOpen] = useState<string>();
  const { data, error, isFetching } = useSearchOrders(q);
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
      {error && <Alert type="error" title={error.message} showIcon style={{ marginBottom: 16 }} />}
      <Table<OrderRow>
        rowKey="orderNo"
        loading={isFetching}
        dataSource={data?.items ?? []}
        onRow={(row) => ({ onClick: () => setOpen(row.orderNo), style: { cursor: 'pointer' } })}
        columns={[
          { title: 'Order', dataIndex: 'orderNo' },
          { title: 'Borrower', dataIndex: 'phone' },
          { title: 'Product', dataIndex: 'productName' },
          { title: 'Amount', dataIndex: 'principalCents', align: 'right', render: peso },
          { title: 'Applied', dataIndex: 'appliedOn', render: day },
          { title: 'Disbursed', dataIndex: 'disbursedOn', render: (d: string | null) => day(d) || '—' },
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
