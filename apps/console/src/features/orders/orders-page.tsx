// The order book (decision 108): every order newest first, a page at a time (keyset: the page after the
// last row's id), with filters and one search box for a name, phone, order number or the ID's last four.
// A row opens the borrower's file; an order there opens the order itself.
import { useState } from 'react';
import { day } from '../../lib/when';
import { Button, DatePicker, Input, Select, Space, Table, Tag, Typography } from 'antd';
import { ORDER_STATUS, orderStatusName } from '@lendwell/contracts/constants';
import { parsePesos } from '@lendwell/contracts/money-format';
import type { ConsoleOrderListItem } from '@lendwell/contracts';
import { peso } from '../../lib/api';
import { hasRole, type SectionProps } from '../../lib/section';
import { OrderDrawer } from '../../components/order-drawer';
import { useOrderList } from './api/list-orders';
import { useOrderProducts } from './api/get-order-products';
import { BorrowerDrawer } from './borrower-drawer';
import { LoadFailure } from '../../components/load-failure';

const STATUS_OPTIONS = Object.values(ORDER_STATUS).map((s) => ({ value: s, label: orderStatusName(s) }));
const BUCKET_OPTIONS = ['1-7', '8-30', '31-60', '61-90', '90+'].map((b) => ({ value: b, label: `${b} days past due` }));

type Filters = {
  q: string;
  status?: number;
  productId?: number;
  bucket?: string;
  appliedFrom: string;
  appliedTo: string;
  minPesos: string;
  maxPesos: string;
};
const NONE: Filters = { q: '', appliedFrom: '', appliedTo: '', minPesos: '', maxPesos: '' };

/** The filters as the list's URL parameters; amounts typed in pesos are sent in centavos. */
function queryOf(f: Filters, before: number | undefined): string {
  const query = new URLSearchParams();
  if (f.q) query.set('q', f.q);
  if (f.status !== undefined) query.set('status', String(f.status));
  if (f.productId !== undefined) query.set('productId', String(f.productId));
  if (f.bucket) query.set('bucket', f.bucket);
  if (f.appliedFrom) query.set('appliedFrom', f.appliedFrom);
  if (f.appliedTo) query.set('appliedTo', f.appliedTo);
  const min = parsePesos(f.minPesos);
  const max = parsePesos(f.maxPesos);
  if (min !== null) query.set('minAmountCents', String(min));
  if (max !== null) query.set('maxAmountCents', String(max));
  if (before !== undefined) query.set('before', String(before));
  return query.toString();
}

