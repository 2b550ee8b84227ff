// Collections reports (decision 127): the promise-kept rate per collector and per bucket month by month, the
// cure rate by action and bucket, recoveries by bucket and month, and the roll rate of loans under a hardship
// plan against loans with none (decision 141), each chart with its CSV.
import { useState } from 'react';
import { LoadFailure } from '../../components/load-failure';
import { Button, Card, Empty, Select, Space, Table } from 'antd';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { CollectionReports } from '@lendwell/contracts';
import { peso } from '../../lib/api';
import { reportCsvPath, useCollectionReports, type ReportName } from './api/get-collection-reports';
import { bucketLabel, stateLabel } from './labels';

const COLOURS = ['#1f4e8c', '#2f7d32', '#b26a00', '#8e24aa', '#c62828', '#37474f'];
const BUCKETS = ['1-7', '8-30', '31-60', '61-90', '90+'];
const ACTIONS: Record<string, string> = {
  call: 'Call',
  sms: 'Text message',
  email: 'Email',
  visit: 'Visit',
  promise: 'Promise to pay',
};
const percent = (bps: number | null) => (bps === null ? null : bps / 100);

/** Rows of {month, by, rate} as one point per month with a key per series, for a line chart. */
function byMonth(rows: CollectionReports['promisesByCollector'], label: (by: string) => string) {
  const months = [...new Set(rows.map((r) => r.month))].sort();
  const series = [...new Set(rows.map((r) => label(r.by)))];
  const data = months.map((month) => {
    const point: Record<string, string | number | null> = { month };
    for (const r of rows.filter((x) => x.month === month)) point[label(r.by)] = percent(r.keptRateBps);
    return point;
  });
  return { data, series };
}

function Csv({ report, months, what }: { report: ReportName; months: number; what: string }) {
  return (
    <Button href={`/api/console${reportCsvPath(report, months)}`} download>
      Download {what} (CSV)
    </Button>
  );
}

function KeptRateChart({
  title,
  rows,
  label,
}: {
  title: string;
  rows: CollectionReports['promisesByCollector'];
  label: (by: string) => string;
}) {
  const { data, series } = byMonth(rows, label);
  return (
    <Card size="small" title={title}>
      {data.length === 0 ? (
        <Empty description="No promise has come due in this range yet" />
      ) : (
        <ResponsiveContainer width="100%" height={240}>
          <LineChart data={data}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="month" />
            <YAxis unit="%" domain={[0, 100]} />
            <Tooltip formatter={(v) => `${Number(v).toFixed(2)}%`} />
            <Legend />
            {series.map((s, i) => (
              <Line key={s} type="monotone" dataKey={s} stroke={COLOURS[i % COLOURS.length]} connectNulls />
            ))}
          </LineChart>
        </ResponsiveContainer>
      )}
    </Card>
  );
}

