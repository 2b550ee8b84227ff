// Loan review: the applications under review, oldest first, with how long each has waited against the review SLA
// (past it is marked), the credit band and score, the amount and who has claimed it; sorted and filtered in the
// page. A reviewer claims an application (atomic on the server: of two at once, one wins and the other reads who
// has it) or assigns it to a colleague; a rejection is filed under a category (decision 109).
import { useMemo, useState } from 'react';
import { App as AntApp, Button, Drawer, Segmented, Select, Space, Table, Tag, Typography } from 'antd';
import type { ReviewQueueItem } from '@lendwell/contracts';
import { peso } from '../../lib/api';
import type { SectionProps } from '../../lib/section';
import { waited, when } from '../../lib/when';
import { ReasonModal } from '../../components/reason-modal';
import { BorrowerPanel } from './borrower-panel';
import { DecisionPanel } from '../../components/decision-panel';
import { useDecideLoan } from './api/decide-loan';
import { useReviewQueue } from './api/get-review-queue';
import { useClaimApplication } from './api/claim-application';
import { useReleaseClaim } from './api/release-claim';
import { useAssignApplication } from './api/assign-application';
import { useReviewers } from './api/get-reviewers';
import { LoadFailure } from '../../components/load-failure';

type Decision = { orderNo: string; kind: 'approve' | 'reject' };
type Holder = 'all' | 'unclaimed' | 'claimed' | 'mine';

const HOLDERS: { value: Holder; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'unclaimed', label: 'Unclaimed' },
  { value: 'claimed', label: 'Claimed' },
  { value: 'mine', label: 'Mine' },
];
const NO_BAND = 'No band';
// Solid fill with white text: antd's pale preset tags fall under 4.5:1 (axe colour-contrast).
const PAST_SLA_COLOUR = '#a8071a';

const byHolder = (holder: Holder, me: number) => (row: ReviewQueueItem) =>
  holder === 'all' ||
  (holder === 'unclaimed' && !row.claim) ||
  (holder === 'claimed' && !!row.claim) ||
  (holder === 'mine' && row.claim?.staffId === me);

