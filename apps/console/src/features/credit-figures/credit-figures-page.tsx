// The risk team's figures (decision 058): approval and referral rates, time to decision and to
// disbursement, first-payment default and 30 days past due by score band and by vintage, each table
// downloadable as CSV.
import { useState } from 'react';
import { Button, Card, Col, Input, Row, Space, Spin, Statistic, Table, Typography } from 'antd';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { CreditRiskRow } from '@lendwell/contracts';
import { useCreditFigures } from './api/get-credit-figures';
import { LoadFailure } from '../../components/load-failure';

function RiskTable({
  title,
  rows,
  table,
  query,
}: {
  title: string;
  rows: CreditRiskRow[];
  table: string;
  query: string;
}) {
  return (
    <Card
      size="small"
      title={title}
      extra={
        <Button href={`/api/console/credit/figures/${table}/csv?${query}`} download>
          Download CSV
        </Button>
      }
    >
      <div
        style={{ height: 220 }}
        role="img"
        aria-label={`${title}: first-payment default and 30 days past due, percent`}
      >
        <ResponsiveContainer>
          <BarChart data={rows}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="key" />
            <YAxis unit="%" />
            <Tooltip />
            <Legend />
            <Bar dataKey="fpdPct" name="First-payment default %" fill="#fa8c16" />
            <Bar dataKey="dpd30Pct" name="30+ days past due %" fill="#cf1322" />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <Table<CreditRiskRow>
        size="small"
        rowKey="key"
        pagination={false}
        dataSource={rows}
        locale={{ emptyText: <span style={{ color: '#434343' }}>No disbursed loans in this period</span> }}
        columns={[
          { title: table === 'bands' ? 'Band' : 'Month disbursed', dataIndex: 'key' },
          { title: 'Disbursed', dataIndex: 'disbursed', align: 'right' },
          { title: 'First-payment default', dataIndex: 'fpd', align: 'right' },
          { title: '%', dataIndex: 'fpdPct', align: 'right' },
          { title: '30+ DPD', dataIndex: 'dpd30', align: 'right' },
          { title: '%', dataIndex: 'dpd30Pct', align: 'right' },
        ]}
      />
    </Card>
  );
}

export default function CreditFiguresPage() {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const query = new URLSearchParams({ ...(from ? { from } : {}), ...(to ? { to } : {}) }).toString();
  const { data, error, isPending, refetch } = useCreditFigures(query);
  const shownQuery = data ? `from=${data.from}&to=${data.to}` : query;
  const ms = (v: number | null) => (v === null ? '—' : v < 1000 ? `${Math.round(v)} ms` : `${(v / 1000).toFixed(1)} s`);

  return (
    <>
      <Typography.Title level={3}>Risk figures</Typography.Title>
      <Space style={{ marginBottom: 16 }}>
        <label>
          Applications from{' '}
          <Input
            type="date"
            value={from || data?.from || ''}
            onChange={(e) => setFrom(e.target.value)}
            style={{ width: 160 }}
          />
        </label>
        <label>
          to{' '}
          <Input
            type="date"
            value={to || data?.to || ''}
            onChange={(e) => setTo(e.target.value)}
            style={{ width: 160 }}
          />
        </label>
      </Space>
      {error && <LoadFailure error={error} onRetry={refetch} what="Could not load the figures" />}
      {isPending && <Spin aria-label="Loading the figures" />}
      {data && (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <Card
            size="small"
            title={`Decisions ${data.from} to ${data.to}`}
            extra={
              <Button href={`/api/console/credit/figures/summary/csv?${shownQuery}`} download>
                Download CSV
              </Button>
            }
          >
            <Row gutter={16}>
              <Col span={4}>
                <Statistic
                  title={<span style={{ color: '#434343' }}>Applications</span>}
                  value={data.summary.applications}
                />
              </Col>
              <Col span={4}>
                <Statistic
                  title={<span style={{ color: '#434343' }}>Approval rate</span>}
                  value={data.summary.approvalRatePct}
                  suffix="%"
                />
              </Col>
              <Col span={4}>
                <Statistic
                  title={<span style={{ color: '#434343' }}>Referral rate</span>}
                  value={data.summary.referralRatePct}
                  suffix="%"
                />
              </Col>
              <Col span={4}>
                <Statistic title={<span style={{ color: '#434343' }}>Declined</span>} value={data.summary.declined} />
              </Col>
              <Col span={4}>
                <Statistic
                  title={<span style={{ color: '#434343' }}>Time to decision (median / p95)</span>}
                  value={`${ms(data.summary.medianDecisionMs)} / ${ms(data.summary.p95DecisionMs)}`}
                />
              </Col>
              <Col span={4}>
                <Statistic
                  title={<span style={{ color: '#434343' }}>Time to disbursement (median)</span>}
                  value={
                    data.summary.medianDisbursementMinutes === null
                      ? '—'
                      : `${data.summary.medianDisbursementMinutes} min`
                  }
                />
              </Col>
            </Row>
          </Card>
          <Row gutter={16}>
            <Col span={12}>
              <RiskTable title="By score band" rows={data.bands} table="bands" query={shownQuery} />
            </Col>
            <Col span={12}>
              <RiskTable title="By month of disbursement" rows={data.vintages} table="vintages" query={shownQuery} />
            </Col>
          </Row>
        </Space>
      )}
    </>
  );
}
