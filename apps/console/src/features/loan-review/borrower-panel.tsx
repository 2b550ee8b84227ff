// Who is asking (decision 047): the borrower's certify answers, the ID photo and the selfie
// (short-lived signed links, as the complaint desk shows evidence) and their order history, shown
// beside the application so a reviewer decides knowing more than a phone number. Each past order
// opens in the order drawer (schedule, postings, status history): the borrower's history is one click away.
import { day } from '../../lib/when';
import { useState } from 'react';
import { Button, Descriptions, Empty, Image, Space, Spin, Table, Tag, Typography } from 'antd';
import type { ConsoleBorrowerView } from '@lendwell/contracts';
import { ORDER_STATUS } from '@lendwell/contracts/constants';
import { peso } from '../../lib/api';
import { OrderDrawer } from '../../components/order-drawer';
import { useBorrower } from './api/get-borrower';
import { LoadFailure } from '../../components/load-failure';

/** One line that sums the borrower's record up: orders, settled, repaid and the worst lateness. */
export function historySummary(orders: ConsoleBorrowerView['orders'], currentOrderNo: string): string {
  const past = orders.filter((o) => o.orderNo !== currentOrderNo);
  if (past.length === 0) return 'First application: no earlier orders.';
  const settled = past.filter((o) => o.settledOn !== null).length;
  const repaidCents = orders.reduce((total, o) => total + o.repaidCents, 0);
  const worstDays = Math.max(...orders.map((o) => o.daysPastDue));
  return [
    `${past.length} earlier order${past.length === 1 ? '' : 's'}, ${settled} settled`,
    `${peso(repaidCents)} repaid in all`,
    worstDays > 0 ? `at worst ${worstDays} day${worstDays === 1 ? '' : 's'} past due` : 'never past due',
  ].join(' · ');
}

/** Solid tags with white text: antd's light presets fall short of AA contrast on small text. */
const statusColour: Record<number, string> = {
  [ORDER_STATUS.underReview]: '#874d00',
  [ORDER_STATUS.rejected]: '#a8071a',
  [ORDER_STATUS.disbursing]: '#0050b3',
  [ORDER_STATUS.repaying]: '#006d75',
  [ORDER_STATUS.due]: '#ad4e00',
  [ORDER_STATUS.overdue]: '#ad2102',
  [ORDER_STATUS.settled]: '#237804',
};

function Photo({ url, label }: { url: string | null; label: string }) {
  return (
    <figure style={{ margin: 0 }}>
      {url ? (
        <Image
          src={url}
          alt={label}
          width={240}
          height={160}
          style={{ objectFit: 'contain', background: '#f5f5f5', borderRadius: 6 }}
        />
      ) : (
        <div
          style={{
            width: 200,
            height: 150,
            display: 'grid',
            placeItems: 'center',
            background: '#f5f5f5',
            borderRadius: 6,
          }}
        >
          Not uploaded
        </div>
      )}
      <figcaption style={{ marginTop: 4 }}>{label}</figcaption>
    </figure>
  );
}

export function BorrowerPanel({ orderNo }: { orderNo: string }) {
  const [openOrder, setOpenOrder] = useState<string>();
  const { data, error, isPending, refetch } = useBorrower(orderNo);
  if (error) return <LoadFailure error={error} onRetry={refetch} what="Could not load the borrower" />;
  if (isPending) return <Spin aria-label="Loading the borrower" />;
  const incomplete = data.progress.steps.filter((s) => !s.done).map((s) => s.title);
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Descriptions column={1} bordered size="small" title="Borrower">
        <Descriptions.Item label="Name">{data.fullName ?? 'Not given yet'}</Descriptions.Item>
        <Descriptions.Item label="Record">{historySummary(data.orders, data.orderNo)}</Descriptions.Item>
        <Descriptions.Item label="Mobile">{data.phone}</Descriptions.Item>
        <Descriptions.Item label="Age">{data.age === null ? '—' : `${data.age} years`}</Descriptions.Item>
        <Descriptions.Item label="Profile">
          {incomplete.length === 0 ? (
            <Tag color="#237804">Complete</Tag>
          ) : (
            <Tag color="#ad4e00">Missing: {incomplete.join(', ')}</Tag>
          )}
        </Descriptions.Item>
        <Descriptions.Item label="Government ID">
          {data.governmentId ? `${data.governmentId.typeName} •••• ${data.governmentId.last4}` : '—'}
        </Descriptions.Item>
      </Descriptions>
      <Image.PreviewGroup>
        <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
          <Photo url={data.images.idFront} label="ID, front" />
          <Photo url={data.images.selfie} label="Selfie" />
        </div>
      </Image.PreviewGroup>
      {data.steps.map((step) => (
        <Descriptions key={step.step} column={1} bordered size="small" title={step.title}>
          {step.rows.length === 0 ? (
            <Descriptions.Item label="Answers">Not filled in</Descriptions.Item>
          ) : (
            step.rows.map((row) => (
              <Descriptions.Item key={row.code} label={row.title}>
                {row.value}
              </Descriptions.Item>
            ))
          )}
        </Descriptions>
      ))}
      <div>
        <Typography.Title level={5}>Order history</Typography.Title>
        {data.orders.length === 0 ? (
          <Empty description="No orders" />
        ) : (
          <Table
            rowKey="orderNo"
            size="small"
            pagination={false}
            dataSource={data.orders}
            scroll={{ x: true }}
            columns={[
              {
                title: 'Order',
                dataIndex: 'orderNo',
                render: (no: string) => (
                  <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setOpenOrder(no)}>
                    {no}
                  </Button>
                ),
              },
              { title: 'Applied', dataIndex: 'appliedOn', render: day },
              { title: 'Amount', dataIndex: 'principalCents', align: 'right', render: peso },
              {
                title: 'Status',
                key: 'status',
                render: (_: unknown, o) => (
                  <>
                    <Tag color={statusColour[o.status]}>{o.statusText}</Tag>
                    {o.settledOn && <div>on {day(o.settledOn)}</div>}
                  </>
                ),
              },
              { title: 'Repaid', dataIndex: 'repaidCents', align: 'right', render: peso },
              { title: 'Days past due', dataIndex: 'daysPastDue', align: 'right', width: 80 },
            ]}
          />
        )}
      </div>
      {openOrder && <OrderDrawer orderNo={openOrder} canWaive={false} onClose={() => setOpenOrder(undefined)} />}
    </Space>
  );
}
