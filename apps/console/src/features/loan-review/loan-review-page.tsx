import { useState } from 'react';
import { Alert, App as AntApp, Button, Drawer, Space, Table, Typography } from 'antd';
import type { ReviewItem } from '@lendwell/contracts';
import { peso } from '../../lib/api';
import { ReasonModal } from '../../components/reason-modal';
import { BorrowerPanel } from './borrower-panel';
import { DecisionPanel } from '../../components/decision-panel';
import { useDecideLoan } from './api/decide-loan';
import { useReviewQueue } from './api/get-review-queue';

type Decision = { orderNo: string; kind: 'approve' | 'reject' };

export default function LoanReviewPage() {
  const { message } = AntApp.useApp();
  const { data, error, isPending, refetch } = useReviewQueue();
  const decideLoan = useDecideLoan();
  const [decision, setDecision] = useState<Decision>();
  const [borrowerOf, setBorrowerOf] = useState<string>();

  async function decide(d: Decision, reason: string) {
    try {
      await decideLoan.mutateAsync({ ...d, reason });
      message.success(`${d.orderNo} ${d.kind === 'approve' ? 'approved' : 'rejected'}`);
      setBorrowerOf(undefined);
    } catch (e) {
      message.error((e as Error).message);
    }
  }

  return (
    <>
      <Typography.Title level={3}>Loan review</Typography.Title>
      {error && (
        <Alert
          type="error"
          title={`Could not load the applications: ${error.message}`}
          showIcon
          style={{ marginBottom: 16 }}
          action={<Button onClick={() => void refetch()}>Try again</Button>}
        />
      )}
      <Table<ReviewItem>
        rowKey="orderNo"
        loading={isPending}
        dataSource={data?.items ?? []}
        size="small"
        pagination={{ pageSize: 20 }}
        columns={[
          { title: 'Order', dataIndex: 'orderNo' },
          { title: 'Applied', dataIndex: 'appliedOn' },
          {
            title: 'Borrower',
            key: 'borrower',
            render: (_: unknown, row) => (
              <>
                <div>{row.borrowerName ?? <Typography.Text type="secondary">Name not given</Typography.Text>}</div>
                <Typography.Text type="secondary">{row.phone}</Typography.Text>
              </>
            ),
          },
          { title: 'Product', dataIndex: 'productName' },
          { title: 'Amount', dataIndex: 'principalCents', align: 'right', render: peso },
          { title: 'To repay', dataIndex: 'totalRepaymentCents', align: 'right', render: peso },
          { title: 'Term', dataIndex: 'termDays', render: (d: number) => `${d} days` },
          {
            title: 'Decision',
            key: 'actions',
            render: (_: unknown, row) => (
              <Space size="small">
                <Button onClick={() => setBorrowerOf(row.orderNo)}>Borrower</Button>
                <Button type="primary" onClick={() => setDecision({ orderNo: row.orderNo, kind: 'approve' })}>
                  Approve
                </Button>
                <Button danger onClick={() => setDecision({ orderNo: row.orderNo, kind: 'reject' })}>
                  Reject
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <Drawer
        open={!!borrowerOf}
        size={720}
        title={borrowerOf ? `Who is asking: ${borrowerOf}` : ''}
        onClose={() => setBorrowerOf(undefined)}
        extra={
          borrowerOf ? (
            <Space>
              <Button type="primary" onClick={() => setDecision({ orderNo: borrowerOf, kind: 'approve' })}>
                Approve
              </Button>
              <Button danger onClick={() => setDecision({ orderNo: borrowerOf, kind: 'reject' })}>
                Reject
              </Button>
            </Space>
          ) : null
        }
      >
        {borrowerOf && (
          <Space direction="vertical" size="large" style={{ width: '100%' }}>
            <DecisionPanel orderNo={borrowerOf} />
            <BorrowerPanel orderNo={borrowerOf} />
          </Space>
        )}
      </Drawer>
      {decision && (
        <ReasonModal
          title={`${decision.kind === 'approve' ? 'Approve' : 'Reject'} ${decision.orderNo}`}
          okText={decision.kind === 'approve' ? 'Approve' : 'Reject'}
          danger={decision.kind === 'reject'}
          onOk={(reason) => decide(decision, reason)}
          onClose={() => setDecision(undefined)}
        />
      )}
    </>
  );
}