function CureChart({ rows }: { rows: CollectionReports['cureRates'] }) {
  const actions = [...new Set(rows.map((r) => r.action))];
  const data = BUCKETS.map((bucket) => {
    const point: Record<string, string | number | null> = { bucket: bucketLabel(bucket) };
    for (const r of rows.filter((x) => x.bucket === bucket))
      point[ACTIONS[r.action] ?? r.action] = percent(r.cureRateBps);
    return point;
  });
  return rows.length === 0 ? (
    <Empty description="No contact or promise in this range yet" />
  ) : (
    <ResponsiveContainer width="100%" height={240}>
      <BarChart data={data}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="bucket" />
        <YAxis unit="%" domain={[0, 100]} />
        <Tooltip formatter={(v) => `${Number(v).toFixed(2)}%`} />
        <Legend />
        {actions.map((a, i) => (
          <Bar key={a} dataKey={ACTIONS[a] ?? a} fill={COLOURS[i % COLOURS.length]} />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}

function RecoveriesChart({ rows }: { rows: CollectionReports['recoveries'] }) {
  const months = [...new Set(rows.map((r) => r.month))].sort();
  const data = months.map((month) => {
    const point: Record<string, string | number> = { month };
    for (const r of rows.filter((x) => x.month === month)) point[bucketLabel(r.bucket)] = r.amountCents / 100;
    return point;
  });
  return rows.length === 0 ? (
    <Empty description="No payment on an overdue loan in this range yet" />
  ) : (
    <ResponsiveContainer width="100%" height={240}>
      <BarChart data={data}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="month" />
        <YAxis tickFormatter={(v: number) => `₱${v.toLocaleString('en-PH')}`} width={90} />
        <Tooltip formatter={(v) => peso(Math.round(Number(v) * 100))} />
        <Legend />
        {BUCKETS.map((b, i) => (
          <Bar key={b} dataKey={bucketLabel(b)} stackId="recovered" fill={COLOURS[i % COLOURS.length]} />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}

const GROUPS = [
  { key: 'plan', name: 'Under a plan in force', colour: COLOURS[1] },
  { key: 'none', name: 'No plan', colour: COLOURS[4] },
] as const;

/** Month by month, the roll rate from one opening state of loans under a plan against loans with none. */
function PlanRollChart({ months }: { months: CollectionReports['planRollRates'] }) {
  const states = [...new Set(months.flatMap((m) => m.rows.map((r) => r.from)))];
  const [picked, setPicked] = useState<string | null>(null);
  if (months.length === 0)
    return <Empty description="No month in this range has two closes of business to compare yet" />;
  // The state asked for, else the first with a loan under a plan, else the first there is.
  const from = picked ?? months.flatMap((m) => m.rows).find((r) => r.group === 'plan')?.from ?? states[0]!;
  const data = months.map((m) => {
    const point: Record<string, string | number | null> = { month: m.month };
    for (const g of GROUPS) {
      const row = m.rows.find((r) => r.from === from && r.group === g.key);
      point[g.name] = row ? percent(row.rollRateBps) : null;
    }
    return point;
  });
  /** A group's rate in a month in words, with the count behind it: few loans are under a plan. */
  const rate = (m: CollectionReports['planRollRates'][number], key: string) => {
    const row = m.rows.find((r) => r.from === from && r.group === key);
    if (!row || row.rollRateBps === null) return 'No loans';
    return `${(row.rollRateBps / 100).toFixed(2)}%: ${row.rolled} of ${row.accounts} ${row.accounts === 1 ? 'loan' : 'loans'}`;
  };
  const said = months.map((m) => `${m.month}: under a plan ${rate(m, 'plan')}, no plan ${rate(m, 'none')}`).join('; ');
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Select
        aria-label="Days past due at the month's opening"
        style={{ width: 240 }}
        value={from}
        options={states.map((s) => ({ value: s, label: `From ${stateLabel(s).toLowerCase()}` }))}
        onChange={(v: string) => setPicked(v)}
      />
      <div role="img" aria-label={`Roll rate from ${stateLabel(from).toLowerCase()}: ${said}`}>
        <ResponsiveContainer width="100%" height={240}>
          <BarChart data={data}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="month" />
            <YAxis unit="%" domain={[0, 100]} />
            <Tooltip formatter={(v) => `${Number(v).toFixed(2)}%`} />
            <Legend />
            {GROUPS.map((g) => (
              <Bar key={g.key} dataKey={g.name} fill={g.colour} />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </div>
      {/* The figures under the bars: a 0 % bar has no height, and a rate of one loan is not a trend. */}
      <Table
        size="small"
        pagination={false}
        rowKey="month"
        dataSource={months}
        columns={[
          { title: 'Month', dataIndex: 'month' },
          ...GROUPS.map((g) => ({
            title: `${g.name}: rolled to a worse bucket`,
            key: g.key,
            render: (_: unknown, m: CollectionReports['planRollRates'][number]) => rate(m, g.key),
          })),
        ]}
      />
    </Space>
  );
}

export function ReportsTab() {
  const [months, setMonths] = useState(6);
  const reports = useCollectionReports(months);
  if (reports.isError)
    return (
      <LoadFailure what="Could not load the collections reports" error={reports.error} onRetry={reports.refetch} />
    );
  if (!reports.data) return <Table loading />;
  const r = reports.data;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <Select
          aria-label="Months"
          style={{ width: 180 }}
          value={months}
          options={[3, 6, 12].map((n) => ({ value: n, label: `Last ${n} months` }))}
          onChange={(v: number) => setMonths(v)}
        />
      </Space>
      <KeptRateChart title="Promise-kept rate by collector" rows={r.promisesByCollector} label={(by) => by} />
      <KeptRateChart
        title="Promise-kept rate by days past due when promised"
        rows={r.promisesByBucket}
        label={(by) => (BUCKETS.includes(by) ? bucketLabel(by) : by)}
      />
      <Space wrap>
        <Csv report="promises-by-collector" months={months} what="promise-kept rate by collector" />
        <Csv report="promises-by-bucket" months={months} what="promise-kept rate by days past due" />
      </Space>
      <Card size="small" title="Cure rate by action and days past due (back to current within 30 days)">
        <CureChart rows={r.cureRates} />
        <Csv report="cure-rates" months={months} what="cure rates" />
      </Card>
      <Card size="small" title="Recovered by days past due, month by month">
        <RecoveriesChart rows={r.recoveries} />
        <Csv report="recoveries" months={months} what="recoveries" />
      </Card>
      <Card
        size="small"
        title="Roll rate under a hardship plan and with none (share of loans in a worse bucket at the month's close)"
      >
        <PlanRollChart months={r.planRollRates} />
        <Csv report="plan-roll-rates" months={months} what="roll rates by plan" />
      </Card>
    </Space>
  );
}
