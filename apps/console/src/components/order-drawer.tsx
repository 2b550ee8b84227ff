// One order as the back office sees it: schedule, balance by bucket, postings and status history,
// and (for finance and admin) a penalty waiver with its reason and the refund of borrower credit.
import { ActorName } from './actor-name';
import { day } from '../lib/when';
import { useState } from 'react';
import { Alert, App as AntApp, Button, Descriptions, Drawer, Input, Popconfirm, Space, Table, Typography } from 'antd';
import { orderStatusName } from '@lendwell/contracts/constants';
import { parsePesos } from '@lendwell/contracts/money-format';
import { ApiError, peso } from '../lib/api';
import { isProposed } from '../lib/proposed';
import { ReasonModal } from './reason-modal';
import { useOrder } from './api/get-order';
import { useRefundCredit } from './api/refund-credit';
import { useWaivePenalty } from './api/waive-penalty';
import { DecisionPanel } from './decision-panel';
import { ApplyCreditPanel, applicationSentences } from './apply-credit-panel';
import type { CreditApplicationResult } from '@lendwell/contracts';
import { LoadFailure } from './load-failure';

export function OrderDrawer({
  orderNo,
  canWaive,
  canOverride = false,
  onClose,
}: {
  orderNo: string;
  canWaive: boolean;
  /** A reviewer may approve a declined application against the credit decision. */
  canOverride?: boolean;
  onClose: () => void;
}) {
  const { message } = AntApp.useApp();
  const { data, error, refetch } = useOrder(orderNo);
  const refundCredit = useRefundCredit();
  const waivePenalty = useWaivePenalty();
  // Typed as text and parsed to centavos exactly: a float never carries the amount.
  const [pesos, setPesos] = useState('');
  const [reason, setReason] = useState('');
  const [applied, setApplied] = useState<CreditApplicationResult>();
  const penaltyCents = data?.balanceByBucket?.penalty ?? 0;
  const creditCents = data?.credit.creditCents ?? 0;
  const refundPending = (data?.credit.pendingCents ?? 0) > 0;
  const refunding = refundCredit.isPending;
  const [askingReason, setAskingReason] = useState(false);

  async function refund(reason?: string) {
    // The server pays once however often this is pressed; the button only spares a pointless request.
    if (refunding) return;
    try {
      const done = await refundCredit.mutateAsync({ orderNo, reason });
      if (isProposed(done)) message.info(done.message);
      else if (done.refundStatus === 'succeeded')
        message.success(`Refunded ${peso(done.refundedCents)} to the borrower (payout ${done.reference})`);
      else
        message.info(
          `Refund of ${peso(done.amountCents)} sent to the provider (payout ${done.reference}); it is booked when the provider confirms the money left`,
        );
    } catch (e) {
      // A refund that waits for a second person needs the maker's reason (decision 106): ask, then send again.
      if (e instanceof ApiError && e.parts.field === 'reason' && !reason) setAskingReason(true);
      else message.error((e as Error).message);
    }
  }

  const amountCents = parsePesos(pesos);
  const amountError =
    pesos && (amountCents === null || amountCents === 0 || amountCents > penaltyCents)
      ? `Amount to waive: enter up to ${peso(penaltyCents)}`
      : '';

  async function waive() {
    if (amountCents === null) return;
    try {
      const answer = await waivePenalty.mutateAsync({ orderNo, amountCents, reason: reason.trim() });
      if (isProposed(answer)) message.info(answer.message);
      else message.success(`Penalty waived on ${orderNo}`);
      setPesos('');
      setReason('');
    } catch (e) {
      message.error((e as Error).message);
    }
  }

  return (
    <Drawer open size={900} title={`Order ${orderNo}`} onClose={onClose}>
      {error && <LoadFailure error={error} onRetry={refetch} what="Could not load the order" />}
      {data && (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <Descriptions bordered size="small" column={3}>
            <Descriptions.Item label="Status">{orderStatusName(data.order.status)}</Descriptions.Item>
            <Descriptions.Item label="Amount">{peso(data.order.principalCents)}</Descriptions.Item>
            <Descriptions.Item label="Business date">{day(data.businessDate)}</Descriptions.Item>
            <Descriptions.Item label="Applied">{day(data.order.appliedOn)}</Descriptions.Item>
            <Descriptions.Item label="Disbursed">{day(data.order.disbursedOn) || '—'}</Descriptions.Item>
            <Descriptions.Item label="Rebind asked">{data.order.cardNeedPop ? 'yes' : 'no'}</Descriptions.Item>
          </Descriptions>
          <DecisionPanel orderNo={orderNo} canOverride={canOverride} />
          {data.balanceByBucket && (
            <div>
              <Typography.Title level={5}>Balance by bucket</Typography.Title>
              <Descriptions bordered size="small" column={4}>
                {Object.entries(data.balanceByBucket).map(([bucket, cents]) => (
                  <Descriptions.Item key={bucket} label={bucket.replace('_', ' ')}>
                    {peso(cents)}
                  </Descriptions.Item>
                ))}
              </Descriptions>
            </div>
          )}
          {(creditCents > 0 || refundPending || applied) && (
            <div>
              <Typography.Title level={5}>Borrower credit</Typography.Title>
              <Space direction="vertical" style={{ width: '100%' }}>
                <Typography.Paragraph style={{ marginBottom: 0 }}>
                  {creditCents > 0
                    ? `The borrower paid ${peso(creditCents)} more than they owed. It is theirs and is shown on their order page.`
                    : 'No borrower credit is left on this order.'}
                  {refundPending
                    ? ` A refund of ${peso(data.credit.pendingCents)} is in progress: waiting for the provider to confirm the money left.`
                    : ''}
                </Typography.Paragraph>
                {canWaive && creditCents > 0 && !refundPending && (
                  <Popconfirm
                    title={`Pay ${peso(creditCents)} back to the borrower's bound account?`}
                    okText="Refund"
                    onConfirm={() => void refund()}
                  >
                    <Button type="primary" loading={refunding}>
                      Refund {peso(creditCents)}
                    </Button>
                  </Popconfirm>
                )}
                {applied && <Alert type="success" showIcon title={applicationSentences(applied)} />}
                {canWaive && creditCents > 0 && !refundPending && (
                  <ApplyCreditPanel orderNo={orderNo} creditCents={creditCents} onApplied={setApplied} />
                )}
              </Space>
            </div>
          )}
          {canWaive && penaltyCents > 0 && (
            <div>
              <Typography.Title level={5}>Waive penalty (outstanding {peso(penaltyCents)})</Typography.Title>
              <Space wrap>
                <Input
                  aria-label="Amount to waive (₱)"
                  prefix="₱"
                  inputMode="decimal"
                  style={{ width: 160 }}
                  status={amountError ? 'error' : undefined}
                  value={pesos}
                  onChange={(e) => setPesos(e.target.value)}
                />
                <Input
                  aria-label="Waiver reason"
                  placeholder="Reason"
                  style={{ width: 320 }}
                  value={reason}
                  onChange={(e) => setReason(e.target.value)}
                  maxLength={500}
                />
                <Button
                  type="primary"
                  disabled={!amountCents || !!amountError || !reason.trim()}
                  onClick={() => void waive()}
                >
                  Waive
                </Button>
              </Space>
              {amountError && (
                <Typography.Text type="danger" style={{ display: 'block', marginTop: 4 }}>
                  {amountError}
                </Typography.Text>
              )}
            </div>
          )}
          <div>
            <Typography.Title level={5}>Schedule</Typography.Title>
            <Table
              size="small"
              rowKey="seq"
              pagination={false}
              dataSource={data.schedule}
              columns={[
                { title: '#', dataIndex: 'seq' },
                { title: 'Due', dataIndex: 'dueOn', render: day },
                { title: 'Principal', dataIndex: 'principalCents', align: 'right', render: peso },
                { title: 'Interest', dataIndex: 'interestCents', align: 'right', render: peso },
                { title: 'Fee', dataIndex: 'feeCents', align: 'right', render: peso },
              ]}
            />
          </div>
          <div>
            <Typography.Title level={5}>Postings</Typography.Title>
            <Table
              size="small"
              rowKey={(r) => `${r.entryId}-${r.account}-${r.amountCents}`}
              pagination={{ pageSize: 20 }}
              // Newest first: what staff just did (a waiver, a payment) is on the first page, not after months
              // of daily charges.
              dataSource={[...data.postings].reverse()}
              columns={[
                { title: 'Date', dataIndex: 'businessDate', render: day },
                { title: 'Kind', dataIndex: 'kind' },
                { title: 'Account', dataIndex: 'account' },
                { title: 'Amount', dataIndex: 'amountCents', align: 'right', render: peso },
                { title: 'By', dataIndex: 'actor', render: (a: string) => <ActorName actor={a} /> },
              ]}
            />
          </div>
          <div>
            <Typography.Title level={5}>Status history</Typography.Title>
            <Table
              size="small"
              rowKey="id"
              pagination={false}
              dataSource={data.history}
              columns={[
                { title: 'Date', dataIndex: 'businessDate', render: day },
                {
                  title: 'From',
                  dataIndex: 'fromStatus',
                  render: (s: number | null) => (s === null ? '—' : orderStatusName(s)),
                },
                { title: 'To', dataIndex: 'toStatus', render: orderStatusName },
                { title: 'By', dataIndex: 'actor', render: (a: string) => <ActorName actor={a} /> },
                { title: 'Reason', dataIndex: 'reason' },
              ]}
            />
          </div>
        </Space>
      )}
      {askingReason && (
        <ReasonModal
          title={`Propose a refund of ${peso(creditCents)}: a second person must approve it`}
          okText="Propose"
          onClose={() => setAskingReason(false)}
          onOk={(reason) => refund(reason)}
        />
      )}
    </Drawer>
  );
}
