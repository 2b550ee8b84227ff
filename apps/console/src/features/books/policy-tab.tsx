// Loss rates, the write-off threshold (decision 078) and the optional non-accrual threshold (decision 135): the
// provision per ageing bucket uses these rates; each change is a new version with a reason, kept with who made
// it, and audited.
import { when } from '../../lib/when';
import { ActorName } from '../../components/actor-name';
import { useState } from 'react';
import { Alert, App as AntApp, Button, Card, Input, InputNumber, Space, Table, Typography } from 'antd';
import type { BooksPolicyInput, BooksPolicyVersion } from '@lendwell/contracts';
import { usePolicy } from './api/get-policy';
import { isProposed } from '../../lib/proposed';
import { useSavePolicy } from './api/save-policy';
import { LoadFailure } from '../../components/load-failure';

const BUCKETS = [
  { key: 'current', label: 'Current' },
  { key: '1-30', label: '1–30 days' },
  { key: '31-60', label: '31–60 days' },
  { key: '61-90', label: '61–90 days' },
  { key: '91-180', label: '91–180 days' },
  { key: '181+', label: 'Over 180 days' },
] as const;
type Rates = BooksPolicyInput['lossRates'];

const percentOf = (bps: number) => `${(bps / 100).toFixed(2)} %`;

export function PolicyTab({ canChange }: { canChange: boolean }) {
  const policy = usePolicy();
  if (policy.error)
    return <LoadFailure error={policy.error} onRetry={() => policy.refetch()} what="Could not load the loss rates" />;
  const current = policy.data?.current ?? null;
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      {/* A new version in force starts the form afresh from it. */}
      {current && <PolicyForm key={current.version} current={current} canChange={canChange} />}
      <Card size="small" title="Versions">
        <Table<BooksPolicyVersion>
          size="small"
          rowKey="version"
          loading={policy.isPending}
          pagination={false}
          dataSource={policy.data?.versions ?? []}
          columns={[
            { title: 'Version', dataIndex: 'version', width: 80 },
            {
              title: 'Loss rates',
              render: (_: unknown, v) => BUCKETS.map((b) => `${b.label} ${percentOf(v.lossRates[b.key])}`).join(' · '),
            },
            { title: 'Write off after', dataIndex: 'writeOffDays', render: (d: number) => `${d} days past due` },
            {
              title: 'Non-accrual',
              dataIndex: 'nonAccrualDays',
              render: (d: number | null) => (d === null ? 'Off' : `From ${d} days past due`),
            },
            { title: 'By', dataIndex: 'createdBy', render: (a: string) => <ActorName actor={a} /> },
            { title: 'Why', dataIndex: 'reason' },
            { title: 'When', dataIndex: 'createdAt', render: (t: string) => when(t) },
          ]}
        />
      </Card>
    </Space>
  );
}

function PolicyForm({ current, canChange }: { current: BooksPolicyVersion; canChange: boolean }) {
  const { message } = AntApp.useApp();
  const save = useSavePolicy();
  const [days, setDays] = useState<number | null>(current.writeOffDays);
  // Empty is off: income is booked as income until the write-off.
  const [nonAccrualDays, setNonAccrualDays] = useState<number | null>(current.nonAccrualDays);
  const [percents, setPercents] = useState<Record<string, number | null>>(() =>
    Object.fromEntries(BUCKETS.map((b) => [b.key, current.lossRates[b.key] / 100])),
  );
  const [reason, setReason] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);

  function submit() {
    const lossRates = Object.fromEntries(
      BUCKETS.map((b) => [b.key, Math.round((percents[b.key] ?? 0) * 100)]),
    ) as Rates;
    save.mutate(
      { writeOffDays: days ?? 0, nonAccrualDays, lossRates, reason: reason.trim() },
      {
        onSuccess: (r) => {
          setRefusal(null);
          setReason('');
          if (isProposed(r)) message.info(r.message);
          else message.success(`Version ${r.version} of the loss rates is in force`);
        },
        onError: (e) => setRefusal(e.message),
      },
    );
  }

  return (
    <>
      <Card size="small" title={`Loss rates in force (version ${current.version})`}>
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Text>
            The provision on each ageing bucket is its principal times the loss rate. Rates may not fall as loans age.
            From the non-accrual days past due, a loan&apos;s new interest and charges are held in suspense until
            collected, not booked as income.
          </Typography.Text>
          <Space wrap align="end">
            {BUCKETS.map((b) => (
              <label key={b.key} style={{ display: 'inline-flex', flexDirection: 'column' }}>
                {b.label}
                <InputNumber
                  aria-label={`Loss rate, ${b.label}`}
                  min={0}
                  max={100}
                  step={0.5}
                  precision={2}
                  addonAfter="%"
                  value={percents[b.key] ?? null}
                  disabled={!canChange}
                  onChange={(v) => setPercents({ ...percents, [b.key]: v })}
                  style={{ width: 130 }}
                />
              </label>
            ))}
            <label style={{ display: 'inline-flex', flexDirection: 'column' }}>
              Write off after
              <InputNumber
                aria-label="Write off after days past due"
                min={30}
                max={1000}
                precision={0}
                addonAfter="days past due"
                value={days}
                disabled={!canChange}
                onChange={setDays}
                style={{ width: 200 }}
              />
            </label>
            <label style={{ display: 'inline-flex', flexDirection: 'column' }}>
              Non-accrual from (empty is off)
              <InputNumber
                aria-label="Non-accrual from days past due"
                min={1}
                max={999}
                precision={0}
                addonAfter="days past due"
                placeholder="Off"
                value={nonAccrualDays}
                disabled={!canChange}
                onChange={setNonAccrualDays}
                style={{ width: 220 }}
              />
            </label>
          </Space>
          {canChange && (
            <Space wrap align="end">
              <label>
                Why it changes{' '}
                <Input
                  value={reason}
                  onChange={(e) => setReason(e.target.value)}
                  style={{ width: 320 }}
                  placeholder="e.g. annual review of loss experience"
                />
              </label>
              <Button type="primary" onClick={submit} loading={save.isPending} disabled={!reason.trim()}>
                Save as a new version
              </Button>
            </Space>
          )}
          {refusal && <Alert type="error" showIcon message={refusal} />}
        </Space>
      </Card>
    </>
  );
}
