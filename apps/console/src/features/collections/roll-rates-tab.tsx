// Roll rates (decision 081): of the loans in each state at the start of a period, the share in each
// state at its end — from the close-of-business snapshots. The chart follows the share rolling into a
// worse bucket period by period; the table is the latest period's matrix; the CSV has every period.
import { day } from '../../lib/when';
import { useState } from 'react';
import { Button, Card, DatePicker, Empty, Select, Space, Table, Typography } from 'antd';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatBps } from '@lendwell/contracts/money-format';
import { peso } from '../../lib/api';
import { rollRatesPath, useRollRates } from './api/get-roll-rates';
import type { RollRow, RollToState } from '@lendwell/contracts';
import { stateLabel } from './labels';
import { LoadFailure } from '../../components/load-failure';

const TO_STATES: RollToState[] = ['current', '1-7', '8-30', '31-60', '61-90', '90+', 'closed'];
const LINE_COLOURS = ['#1f4e8c', '#2f7d32', '#b26a00', '#8e24aa', '#c62828', '#37474f'];
const PERIODS = [
  { value: 7, label: 'Week over week' },
  { value: 30, label: 'Month over month' },
];

export function RollRatesTab() {
  const [periodDays, setPeriodDays] = useState(30);
  const [periods, setPeriods] = useState(6);
  const [through, setThrough] = useState('');
  const rates = useRollRates(periodDays, periods, through);

  const controls = (
    <Space wrap>
      <Select
        aria-label="Period"
        style={{ width: 200 }}
        value={periodDays}
        options={PERIODS}
        onChange={(v: number) => setPeriodDays(v)}
      />
      <Select
        aria-label="Number of periods"
        style={{ width: 160 }}
        value={periods}
        options={[3, 6, 12].map((n) => ({ value: n, label: `Last ${n} periods` }))}
        onChange={(v: number) => setPeriods(v)}
      />
      <DatePicker
        aria-label="Up to"
        placeholder="Up to the latest close"
        onChange={(d: { format: (f: string) => string } | null) => setThrough(d ? d.format('YYYY-MM-DD') : '')}
      />
      <Button href={`/api/console${rollRatesPath(periodDays, periods, through, true)}`} download>
        Download roll rates (CSV)
      </Button>
    </Space>
  );

  if (rates.isError)
    return <LoadFailure error={rates.error} onRetry={() => rates.refetch()} what="Could not load the roll rates" />;
  if (!rates.data) return <Table loading />;
  const { periods: list, lastDate } = rates.data;
  if (list.length === 0)
    return (
      <Space direction="vertical" style={{ width: '100%' }}>
        {controls}
        <Empty
          description={
            lastDate
              ? `Only one close of business so far (${day(lastDate)}) in this range: roll rates need two, one period apart.`
              : 'No close of business has been recorded yet: roll rates start after the second one.'
          }
        />
      </Space>
    );

  const fromStates = list[0]!.rows.map((r) => r.from).filter((f) => f !== '90+');
  const chart = list.map((p) => ({
    label: p.toDate,
    ...Object.fromEntries(
      p.rows.filter((r) => r.from !== '90+').map((r) => [r.from, r.accounts === 0 ? null : r.rollForwardBps / 100]),
    ),
  }));
  const latest = list.at(-1)!;
  const described = fromStates
    .map((f) => `${stateLabel(f)} ${formatBps(latest.rows.find((r) => r.from === f)!.rollForwardBps)}`)
    .join(', ');

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      {controls}
      <Card size="small" title="Share of loans rolling into a worse bucket (%)">
        <div role="img" aria-label={`Rolling forward, ${latest.fromDate} to ${latest.toDate}: ${described}`}>
          <ResponsiveContainer width="100%" height={260}>
            <LineChart data={chart}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="label" />
              <YAxis unit="%" domain={[0, 100]} />
              <Tooltip formatter={(v) => `${Number(v).toFixed(2)}%`} />
              <Legend />
              {fromStates.map((f, i) => (
                <Line
                  key={f}
                  type="monotone"
                  dataKey={f}
                  name={`From ${stateLabel(f).toLowerCase()}`}
                  stroke={LINE_COLOURS[i % LINE_COLOURS.length]}
                  connectNulls
                />
              ))}
            </LineChart>
          </ResponsiveContainer>
        </div>
      </Card>
      <Typography.Title level={4}>
        Where loans went, {latest.fromDate} to {latest.toDate}
      </Typography.Title>
      <Table<RollRow>
        size="small"
        pagination={false}
        rowKey="from"
        scroll={{ x: true }}
        dataSource={latest.rows}
        columns={[
          { title: 'At the start', dataIndex: 'from', render: stateLabel },
          { title: 'Loans', dataIndex: 'accounts' },
          { title: 'Outstanding', dataIndex: 'amountCents', render: (c: number) => peso(c) },
          ...TO_STATES.map((to) => ({
            title: stateLabel(to),
            key: to,
            render: (_: unknown, row: RollRow) =>
              row.accounts === 0 ? '—' : `${formatBps(row.to[to].shareBps)} (${row.to[to].accounts})`,
          })),
          {
            title: 'Rolled forward',
            dataIndex: 'rollForwardBps',
            render: (b: number, row: RollRow) => (row.accounts === 0 ? '—' : formatBps(b)),
          },
        ]}
      />
    </Space>
  );
}