export default function OrdersPage({ role }: SectionProps) {
  const canWaive = hasRole(role, 'finance');
  const [filters, setFilters] = useState<Filters>(NONE);
  // The ids each page starts after: the last is the page on screen, none is the first page.
  const [cursors, setCursors] = useState<number[]>([]);
  const [borrowerOf, setBorrowerOf] = useState<string>();
  const [order, setOrder] = useState<string>();
  const { data, error, isFetching, refetch } = useOrderList(queryOf(filters, cursors[cursors.length - 1]));
  const products = useOrderProducts();
  const filter = (change: Partial<Filters>) => {
    setFilters((f) => ({ ...f, ...change }));
    setCursors([]);
  };
  const amountWrong = (text: string) => text !== '' && parsePesos(text) === null;

  return (
    <>
      <Typography.Title level={3}>Orders</Typography.Title>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          aria-label="Name, ID last four, order number or phone"
          placeholder="Name, phone, order number or ID last four"
          allowClear
          enterButton="Search"
          onSearch={(v) => filter({ q: v.trim() })}
          style={{ width: 380 }}
        />
        <Select
          aria-label="Status"
          placeholder="Any status"
          allowClear
          style={{ width: 200 }}
          options={STATUS_OPTIONS}
          value={filters.status}
          onChange={(status?: number) => filter({ status })}
        />
        <Select
          aria-label="Product"
          placeholder="Any product"
          allowClear
          style={{ width: 160 }}
          options={(products.data?.items ?? []).map((p) => ({ value: p.id, label: p.name }))}
          value={filters.productId}
          onChange={(productId?: number) => filter({ productId })}
        />
        <Select
          aria-label="Days past due"
          placeholder="Any days past due"
          allowClear
          style={{ width: 190 }}
          options={BUCKET_OPTIONS}
          value={filters.bucket}
          onChange={(bucket?: string) => filter({ bucket })}
        />
        <DatePicker.RangePicker
          aria-label="Applied between"
          placeholder={['Applied from', 'Applied to']}
          format="YYYY-MM-DD"
          allowEmpty={[true, true]}
          onChange={(_, text) => filter({ appliedFrom: text[0] ?? '', appliedTo: text[1] ?? '' })}
        />
        <Space.Compact>
          <Input
            aria-label="Smallest amount (₱)"
            placeholder="From ₱"
            style={{ width: 110 }}
            status={amountWrong(filters.minPesos) ? 'error' : undefined}
            onChange={(e) => filter({ minPesos: e.target.value.trim() })}
          />
          <Input
            aria-label="Largest amount (₱)"
            placeholder="to ₱"
            style={{ width: 110 }}
            status={amountWrong(filters.maxPesos) ? 'error' : undefined}
            onChange={(e) => filter({ maxPesos: e.target.value.trim() })}
          />
        </Space.Compact>
      </Space>
      {error && <LoadFailure error={error} onRetry={refetch} style={{ marginBottom: 16 }} />}
      <Table<ConsoleOrderListItem>
        rowKey="orderNo"
        size="small"
        tableLayout="fixed"
        loading={isFetching}
        dataSource={data?.items ?? []}
        pagination={false}
        locale={{ emptyText: filters === NONE ? 'No orders yet' : 'No orders match' }}
        onRow={(row) => ({ onClick: () => setBorrowerOf(row.orderNo), style: { cursor: 'pointer' } })}
        columns={[
          { title: 'Order', dataIndex: 'orderNo', width: 170 },
          {
            title: 'Borrower',
            key: 'borrower',
            ellipsis: true,
            render: (_: unknown, row) => (
              <>
                <div>{row.fullName ?? 'Name not given yet'}</div>
                <Typography.Text type="secondary">{row.phoneMasked}</Typography.Text>
              </>
            ),
          },
          { title: 'Product', dataIndex: 'productName', width: 110, ellipsis: true },
          { title: 'Amount', dataIndex: 'principalCents', align: 'right', width: 110, render: peso },
          { title: 'Applied', dataIndex: 'appliedOn', width: 110, render: day },
          {
            title: 'Days past due',
            dataIndex: 'daysPastDue',
            align: 'right',
            width: 80,
            render: (d: number) => (d > 0 ? d : '—'),
          },
          {
            title: 'Status',
            dataIndex: 'status',
            width: 200,
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
      <Space style={{ marginTop: 16 }}>
        <Button disabled={cursors.length === 0} onClick={() => setCursors((c) => c.slice(0, -1))}>
          Newer
        </Button>
        <Typography.Text type="secondary">Page {cursors.length + 1}</Typography.Text>
        <Button
          disabled={!data?.nextBefore}
          onClick={() => data?.nextBefore && setCursors((c) => [...c, data.nextBefore!])}
        >
          Older
        </Button>
      </Space>
      {borrowerOf && (
        <BorrowerDrawer
          orderNo={borrowerOf}
          // The order opens in its own drawer in place of the borrower's, which comes back when it closes.
          open={order === undefined}
          onOpenOrder={setOrder}
          onClose={() => setBorrowerOf(undefined)}
          showAmlRisk={hasRole(role, 'compliance')}
        />
      )}
      {order && (
        <OrderDrawer
          orderNo={order}
          canWaive={canWaive}
          canOverride={hasRole(role, 'reviewer')}
          onClose={() => setOrder(undefined)}
        />
      )}
    </>
  );
}
