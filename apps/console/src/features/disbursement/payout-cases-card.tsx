// Payout cases (decision 104): money the provider paid for an attempt we had recorded as failed. A late
// success booked the loan on that attempt; "paid twice" is a second payment of a booked loan, which the
// borrower owes back. While a case is open the order is not paid out again; finance resolves it here
// with a reason, kept in the audit log under their name.
import { useState } from 'react';
import { App as AntApp, Button, Card, Segmented, Table, Tag, Typography } from 'antd';
import type { ConsolePayoutCase } from '@lendwell/contracts';
import { ReasonModal } from '../../components/reason-modal';
import { peso } from '../../lib/api';
import { when } from '../../lib/when';
import { usePayoutCases, type PayoutCaseView } from './api/get-payout-cases';
import { useResolvePayoutCase } from './api/resolve-payout-case';
import { LoadFailure } from '../../components/load-failure';

const KIND_WORDS: Record<ConsolePayoutCase['kind'], { text: string; colour: string }> = {
  late_success: { text: 'paid after marked failed', colour: 'gold' },
  paid_twice: { text: 'paid twice', colour: 'red' },
};

export function PayoutCasesCard() {
  const { message } = AntApp.useApp();
  const [view, setView] = useState<PayoutCaseView>('open');
  const { data, error, isPending, refetch } = usePayoutCases(view);
  const resolvePayoutCase = useResolvePayoutCase();
  const [resolving, setResolving] = useState<ConsolePayoutCase>();

  return (
    <Card title="Payout cases" style={{ marginBottom: 24 }}>
      <Typography.Paragraph type="secondary">
        A payout the provider paid after it was recorded as failed. The money that left is booked: as the loan, or as an
        overpayment the borrower owes. The order is not paid out again until the case is resolved.
      </Typography.Paragraph>
      <Segmented<PayoutCaseView>
        value={view}
        onChange={setView}
        options={[
          { value: 'open', label: 'Open' },
          { value: 'resolved', label: 'Resolved' },
        ]}
        style={{ marginBottom: 16 }}
      />
      {error && <LoadFailure error={error} onRetry={refetch} style={{ marginBottom: 16 }} />}
      <Table<ConsolePayoutCase>
        rowKey="id"
        size="small"
        // Fixed layout: the columns share the card's width, and a long note wraps instead of widening the table.
        tableLayout="fixed"
        loading={isPending}
        dataSource={data?.items ?? []}
        locale={{ emptyText: view === 'open' ? 'No open payout cases' : 'No resolved payout cases' }}
        columns={[
          { title: 'Order', key: 'order', render: (_: unknown, row) => `${row.orderNo} (attempt ${row.attempt})` },
          {
            title: 'Case',
            key: 'kind',
            render: (_: unknown, row) => <Tag color={KIND_WORDS[row.kind].colour}>{KIND_WORDS[row.kind].text}</Tag>,
          },
          { title: 'Amount', dataIndex: 'amountCents', align: 'right', render: peso },
          { title: 'What happened', dataIndex: 'note' },
          { title: 'Opened', key: 'opened', render: (_: unknown, row) => when(row.openedAt) },
          view === 'open'
            ? {
                title: '',
                key: 'actions',
                render: (_: unknown, row) => <Button onClick={() => setResolving(row)}>Resolve…</Button>,
              }
            : {
                title: 'Resolved',
                key: 'resolved',
                render: (_: unknown, row) => (
                  <>
                    <div>{row.resolution}</div>
                    <Typography.Text type="secondary">
                      {row.resolvedBy} · {row.resolvedAt ? when(row.resolvedAt) : ''}
                    </Typography.Text>
                  </>
                ),
              },
        ]}
      />
      {resolving && (
        <ReasonModal
          title={`Resolve the payout case of ${resolving.orderNo} (attempt ${resolving.attempt})`}
          okText="Resolve"
          onClose={() => setResolving(undefined)}
          onOk={async (reason) => {
            // A refusal keeps the dialog open with the reason typed (ReasonModal shows it).
            await resolvePayoutCase.mutateAsync({ id: resolving.id, reason });
            message.success(`${resolving.orderNo}: the payout case is resolved`);
          }}
        />
      )}
    </Card>
  );
}