export default function LoanReviewPage({ staffId, role }: SectionProps) {
  const { message } = AntApp.useApp();
  const { data, error, isPending, refetch } = useReviewQueue();
  const decideLoan = useDecideLoan();
  const claim = useClaimApplication();
  const release = useReleaseClaim();
  const assign = useAssignApplication();
  const [decision, setDecision] = useState<Decision>();
  const [borrowerOf, setBorrowerOf] = useState<string>();
  const [holder, setHolder] = useState<Holder>('all');
  const [assigning, setAssigning] = useState<string>();
  const reviewers = useReviewers();
  const items = useMemo(() => data?.items ?? [], [data]);
  const shown = useMemo(() => items.filter(byHolder(holder, staffId)), [items, holder, staffId]);
  const bands = useMemo(() => [...new Set(items.map((i) => i.band ?? NO_BAND))].sort(), [items]);
  const slaHours = data?.settings.slaHours;

  // A refusal (another reviewer has it, a category not on the list) stays in the open dialog, which shows it.
  async function decide(d: Decision, reason: string, category?: string) {
    await decideLoan.mutateAsync({ ...d, reason, ...(category ? { category } : {}) });
    message.success(`${d.orderNo} ${d.kind === 'approve' ? 'approved' : 'rejected'}`);
    setBorrowerOf(undefined);
  }

  async function claimIt(orderNo: string) {
    try {
      await claim.mutateAsync(orderNo);
      message.success(`You have ${orderNo}`);
    } catch (e) {
      message.error((e as Error).message);
    }
  }

  async function releaseIt(orderNo: string) {
    try {
      await release.mutateAsync(orderNo);
      message.success(`${orderNo} is back in the open queue`);
    } catch (e) {
      message.error((e as Error).message);
    }
  }

  async function assignTo(orderNo: string, to: number) {
    try {
      const { claim: held } = await assign.mutateAsync({ orderNo, staffId: to });
      message.success(`${orderNo} assigned to ${held.staffName}`);
      setAssigning(undefined);
    } catch (e) {
      message.error((e as Error).message);
    }
  }

  return (
    <>
      <Typography.Title level={3}>Loan review</Typography.Title>
      {error && (
        <LoadFailure
          error={error}
          onRetry={refetch}
          what="Could not load the applications"
          style={{ marginBottom: 16 }}
        />
      )}
      <Space style={{ marginBottom: 12 }} wrap>
        <Segmented<Holder> aria-label="Whose applications" options={HOLDERS} value={holder} onChange={setHolder} />
        {slaHours !== undefined && (
          <Typography.Text type="secondary">Review SLA: {waited(slaHours)}. Times in Manila time.</Typography.Text>
        )}
      </Space>
      <Table<ReviewQueueItem>
        rowKey="orderNo"
        loading={isPending}
        dataSource={shown}
        size="small"
        tableLayout="fixed"
        pagination={{ pageSize: 20 }}
        columns={[
          {
            title: 'Order',
            dataIndex: 'orderNo',
            width: 150,
            render: (orderNo: string, row) => (
              <>
                <div>{orderNo}</div>
                <Typography.Text type="secondary">{row.productName}</Typography.Text>
              </>
            ),
          },
          {
            title: 'Waiting',
            key: 'age',
            width: 130,
            sorter: (a, b) => a.ageHours - b.ageHours,
            defaultSortOrder: 'descend',
            filters: [
              { text: 'Past the SLA', value: 'past' },
              { text: 'Within the SLA', value: 'within' },
            ],
            onFilter: (value, row) => (value === 'past') === row.pastSla,
            render: (_: unknown, row) => (
              <>
                <div>
                  {waited(row.ageHours)}
                  {row.pastSla && (
                    <Tag color={PAST_SLA_COLOUR} style={{ marginLeft: 6 }}>
                      Past SLA
                    </Tag>
                  )}
                </div>
                <Typography.Text type="secondary">since {when(row.submittedAt)}</Typography.Text>
              </>
            ),
          },
          {
            title: 'Borrower',
            key: 'borrower',
            ellipsis: true,
            render: (_: unknown, row) => (
              <>
                <div>{row.borrowerName ?? <Typography.Text type="secondary">Name not given</Typography.Text>}</div>
                <Typography.Text type="secondary">{row.phone}</Typography.Text>
              </>
            ),
          },
          {
            title: 'Band',
            key: 'band',
            width: 72,
            filters: bands.map((b) => ({ text: b, value: b })),
            onFilter: (value, row) => (row.band ?? NO_BAND) === value,
            render: (_: unknown, row) => row.band ?? '—',
          },
          {
            title: 'Score',
            dataIndex: 'score',
            width: 76,
            align: 'right',
            sorter: (a, b) => (a.score ?? -1) - (b.score ?? -1),
            render: (score: number | null) => score ?? '—',
          },
          {
            title: 'Amount',
            dataIndex: 'principalCents',
            width: 112,
            align: 'right',
            sorter: (a, b) => a.principalCents - b.principalCents,
            render: (cents: number, row) => (
              <>
                <div>{peso(cents)}</div>
                <Typography.Text type="secondary">{row.termDays} days</Typography.Text>
              </>
            ),
          },
          {
            title: 'Reviewer',
            key: 'claim',
            width: 124,
            ellipsis: true,
            render: (_: unknown, row) =>
              assigning === row.orderNo ? (
                <Select<number>
                  aria-label={`Assign ${row.orderNo} to`}
                  placeholder="Assign to"
                  size="small"
                  autoFocus
                  defaultOpen
                  loading={reviewers.isPending}
                  style={{ width: '100%' }}
                  options={(reviewers.data?.items ?? []).map((r) => ({ value: r.id, label: r.name }))}
                  onChange={(to) => void assignTo(row.orderNo, to)}
                  onBlur={() => setAssigning(undefined)}
                />
              ) : row.claim ? (
                <>
                  <div>{row.claim.staffId === staffId ? 'You' : row.claim.staffName}</div>
                  <Typography.Text type="secondary" title={`Lapses ${when(row.claim.expiresAt)} unless decided`}>
                    since {when(row.claim.claimedAt)}
                  </Typography.Text>
                </>
              ) : (
                <Typography.Text type="secondary">Unclaimed</Typography.Text>
              ),
          },
          {
            title: 'Decision',
            key: 'actions',
            width: 206,
            render: (_: unknown, row) => (
              <Space size={4} wrap>
                {row.claim?.staffId !== staffId && (
                  <Button size="small" onClick={() => void claimIt(row.orderNo)} loading={claim.isPending}>
                    Claim
                  </Button>
                )}
                {/* The holder gives it back, or an admin when the holder is away (decision 113). */}
                {row.claim && (row.claim.staffId === staffId || role === 'admin') && (
                  <Button size="small" onClick={() => void releaseIt(row.orderNo)} loading={release.isPending}>
                    Release
                  </Button>
                )}
                <Button size="small" onClick={() => setAssigning(row.orderNo)}>
                  Assign
                </Button>
                <Button size="small" onClick={() => setBorrowerOf(row.orderNo)}>
                  Borrower
                </Button>
                <Button
                  size="small"
                  type="primary"
                  onClick={() => setDecision({ orderNo: row.orderNo, kind: 'approve' })}
                >
                  Approve
                </Button>
                <Button size="small" danger onClick={() => setDecision({ orderNo: row.orderNo, kind: 'reject' })}>
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
          {...(decision.kind === 'reject' ? { categories: data?.settings.rejectionCategories ?? [] } : {})}
          onOk={(reason, category) => decide(decision, reason, category)}
          onClose={() => setDecision(undefined)}
        />
      )}
    </>
  );
}
