// Finance's books: close a day (the close of business with the day's accruals), the trial
// balance for any date, the day's journal to download for the accounting package, the loan
// sub-ledger against the control accounts, and closing a month for good.
import { ActorName } from '../../components/actor-name';
import { useState } from 'react';
import { Alert, App as AntApp, Button, Card, Input, Modal, Space, Table, Tabs, Tag, Typography } from 'antd';
import type { GlRowView } from '@lendwell/contracts';
import { peso } from '../../lib/api';
import { hasRole, type SectionProps } from '../../lib/section';
import { useCloseBusinessDay } from './api/close-business-day';
import { useCloseMonth } from './api/close-month';
import { useBooksDays } from './api/get-books-days';
import { useJournal } from './api/get-journal';
import { usePeriods } from './api/get-periods';
import { useSubLedger } from './api/get-sub-ledger';
import { useTrialBalance } from './api/get-trial-balance';
import { ChartTab } from './chart-tab';
import { ClearingTab } from './clearing-tab';
import { PolicyTab } from './policy-tab';
import { PortfolioTab } from './portfolio-tab';
import { SettlementsTab } from './settlements-tab';
import { TrendsTab } from './trends-tab';
import { WriteOffsTab } from './write-offs-tab';
import { LoadFailure } from '../../components/load-failure';

const glColumns = [
  { title: 'Account', dataIndex: 'code', width: 90 },
  { title: 'Name', dataIndex: 'name' },
  { title: 'Debit', dataIndex: 'debitCents', align: 'right' as const, render: (c: number) => (c ? peso(c) : '') },
  { title: 'Credit', dataIndex: 'creditCents', align: 'right' as const, render: (c: number) => (c ? peso(c) : '') },
];

function Problem({ error, retry }: { error: Error; retry: () => unknown }) {
  return <LoadFailure error={error} onRetry={retry} what="Could not load this report" />;
}

function DateField({ label, value, onChange }: { label: string; value: string; onChange: (v: string) => void }) {
  return (
    <label>
      {label}{' '}
      <Input
        type="date"
        value={value}
        onChange={(e) => e.target.value && onChange(e.target.value)}
        style={{ width: 170 }}
      />
    </label>
  );
}

function GlTable({ data, totals }: { data: GlRowView[]; totals: { debitCents: number; creditCents: number } }) {
  return (
    <Table
      size="small"
      rowKey="code"
      pagination={false}
      columns={glColumns}
      dataSource={data}
      summary={() => (
        <Table.Summary.Row>
          <Table.Summary.Cell index={0} colSpan={2}>
            <strong>Total</strong>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={2} align="right">
            <strong>{peso(totals.debitCents)}</strong>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={3} align="right">
            <strong>{peso(totals.creditCents)}</strong>
          </Table.Summary.Cell>
        </Table.Summary.Row>
      )}
    />
  );
}

function TrialBalance({ date }: { date: string }) {
  const { data, error, refetch } = useTrialBalance(date);
  if (error) return <Problem error={error} retry={refetch} />;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space>
        {data && (
          <Tag color={data.debitCents === data.creditCents ? '#237804' : '#a8071a'}>
            {data.debitCents === data.creditCents ? 'Balances' : 'Does not balance'}
          </Tag>
        )}
        <Button href={`/api/console/books/trial-balance.csv?date=${date}`} download>
          Download trial balance (CSV)
        </Button>
      </Space>
      {!data && <Table loading />}
      {data && <GlTable data={data.rows} totals={data} />}
    </Space>
  );
}

function Journal({ date }: { date: string }) {
  const { data, error, refetch } = useJournal(date);
  if (error) return <Problem error={error} retry={refetch} />;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Typography.Text>
        Debits and credits per account for {date}, as journal LW-{date}.{' '}
        <Button href={`/api/console/books/journal.csv?date=${date}`} download>
          Download journal (CSV)
        </Button>
      </Typography.Text>
      {data && <GlTable data={data.rows} totals={data} />}
    </Space>
  );
}

function SubLedger({ date }: { date: string }) {
  const { data, error, refetch } = useSubLedger(date);
  if (error) return <Problem error={error} retry={refetch} />;
  if (!data) return <Table loading />;
  // Each control account must equal its column, not only the total (decision 112).
  const ties = data.differenceCents === 0 && data.columns.every((c) => c.differenceCents === 0);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Alert
        type={ties ? 'success' : 'error'}
        showIcon
        message={
          ties
            ? `The ${data.loans} loans owe ${peso(data.subLedgerCents)}, equal to the control accounts, column by column.`
            : data.differenceCents !== 0
              ? `The loans owe ${peso(data.subLedgerCents)} but the control accounts show ${peso(data.controlCents)}: a difference of ${peso(data.differenceCents)}. Check the chart's mapping.`
              : `The loans' total equals the control accounts, but not column by column (below). Check the chart's mapping.`
        }
      />
      <Table
        size="small"
        rowKey="code"
        tableLayout="fixed"
        pagination={false}
        dataSource={data.columns}
        columns={[
          { title: 'Control account', key: 'account', render: (_: unknown, c) => `${c.code} ${c.name}` },
          { title: 'The loans owe', dataIndex: 'subLedgerCents', align: 'right', render: peso },
          { title: 'The account shows', dataIndex: 'controlCents', align: 'right', render: peso },
          {
            title: 'Difference',
            dataIndex: 'differenceCents',
            align: 'right',
            render: (cents: number) => (cents === 0 ? 'none' : peso(cents)),
          },
        ]}
      />
      <Button href={`/api/console/books/sub-ledger.csv?date=${date}`} download>
        Download the sub-ledger of every loan (CSV)
      </Button>
      <Table
        size="small"
        rowKey="orderNo"
        dataSource={data.rows}
        pagination={{ pageSize: 20 }}
        columns={[
          { title: 'Order', dataIndex: 'orderNo' },
          { title: 'Principal', dataIndex: 'principalCents', align: 'right', render: peso },
          { title: 'Interest', dataIndex: 'interestCents', align: 'right', render: peso },
          { title: 'Fee', dataIndex: 'feeCents', align: 'right', render: peso },
          { title: 'Late charges', dataIndex: 'lateCents', align: 'right', render: peso },
          { title: 'Total', dataIndex: 'totalCents', align: 'right', render: peso },
        ]}
      />
    </Space>
  );
}

