import { useState } from 'react';
import { Alert, App as AntApp, Button, Popconfirm, Table, Tag, Typography } from 'antd';
import type { ReviewItem } from '@lendwell/contracts';
import { ReasonModal } from '../../components/reason-modal';
import { get, peso, post } from '../../lib/api';
import { useLoad } from '../../lib/use-load';

export default function DisbursementPage() {
  const { message } = AntApp.useApp();
  const { data, error, loading, reload } = useLoad('disbursements', () =>
    get<{ items: ReviewItem[] }>('/disbursements'),
  );
  const [busy, setBusy] = useState<string>();
  const [stuck, setStuck] = useState<string>();

  async function payOut(orderNo: string) {
    setBusy(orderNo);
    try {
      const result = await post<{ payoutReference: string }>(`/orders/${encodeURIComponent(orderNo)}/disburse`);
      message.success(`${orderNo} paid out (${result.payoutReference})`);
    } catch (e) {
      message.error((e as Error).message);
    } finally {
      setBusy(undefined);
    }
    reload();
  }

  return (
    <>
      <Typography.Title level={3}>Disbursement</Typography.Title>
      <Typography.Paragraph type="secondary">
        Approved orders waiting for their payout. A payout the bank refuses for the account asks the borrower to bind
        another one. A payout still in progress is never paid again; if the provider never answered, check its portal
        first, then mark it failed.
      </Typography.Paragraph>
      {error && <Alert type="error" title={error} showIcon style={{ marginBottom: 16 }} />}
      <Table<ReviewItem>
        rowKey="orderNo"
        loading={loading}
        dataSource={data?.items ?? []}
        columns={[
          { title: 'Order', dataIndex: 'orderNo' },
          { title: 'Borrower', dataIndex: 'phone' },
          { title: 'Product', dataIndex: 'productName' },
          { title: 'Amount', dataIndex: 'principalCents', align: 'right', render: peso },
          { title: 'Pay out', dataIndex: 'netProceedsCents', align: 'right', render: peso },
          {
            title: 'Account',
            dataIndex: 'cardNeedPop',
            render: (pop: number) => (pop ? <Tag color="red">Rebind asked</Tag> : '—'),
          },
          {
            title: 'Last payout',
            key: 'payout',
            render: (_: unknown, row) =>
              !row.payout ? (
                '—'
              ) : row.payout.status === 'pending' ? (
                <Tag color="gold">in progress (attempt {row.payout.attempt})</Tag>
              ) : (
                <Tag color="red" title={row.payout.reason}>
                  failed (attempt {row.payout.attempt})
                </Tag>
              ),
          },
          {
            title: '',
            key: 'actions',
            render: (_: unknown, row) =>
              row.payout?.status === 'pending' ? (
                // No answer from the provider: only someone who checked with it may release the claim.
                <Button onClick={() => setStuck(row.orderNo)}>Mark payout failed…</Button>
              ) : (
                <Popconfirm
                  title={`Pay out ${peso(row.netProceedsCents)} for ${row.orderNo}?`}
                  okText="Pay out"
                  onConfirm={() => payOut(row.orderNo)}
                >
                  <Button type="primary" loading={busy === row.orderNo}>
                    Pay out
                  </Button>
                </Popconfirm>
              ),
          },
        ]}
      />
      {stuck && (
        <ReasonModal
          title={`Payout of ${stuck} did not go through`}
          okText="Mark failed"
          danger
          onClose={() => setStuck(undefined)}
          onOk={async (reason) => {
            try {
              await post(`/orders/${encodeURIComponent(stuck)}/payout-failed`, { reason });
              message.success(`${stuck}: payout marked failed; you may pay out again`);
            } catch (e) {
              message.error((e as Error).message);
            }
            reload();
          }}
        />
      )}
    </>
  );
}
