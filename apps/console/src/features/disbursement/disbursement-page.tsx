// Finance pays out approved loans. A payout is asynchronous (decision 040): the provider accepts it,
// and the loan is booked only when the money is known to have left, by its signed callback or by
// reconciliation. The payouts panel below shows what is in flight, failed or returned.
import { useState } from 'react';
import { App as AntApp, Button, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import type { ReviewItem } from '@lendwell/contracts';
import { ReasonModal } from '../../components/reason-modal';
import { ApiError, peso } from '../../lib/api';
import { isProposed } from '../../lib/proposed';
import { hasRole, type SectionProps } from '../../lib/section';
import { useDisburseOrder } from './api/disburse-order';
import { useDisbursements } from './api/get-disbursements';
import { useMarkPayoutFailed } from './api/mark-payout-failed';
import { useReleasePayoutHold } from './api/release-payout-hold';
import { PayoutCasesCard } from './payout-cases-card';
import { PayoutLimitsCard } from './payout-limits-card';
import { PayoutsPanel } from './payouts-panel';
import { LoadFailure } from '../../components/load-failure';

const inFlight = (status?: string) => status === 'pending' || status === 'requested';

/** The server's words for an approved order with no payout account, which it also refuses with (decision 129). */
const WAITING_FOR_ACCOUNT = "Waiting for the borrower's account";

/** Where the money goes: the bank or e-wallet, the masked number and the name it is held in. */
function Destination({ row }: { row: ReviewItem }) {
  const d = row.destination;
  return (
    <>
      {d ? (
        <>
          <div>
            {d.institutionName} {d.accountMasked}
          </div>
          <Typography.Text type="secondary">
            {d.holderName ?? 'Holder name not given'}
            {d.channelName ? ` · ${d.channelName}` : d.kind === 'wallet' ? ' · e-wallet' : ''}
          </Typography.Text>
        </>
      ) : (
        <Typography.Text type="secondary">{WAITING_FOR_ACCOUNT}</Typography.Text>
      )}
      {row.cardNeedPop ? (
        <div>
          <Tag color="red">Rebind asked</Tag>
        </div>
      ) : null}
    </>
  );
}

export default function DisbursementPage({ role }: SectionProps) {
  const { message } = AntApp.useApp();
  const { data, error, isPending, refetch } = useDisbursements();
  const disburseOrder = useDisburseOrder();
  const markPayoutFailed = useMarkPayoutFailed();
  const releasePayoutHold = useReleasePayoutHold();
  const [busy, setBusy] = useState<string>();
  const [stuck, setStuck] = useState<string>();
  const [holding, setHolding] = useState<string>();
  const [asking, setAsking] = useState<string>();

  async function payOut(orderNo: string, reason?: string) {
    setBusy(orderNo);
    try {
      const result = await disburseOrder.mutateAsync({ orderNo, reason });
      if (isProposed(result)) {
        message.info(result.message);
        return;
      }
      message.success(
        result.status === 170
          ? `${orderNo}: the money left (${result.payoutReference}); the loan is booked`
          : `${orderNo}: payout requested${result.channel ? ` by ${result.channel}` : ''}; pending at the provider (${result.payoutReference ?? 'no reference yet'}). The loan is booked when the provider confirms.`,
      );
    } catch (e) {
      // A payout that waits for a second person needs the maker's reason (decision 113): ask, then send again.
      if (e instanceof ApiError && e.parts.field === 'reason' && !reason) setAsking(orderNo);
      else if (reason) throw e;
      else message.error((e as Error).message);
    } finally {
      setBusy(undefined);
    }
  }

  return (
    <>
      <Typography.Title level={3}>Disbursement</Typography.Title>
      <Typography.Paragraph type="secondary">
        Approved orders waiting for their payout. The provider answers later; the loan is booked only when the money is
        known to have left. A payout the bank refuses for the account asks the borrower to bind another one. A payout in
        progress is never paid again: reconciliation asks the provider, or mark it failed, which asks the provider first
        and is refused while it says pending or paid.
      </Typography.Paragraph>
      <PayoutLimitsCard canEdit={hasRole(role)} />
      {error && <LoadFailure error={error} onRetry={refetch} style={{ marginBottom: 16 }} />}
      <Table<ReviewItem>
        rowKey="orderNo"
        size="small"
        // Fixed layout: the columns share the screen's width, and a long provider reason or product name wraps
        // instead of widening the table past 1280×800; the actions keep a width their buttons fit.
        tableLayout="fixed"
        loading={isPending}
        dataSource={data?.items ?? []}
        columns={[
          {
            title: 'Order',
            key: 'order',
            width: 170,
            render: (_: unknown, row) => (
              <>
                <div>{row.orderNo}</div>
                <Typography.Text type="secondary">{row.productName}</Typography.Text>
              </>
            ),
          },
          {
            title: 'Borrower',
            key: 'borrower',
            width: 170,
            render: (_: unknown, row) => (
              <>
                <div>{row.borrowerName ?? <Typography.Text type="secondary">Name not given</Typography.Text>}</div>
                <Typography.Text type="secondary">{row.phone}</Typography.Text>
              </>
            ),
          },
          { title: 'Pay out', dataIndex: 'netProceedsCents', align: 'right', width: 110, render: peso },
          {
            title: 'Account',
            key: 'account',
            render: (_: unknown, row) => <Destination row={row} />,
          },
          {
            title: 'Last payout',
            key: 'payout',
            render: (_: unknown, row) =>
              !row.payout ? (
                '—'
              ) : inFlight(row.payout.status) ? (
                <Tag color="gold" style={{ whiteSpace: 'normal' }}>
                  {row.payout.status === 'pending' ? 'pending at the provider' : 'requested, no answer yet'} (attempt{' '}
                  {row.payout.attempt})
                </Tag>
              ) : (
                <Tag
                  color={row.payout.status === 'returned' ? 'volcano' : 'red'}
                  title={row.payout.reason}
                  style={{ whiteSpace: 'normal', overflowWrap: 'anywhere' }}
                >
                  {row.payout.status === 'returned' ? 'returned by the bank' : 'failed'} (attempt {row.payout.attempt}
                  ): {row.payout.reason}
                </Tag>
              ),
          },
          {
            title: '',
            key: 'actions',
            width: 200,
            render: (_: unknown, row) =>
              inFlight(row.payout?.status) ? (
                // No answer from the provider: only someone who checked with it may release the claim.
                <Button onClick={() => setStuck(row.orderNo)}>Mark payout failed…</Button>
              ) : !row.destination ? (
                // Nowhere to send the money: no button to press, only what the borrower is asked to do (decision 129).
                <Typography.Text>
                  {WAITING_FOR_ACCOUNT}. They are reminded by SMS each day until they add one.
                </Typography.Text>
              ) : (
                <Space direction="vertical" size="small">
                  <Popconfirm
                    title={`Pay out ${peso(row.netProceedsCents)} for ${row.orderNo} to ${row.destination.institutionName} ${row.destination.accountMasked}?`}
                    okText="Pay out"
                    onConfirm={() => void payOut(row.orderNo)}
                    disabled={!!row.cardNeedPop}
                  >
                    <Button type="primary" loading={busy === row.orderNo} disabled={!!row.cardNeedPop}>
                      Pay out
                    </Button>
                  </Popconfirm>
                  {/* The bank refused the account: paying out again would fail the same way (decision 109). */}
                  {row.cardNeedPop ? (
                    <Typography.Text type="secondary">The borrower has to add a new account first.</Typography.Text>
                  ) : null}
                  <Button onClick={() => setHolding(row.orderNo)}>Release account hold…</Button>
                </Space>
              ),
          },
        ]}
      />
      {/* Below the approved orders, so the table finance works from stays first on the screen. */}
      <PayoutCasesCard />
      {stuck && (
        <ReasonModal
          title={`Payout of ${stuck} did not go through`}
          okText="Mark failed"
          danger
          onClose={() => setStuck(undefined)}
          onOk={async (reason) => {
            try {
              const done = await markPayoutFailed.mutateAsync({ orderNo: stuck, reason });
              if (isProposed(done)) message.info(done.message);
              else message.success(`${stuck}: payout marked failed; you may pay out again`);
            } catch (e) {
              message.error((e as Error).message);
            }
          }}
        />
      )}
      {holding && (
        <ReasonModal
          title={`Release the hold on the new account of ${holding}`}
          okText="Release hold"
          onClose={() => setHolding(undefined)}
          onOk={async (reason) => {
            try {
              const done = await releasePayoutHold.mutateAsync({ orderNo: holding, reason });
              if (isProposed(done)) message.info(done.message);
              else message.success(`${holding}: the hold is released; you may pay out now`);
            } catch (e) {
              message.error((e as Error).message);
            }
          }}
        />
      )}
      {asking && (
        <ReasonModal
          title={`Propose the payout of ${asking}: a second person must approve it`}
          okText="Propose"
          onClose={() => setAsking(undefined)}
          onOk={(reason) => payOut(asking, reason)}
        />
      )}
      <PayoutsPanel />
    </>
  );
}
