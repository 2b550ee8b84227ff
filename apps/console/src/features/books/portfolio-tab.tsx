// Portfolio health as pictures (decision 078): principal by days-past-due bucket with its
// provision, portfolio at risk, and money disbursed and collected per day; each with a CSV.
import { Button, Card, Space, Statistic, Table } from 'antd';
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
import { peso } from '../../lib/api';
import { usePortfolio } from './api/get-portfolio';
import { LoadFailure } from '../../components/load-failure';

/** antd's grey statistic title falls short of AA contrast on the grey page; titles are dark text. */
const dark = (text: string) => <span style={{ color: '#262626' }}>{text}</span>;
const percent = (bps: number) => `${(bps / 100).toFixed(2)} %`;
const pesosOf = (cents: number) => Math.round(cents) / 100;

export function PortfolioTab({ date }: { date: string }) {
  const { data, error, refetch } = usePortfolio(date);
  if (error) return <LoadFailure error={error} onRetry={refetch} what="Could not load the portfolio" />;
  if (!data) return <Table loading />;
  const ageing = data.ageing.map((r) => ({
    ...r,
    principal: pesosOf(r.principalCents),
    provision: pesosOf(r.provisionCents),
  }));
  const flows = data.flows.map((f) => ({
    date: f.date.slice(5),
    disbursed: pesosOf(f.disbursedCents),
    collected: pesosOf(f.collectedCents),
  }));
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Space size="large" wrap>
        <Statistic title={dark('Loans outstanding')} value={data.loans} />
        <Statistic title={dark('Principal outstanding')} value={peso(data.principalCents)} />
        <Statistic title={dark('PAR 1')} value={percent(data.par.par1Bps)} />
        <Statistic title={dark('PAR 30')} value={percent(data.par.par30Bps)} />
        <Statistic title={dark('PAR 90')} value={percent(data.par.par90Bps)} />
        <Statistic title={dark('Provision')} value={peso(data.provisionCents)} />
        <Statistic title={dark('Written off')} value={peso(data.writtenOff.lossCents)} />
        <Statistic title={dark('Recovered')} value={peso(data.writtenOff.recoveredCents)} />
      </Space>
      <Card
        size="small"
        title="Principal and provision by days past due (pesos)"
        extra={
          <Button href={`/api/console/books/portfolio.csv?date=${date}`} download>
            Download ageing (CSV)
          </Button>
        }
      >
        <div
          role="img"
          aria-label={`Ageing: ${data.ageing.map((r) => `${r.label} ${peso(r.principalCents)}`).join(', ')}`}
        >
          <ResponsiveContainer width="100%" height={240}>
            <BarChart data={ageing}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="label" />
              <YAxis />
              <Tooltip />
              <Legend />
              <Bar dataKey="principal" name="Principal" fill="#1f4e8c" />
              <Bar dataKey="provision" name="Provision" fill="#a8071a" />
            </BarChart>
          </ResponsiveContainer>
        </div>
      </Card>
      <Card size="small" title={`Disbursed and collected per day, 30 days to ${data.date} (pesos)`}>
        <div role="img" aria-label="Money disbursed and collected per day">
          <ResponsiveContainer width="100%" height={240}>
            <LineChart data={flows}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="date" />
              <YAxis />
              <Tooltip />
              <Legend />
              <Line type="monotone" dataKey="disbursed" name="Disbursed" stroke="#1f4e8c" dot={false} />
              <Line type="monotone" dataKey="collected" name="Collected" stroke="#237804" dot={false} />
            </LineChart>
          </ResponsiveContainer>
        </div>
      </Card>
    </Space>
  );
}
