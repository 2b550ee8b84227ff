// "Plans" (decision 141): every hardship plan (decision 128) on the loans the viewer may see, newest first: the
// borrower, the kind and status in words, who offered it, when, the amounts in pesos and the next date, with
// filters by status and kind; the borrower's name opens the loan's drawer. A collector's list holds only the
// loans assigned to them (the server decides).
import { useState } from 'react';
import { LoadFailure } from '../../components/load-failure';
import { Button, Select, Space, Table, Tag, Typography } from 'antd';
import type { CollectionPlanItem, PlanKindKey, PlanStatusKey } from '@lendwell/contracts';
import { peso } from '../../lib/api';
import { day } from '../../lib/when';
import { useCollectionPlans, type PlanFilter } from './api/get-collection-plans';

const KIND_WORDS: Record<PlanKindKey, string> = {
  payment_plan: 'Payment plan',
  restructure: 'Restructure',
  settlement: 'Settlement',
};
const STATUS_WORDS: Record<PlanStatusKey, string> = {
  offered: 'Offered, waiting for the borrower',
  awaiting_approval: 'Accepted, awaiting approval',
  in_force: 'In force',
  completed: 'Completed',
  broken: 'Broken',
  lapsed: 'Lapsed',
  withdrawn: 'Withdrawn',
};
const STATUS_COLOURS: Record<PlanStatusKey, string> = {
  offered: 'blue',
  awaiting_approval: 'gold',
  in_force: 'green',
  completed: 'cyan',
  broken: 'red',
  lapsed: 'default',
  withdrawn: 'default',
};

/** The amounts of a plan in one phrase: a settlement's payoff, else each installment and the total. */
function amounts(plan: CollectionPlanItem): string {
  if (plan.settlementCents !== null) return `Settles for ${peso(plan.settlementCents)}`;
  const each = plan.installmentAmountsCents;
  const low = Math.min(...each);
  const high = Math.max(...each);
  const per = low === high ? `${peso(low)} each` : `${peso(low)} to ${peso(high)} each`;
  return `${each.length} payments of ${per}; ${peso(plan.totalToPayCents)} in all`;
}

/** The next date in words: what it is for depends on where the plan stands. */
function nextDate(plan: CollectionPlanItem): string {
  if (plan.nextOn === null) return plan.endedOn ? `Ended ${day(plan.endedOn)}` : 'Nothing due';
  if (plan.status === 'offered' || plan.status === 'awaiting_approval')
    return `Lapses unless in force by ${day(plan.nextOn)}`;
  return plan.kind === 'settlement' ? `Pay by ${day(plan.nextOn)}` : `Next payment ${day(plan.nextOn)}`;
}

export function PlansTab({ onOpen }: { onOpen: (orderNo: string) => void }) {
  const [filter, setFilter] = useState<PlanFilter>({});
  const plans = useCollectionPlans(filter);
  const filters = (
    <Space wrap>
      <Select<PlanStatusKey | ''>
        aria-label="Status"
        style={{ width: 280 }}
        value={filter.status ?? ''}
        options={[
          { value: '', label: 'Every status' },
          ...(Object.keys(STATUS_WORDS) as PlanStatusKey[]).map((s) => ({ value: s, label: STATUS_WORDS[s] })),
        ]}
        onChange={(v) => setFilter((f) => ({ ...f, status: v || undefined }))}
      />
      <Select<PlanKindKey | ''>
        aria-label="Kind of plan"
        style={{ width: 200 }}
        value={filter.kind ?? ''}
        options={[
          { value: '', label: 'Every kind' },
          ...(Object.keys(KIND_WORDS) as PlanKindKey[]).map((k) => ({ value: k, label: KIND_WORDS[k] })),
        ]}
        onChange={(v) => setFilter((f) => ({ ...f, kind: v || undefined }))}
      />
    </Space>
  );
  if (plans.isError)
    return (
      <Space direction="vertical" style={{ width: '100%' }}>
        {filters}
        <LoadFailure what="Could not load the plans" error={plans.error} onRetry={plans.refetch} />
      </Space>
    );
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {filters}
      <Table<CollectionPlanItem>
        loading={!plans.data}
        rowKey="id"
        size="small"
        tableLayout="fixed"
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        dataSource={plans.data?.items ?? []}
        locale={{ emptyText: 'No plan matches these filters' }}
        title={() => (
          <Typography.Text>
            Payment plans, restructures and settlements, newest first. Open a borrower to see the loan.
          </Typography.Text>
        )}
        columns={[
          {
            title: 'Borrower',
            dataIndex: 'borrowerName',
            width: 130,
            render: (name: string | null, row) => {
              const shown = name ?? 'Name not on file';
              // The visible words first in the name (WCAG 2.5.3), then which loan it opens.
              return (
                <Button
                  type="link"
                  style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }}
                  aria-label={`${shown}: open loan ${row.orderNo}`}
                  onClick={() => onOpen(row.orderNo)}
                >
                  {shown}
                </Button>
              );
            },
          },
          { title: 'Loan', dataIndex: 'orderNo', width: 150 },
          { title: 'Plan', dataIndex: 'kind', width: 100, render: (k: PlanKindKey) => KIND_WORDS[k] },
          {
            title: 'Status',
            dataIndex: 'status',
            width: 120,
            render: (s: PlanStatusKey) => (
              <Tag color={STATUS_COLOURS[s]} style={{ whiteSpace: 'normal' }}>
                {STATUS_WORDS[s]}
              </Tag>
            ),
          },
          {
            title: 'Offered',
            key: 'offered',
            width: 150,
            render: (_: unknown, row) => (
              <>
                <div>{row.offeredBy}</div>
                <div>on {day(row.offeredOn)}</div>
              </>
            ),
          },
          { title: 'Amounts', key: 'amounts', width: 200, render: (_: unknown, row) => amounts(row) },
          // No width: the next date takes what is left, so the table fits 1280 pixels without scrolling.
          { title: 'Next date', key: 'next', render: (_: unknown, row) => nextDate(row) },
        ]}
      />
    </Space>
  );
}
