// Finance's desk for payments borrowers made outside our rails and reported by reference (UTR):
// each waits here until someone finds it on the statement and matches it (which posts it to the
// loan, once, audited) or rejects it with a reason the borrower reads. Nothing posts by itself.
import { useState } from 'react';
import { day, when } from '../../lib/when';
import { App as AntApp, Button, Modal, Segmented, Space, Table, Tag, Typography } from 'antd';
import type { ConsoleUtrItem } from '@lendwell/contracts';
import { peso } from '../../lib/api';
import { ReasonModal } from '../../components/reason-modal';
import { useReportedPayments } from './api/get-reported-payments';
import { useMatchReportedPayment } from './api/match-reported-payment';
import { useRejectReportedPayment } from './api/reject-reported-payment';
import { LoadFailure } from '../../components/load-failure';

const STATES = [
  { value: 'reported', label: 'Waiting' },
  { value: 'matched', label: 'Matched' },
  { value: 'rejected', label: 'Rejected' },
  { value: '', label: 'All' },
];
/** Solid tags with white text: antd's light presets fall short of AA contrast on small text. */
const statusColour: Record<string, string> = { reported: '#874d00', matched: '#237804', rejected: '#a8071a' };
const statusText: Record<string, string> = { reported: 'waiting', matched: 'matched', rejected: 'rejected' };
const reported = (at: string | null) => (at ? when(at) : '—');
/** 'Bank transfer (InstaPay or PESONet)' → 'Bank transfer': the table has little room; the full name is the title. */
const shortName = (name: string) => name.replace(/ \(.*\)$/, '');

export default function ReportedPaymentsPage() {
  const { message } = AntApp.useApp();
  const [state, setState] = useState('reported');
  const [rejecting, setRejecting] = useState<ConsoleUtrItem>();
  const { data, error, isPending, refetch } = useReportedPayments(state);
  const matchPayment = useMatchReportedPayment();
  const rejectPayment = useRejectReportedPayment();

  async function act(action: () => Promise<unknown>, done: string) {
    try {
      await action();
      message.success(done);
    } catch (e) {
      message.error((e as Error).message);
    }
  }

  function confirmMatch(row: ConsoleUtrItem) {
    Modal.confirm({
      title: `Match ${row.utr}?`,
      content: `${peso(row.amountCents)} will be posted to ${row.orderNo} as a repayment received on ${day(row.paidOn)}. Match only once you have found it on the statement.`,
      okText: 'Match and post',
      onOk: () => act(() => matchPayment.mutateAsync(row.id), `${row.utr} matched and posted to ${row.orderNo}`),
    });
  }

  return (
    <>
      <Typography.Title level={3}>Payment reports</Typography.Title>
      <Typography.Paragraph>
        Payments borrowers made by transfer, deposit or remittance and reported by reference. Find each on the
        statement, then match it (it is posted to the loan) or reject it with a reason the borrower reads.
      </Typography.Paragraph>
      <Space wrap style={{ marginBottom: 16 }}>
        <Segmented aria-label="Status" options={STATES} value={state} onChange={(v) => setState(String(v))} />
        <Button onClick={() => void refetch()}>Refresh</Button>
      </Space>
      {error && <LoadFailure error={error} onRetry={refetch} style={{ marginBottom: 16 }} />}
      <Table<ConsoleUtrItem>
        rowKey="id"
        loading={isPending}
        dataSource={data?.items ?? []}
        pagination={{ pageSize: 20 }}
        scroll={{ x: true }}
        columns={[
          { title: 'Reported', dataIndex: 'reportedAt', render: reported },
          {
            title: 'Order and borrower',
            key: 'order',
            render: (_: unknown, row) => (
              <>
                {row.orderNo}
                <br />
                {row.phone}
              </>
            ),
          },
          {
            title: 'Paid by',
            dataIndex: 'payTypeName',
            render: (name: string) => <span title={name}>{shortName(name)}</span>,
          },
          { title: 'Reference', dataIndex: 'utr', render: (utr: string) => <code>{utr}</code> },
          { title: 'Paid on', dataIndex: 'paidOn', render: day },
          { title: 'Amount', dataIndex: 'amountCents', align: 'right', render: peso },
          {
            title: 'Status',
            key: 'status',
            render: (_: unknown, row) => (
              <Space direction="vertical" size={0}>
                <Tag color={statusColour[row.status]}>{statusText[row.status]}</Tag>
                {row.decidedBy ? <Typography.Text>{row.decidedBy}</Typography.Text> : null}
                {row.status === 'rejected' ? <Typography.Text>{row.reason}</Typography.Text> : null}
              </Space>
            ),
          },
          {
            title: '',
            key: 'actions',
            render: (_: unknown, row) =>
              row.status === 'reported' ? (
                <Space>
                  <Button type="primary" onClick={() => confirmMatch(row)}>
                    Match
                  </Button>
                  <Button danger onClick={() => setRejecting(row)}>
                    Reject
                  </Button>
                </Space>
              ) : null,
          },
        ]}
      />
      {rejecting && (
        <ReasonModal
          title={`Reject ${rejecting.utr}`}
          okText="Reject"
          danger
          onOk={(reason) =>
            act(() => rejectPayment.mutateAsync({ id: rejecting.id, reason }), `${rejecting.utr} rejected`)
          }
          onClose={() => setRejecting(undefined)}
        />
      )}
    </>
  );
}