function Months({ today }: { today: string }) {
  const { message } = AntApp.useApp();
  const { data, error, refetch } = usePeriods();
  const closeMonth = useCloseMonth();
  const [month, setMonth] = useState(today.slice(0, 7));
  const [note, setNote] = useState('');
  if (error) return <Problem error={error} retry={refetch} />;
  function close() {
    Modal.confirm({
      title: `Close ${month} for good?`,
      content:
        'Nothing will post into it afterwards: later corrections post in the open month and name the date they were for.',
      okText: `Close ${month}`,
      onOk: async () => {
        try {
          await closeMonth.mutateAsync({ month, reason: note });
          message.success(`${month} is closed`);
        } catch (e) {
          message.error((e as Error).message);
        }
      },
    });
  }
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <label>
          Month <Input type="month" value={month} onChange={(e) => setMonth(e.target.value)} style={{ width: 160 }} />
        </label>
        <label>
          Note{' '}
          <Input
            value={note}
            onChange={(e) => setNote(e.target.value)}
            style={{ width: 280 }}
            placeholder="e.g. January close, reviewed"
          />
        </label>
        <Button type="primary" onClick={close}>
          Close month
        </Button>
      </Space>
      <Table
        size="small"
        rowKey="month"
        pagination={false}
        dataSource={data ?? []}
        locale={{ emptyText: 'No month closed yet' }}
        columns={[
          { title: 'Month', dataIndex: 'month' },
          { title: 'Closed through', dataIndex: 'closedThrough' },
          { title: 'By', dataIndex: 'closedBy', render: (a: string | null) => <ActorName actor={a} /> },
          { title: 'Note', dataIndex: 'reason' },
        ]}
      />
    </Space>
  );
}

export default function BooksPage({ role }: SectionProps) {
  const { message } = AntApp.useApp();
  const days = useBooksDays();
  // Closing a day posts into the reports: every books query is read again when it has run.
  const closeBusinessDay = useCloseBusinessDay();
  const [date, setDate] = useState<string>();
  const today = days.data?.today;
  const shown = date ?? today;

  async function closeDay() {
    if (!today) return;
    try {
      await closeBusinessDay.mutateAsync(today);
      message.success(`Business day ${today} is closed: late charges and the day's income are posted`);
    } catch (e) {
      message.error((e as Error).message);
    }
  }

  if (days.error) return <Problem error={days.error} retry={days.refetch} />;
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        Books
      </Typography.Title>
      <Card size="small">
        <Space wrap>
          <Typography.Text>
            Business date <strong>{today ?? '…'}</strong> · days closed through{' '}
            <strong>{days.data?.closedThrough ?? 'none yet'}</strong> · income earned through{' '}
            <strong>{days.data?.accruedThrough ?? 'none yet'}</strong>
          </Typography.Text>
          <Button onClick={() => void closeDay()} disabled={!today}>
            Close the business day
          </Button>
        </Space>
        {days.data && (
          <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
            {days.data.reportsFrom}
          </Typography.Paragraph>
        )}
      </Card>
      {shown && today && (
        <>
          <DateField label="As of" value={shown} onChange={setDate} />
          <Tabs
            size="small"
            tabBarGutter={20}
            items={[
              { key: 'tb', label: 'Trial balance', children: <TrialBalance date={shown} /> },
              { key: 'journal', label: 'Journal', children: <Journal date={shown} /> },
              { key: 'sub', label: 'Loan sub-ledger', children: <SubLedger date={shown} /> },
              { key: 'months', label: 'Months', children: <Months today={today} /> },
              { key: 'portfolio', label: 'Portfolio', children: <PortfolioTab date={shown} /> },
              { key: 'settlements', label: 'Settlements', children: <SettlementsTab /> },
              { key: 'clearing', label: 'Clearing and funding', children: <ClearingTab date={shown} today={today} /> },
              { key: 'trends', label: 'Vintages', children: <TrendsTab date={shown} /> },
              { key: 'write-offs', label: 'Write-offs', children: <WriteOffsTab /> },
              {
                key: 'loss-rates',
                label: 'Loss rates',
                children: <PolicyTab canChange={hasRole(role, 'finance')} />,
              },
              { key: 'chart', label: 'Accounts', children: <ChartTab canChange={hasRole(role)} /> },
            ]}
          />
        </>
      )}
    </Space>
  );
}
