// Write-offs (decision 078): finance writes a loan off with a reason (the close of business
// writes off loans at the policy's days past due by itself); the list shows what each lost and what
// has been recovered since, with a CSV. The borrower still owes: collections keep collecting.
import { ActorName } from '../../components/actor-name';
import { day } from '../../lib/when';
import { useState } from 'react';
import { Alert, App as AntApp, Button, Card, Input, Modal, Space, Statistic, Table, Tag, Typography } from 'antd';
import type { WriteOffRow } from '@lendwell/contracts';
import { peso } from '../../lib/api';
import { isProposed } from '../../lib/proposed';
import { useWriteOffs } from './api/get-write-offs';
import { useWriteOffLoan } from './api/write-off-loan';
import { LoadFailure } from '../../components/load-failure';

const dark = (text: string) => <span style={{ color: '#262626' }}>{text}</span>;

export function WriteOffsTab() {
  const { message } = AntApp.useApp();
  const list = useWriteOffs();
  const writeOff = useWriteOffLoan();
  const [orderNo, setOrderNo] = useState('');
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  function confirm() {
    setConfirming(false);
    writeOff.mutate(
      { orderNo: orderNo.trim(), reason: reason.trim() },
      {
        onSuccess: (r) => {
          setRefusal(null);
          setOrderNo('');
          setReason('');
          if (isProposed(r)) void message.info(r.message);
          else
            void message.success(
              `Order ${r.orderNo} is written off: ${peso(r.principalCents + r.chargesCents)} moved to losses`,
            );
        },
        onError: (e) => setRefusal(e.message),
      },
    );
  }

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Card size="small" title="Write off a loan">
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Text>
            The borrower still owes the money and collections keep working the loan; what is collected afterwards is
            booked as a recovery.
          </Typography.Text>
          <Space wrap align="end">
            <label>
              Order number <Input value={orderNo} onChange={(e) => setOrderNo(e.target.value)} style={{ width: 220 }} />
            </label>
            <label>
              Reason{' '}
              <Input
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                style={{ width: 320 }}
                placeholder="e.g. borrower deceased, estate has no assets"
              />
            </label>
            <Button
              danger
              onClick={() => setConfirming(true)}
              disabled={!orderNo.trim() || !reason.trim()}
              loading={writeOff.isPending}
            >
              Write off
            </Button>
          </Space>
          {refusal && <Alert type="error" showIcon message={refusal} />}
        </Space>
      </Card>
      <Modal
        open={confirming}
        title={`Write off order ${orderNo.trim()}?`}
        okText="Write off"
        okButtonProps={{ danger: true }}
        onOk={confirm}
        onCancel={() => setConfirming(false)}
      >
        Its outstanding balance moves to loan losses today. This cannot be undone; money collected later is a recovery.
      </Modal>
      {list.error ? (
        <LoadFailure error={list.error} onRetry={() => list.refetch()} what="Could not load the write-offs" />
      ) : (
        <Card
          size="small"
          title="Loans written off"
          extra={
            <Button href="/api/console/books/write-offs.csv" download>
              Download write-offs (CSV)
            </Button>
          }
        >
          <Space size="large" wrap style={{ marginBottom: 12 }}>
            <Statistic title={dark('Loans written off')} value={list.data?.rows.length ?? 0} />
            <Statistic title={dark('Losses')} value={peso(list.data?.lossCents ?? 0)} />
            <Statistic title={dark('Recovered since')} value={peso(list.data?.recoveredCents ?? 0)} />
          </Space>
          <Table<WriteOffRow>
            size="small"
            rowKey="orderNo"
            loading={list.isPending}
            dataSource={list.data?.rows ?? []}
            locale={{ emptyText: 'No loan has been written off' }}
            pagination={{ pageSize: 20, hideOnSinglePage: true }}
            columns={[
              { title: 'Order', dataIndex: 'orderNo' },
              { title: 'Written off on', dataIndex: 'writtenOffOn', render: day },
              {
                title: 'Why',
                dataIndex: 'rule',
                render: (rule: WriteOffRow['rule'], r) => (
                  <Space direction="vertical" size={0}>
                    <Tag>{rule === 'decision' ? 'Finance decision' : 'Days past due'}</Tag>
                    <span>{r.reason}</span>
                  </Space>
                ),
              },
              { title: 'By', dataIndex: 'actor', render: (a: string) => <ActorName actor={a} /> },
              { title: 'Loss', dataIndex: 'lossCents', align: 'right', render: (c: number) => peso(c) },
              { title: 'Recovered', dataIndex: 'recoveredCents', align: 'right', render: (c: number) => peso(c) },
              { title: 'Still owed', dataIndex: 'owedCents', align: 'right', render: (c: number) => peso(c) },
            ]}
          />
        </Card>
      )}
    </Space>
  );
}
