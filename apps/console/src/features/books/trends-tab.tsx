// Vintage curves and collections efficiency (decision 078) as pictures with CSVs: per month of
// disbursement, the cumulative share of principal that reached 30 days past due by months on book;
// per month, what was collected on the installments falling due ÷ what fell due.
import { Button, Card, Space, Table, Typography } from 'antd';
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
import type { EfficiencyMonth } from '@lendwell/contracts';
import { peso } from '../../lib/api';
import { useEfficiency } from './api/get-efficiency';
import { useVintages } from './api/get-vintages';
import { LoadFailure } from '../../components/load-failure';

const percent = (bps: number) => `${(bps / 100).toFixed(1)} %`;
// Distinct, dark enough on white: one per vintage, repeating after ten.
const COLOURS = [
  '#1f4e8c',
  '#a8071a',
  '#237804',
  '#ad4e00',
  '#531dab',
  '#006d75',
  '#c41d7f',
  '#614700',
  '#003a8c',
  '#5c0011',
];

function Failed({ what, retry, error }: { what: string; retry: () => void; error: Error }) {
  return <LoadFailure error={error} onRetry={retry} what={`Could not load the ${what}`} />;
}

export function TrendsTab({ date }: { date: string }) {
  const vintages = useVintages(date);
  const efficiency = useEfficiency(date);

  const curves = vintages.data?.curves ?? [];
  const months = Math.max(0, ...curves.map((c) => c.dpd30Bps.length));
  // One row per month on book, one column per vintage (percent), as recharts draws lines.
  const points = Array.from({ length: months }, (_, k) => ({
    mob: `Month ${k}`,
    ...Object.fromEntries(curves.filter((c) => k < c.dpd30Bps.length).map((c) => [c.vintage, c.dpd30Bps[k]! / 100])),
  }));
  const bars = (efficiency.data?.months ?? []).map((m) => ({
    month: m.month,
    byMonthEnd: m.efficiencyBps / 100,
    toDate: m.efficiencyToDateBps / 100,
  }));

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      {vintages.error ? (
        <Failed what="vintage curves" error={vintages.error} retry={() => void vintages.refetch()} />
      ) : (
        <Card
          size="small"
          loading={vintages.isPending}
          title="Vintage curves: share of principal 30+ days past due, by months on book"
          extra={
            <Button href={`/api/console/books/vintages.csv?date=${date}`} download>
              Download vintages (CSV)
            </Button>
          }
        >
          {curves.length === 0 ? (
            <Typography.Text>No loan was disbursed in the twelve months to {date}.</Typography.Text>
          ) : (
            <div
              role="img"
              aria-label={`Vintage curves: ${curves
                .map((c) => `${c.vintage} ${percent(c.dpd30Bps.at(-1) ?? 0)} after ${c.dpd30Bps.length - 1} months`)
                .join(', ')}`}
            >
              <ResponsiveContainer width="100%" height={280}>
                <LineChart data={points}>
                  <CartesianGrid strokeDasharray="3 3" />
                  <XAxis dataKey="mob" />
                  <YAxis unit=" %" />
                  <Tooltip formatter={(v) => `${Number(v).toFixed(1)} %`} />
                  <Legend />
                  {curves.map((c, i) => (
                    <Line
                      key={c.vintage}
                      type="linear"
                      dataKey={c.vintage}
                      name={`Disbursed ${c.vintage}`}
                      stroke={COLOURS[i % COLOURS.length]}
                      connectNulls={false}
                    />
                  ))}
                </LineChart>
              </ResponsiveContainer>
            </div>
          )}
        </Card>
      )}
      {efficiency.error ? (
        <Failed what="collections efficiency" error={efficiency.error} retry={() => void efficiency.refetch()} />
      ) : (
        <Card
          size="small"
          loading={efficiency.isPending}
          title="Collections efficiency: collected ÷ due on the installments falling due each month"
          extra={
            <Button href={`/api/console/books/efficiency.csv?date=${date}`} download>
              Download efficiency (CSV)
            </Button>
          }
        >
          <div
            role="img"
            aria-label={`Collections efficiency by month: ${(efficiency.data?.months ?? [])
              .filter((m) => m.dueCents > 0)
              .map((m) => `${m.month} ${percent(m.efficiencyBps)}`)
              .join(', ')}`}
          >
            <ResponsiveContainer width="100%" height={240}>
              <BarChart data={bars}>
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis dataKey="month" />
                <YAxis unit=" %" domain={[0, 100]} />
                <Tooltip formatter={(v) => `${Number(v).toFixed(1)} %`} />
                <Legend />
                <Bar dataKey="byMonthEnd" name="Collected by the month's end" fill="#1f4e8c" />
                <Bar dataKey="toDate" name="Collected to date" fill="#237804" />
              </BarChart>
            </ResponsiveContainer>
          </div>
          <Table<EfficiencyMonth>
            size="small"
            rowKey="month"
            pagination={false}
            dataSource={(efficiency.data?.months ?? []).filter((m) => m.dueCents > 0)}
            locale={{ emptyText: 'Nothing fell due in these twelve months' }}
            columns={[
              { title: 'Month', dataIndex: 'month' },
              { title: 'Fell due', dataIndex: 'dueCents', align: 'right', render: (c: number) => peso(c) },
              {
                title: "Collected by the month's end",
                dataIndex: 'collectedCents',
                align: 'right',
                render: (c: number) => peso(c),
              },
              {
                title: 'Collected later',
                dataIndex: 'collectedLateCents',
                align: 'right',
                render: (c: number) => peso(c),
              },
              { title: 'Efficiency', dataIndex: 'efficiencyBps', align: 'right', render: (b: number) => percent(b) },
              { title: 'To date', dataIndex: 'efficiencyToDateBps', align: 'right', render: (b: number) => percent(b) },
            ]}
          />
        </Card>
      )}
    </Space>
  );
}
