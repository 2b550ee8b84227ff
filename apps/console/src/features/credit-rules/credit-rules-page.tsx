// Credit rule sets (risk and admin, decision 058): the live set and the one draft; edit the bands,
// eligibility and limits (the scorecard as JSON), validate, compare with live, back-test over past
// applications beside the live set, and publish. Published versions are never edited. When publication
// waits for a second person (decision 123) it asks for the reason and says the draft is proposed.
import { ActorName } from '../../components/actor-name';
import { useState } from 'react';
import {
  Alert,
  App as AntApp,
  Button,
  Card,
  Col,
  Descriptions,
  Input,
  InputNumber,
  List,
  Popconfirm,
  Row,
  Select,
  Space,
  Spin,
  Table,
  Typography,
} from 'antd';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { CreditBackTest, CreditRuleSet, CreditRuleSetConfig, CreditRuleSets } from '@lendwell/contracts';
import { CREDIT_OUTCOME_WORDS } from '@lendwell/contracts/credit-words';
import { ApiError, peso } from '../../lib/api';
import { isProposed } from '../../lib/proposed';
import { ReasonModal } from '../../components/reason-modal';
import { useBackTest } from './api/back-test';
import { useDiscardDraft } from './api/discard-draft';
import { useRuleSets } from './api/get-rule-sets';
import { usePublishDraft } from './api/publish-draft';
import { useSaveDraft } from './api/save-draft';
import { useValidateRuleSet } from './api/validate-rule-set';
import { LoadFailure } from '../../components/load-failure';

type Band = CreditRuleSetConfig['bands'][number];

/** A stored outcome code in staff words. */
const outcomeWords = (code: string) =>
  code in CREDIT_OUTCOME_WORDS ? CREDIT_OUTCOME_WORDS[code as keyof typeof CREDIT_OUTCOME_WORDS] : code;

const OUTCOMES = [
  { value: 'approve', label: 'Approve' },
  { value: 'refer', label: 'Refer to a reviewer' },
  { value: 'decline', label: 'Decline' },
];

export default function CreditRulesPage() {
  const { data, error, isPending, refetch } = useRuleSets();
  if (error) return <LoadFailure error={error} onRetry={refetch} what="Could not load the rule sets" />;
  const start = data?.draft ?? data?.live;
  if (isPending || !start) return <Spin aria-label="Loading the rule sets" style={{ margin: 48 }} />;
  // A new key after each save or publish starts the editor again from what the server holds.
  return (
    <RuleEditor
      key={`${data.live?.version}:${data.draft?.version}:${data.draft?.createdAt}`}
      data={data}
      start={start}
    />
  );
}

function RuleEditor({ data, start }: { data: CreditRuleSets; start: CreditRuleSet }) {
  const { message } = AntApp.useApp();
  const validateRuleSet = useValidateRuleSet();
  const saveDraft = useSaveDraft();
  const runBackTest = useBackTest();
  const publishDraft = usePublishDraft();
  const discardDraft = useDiscardDraft();
  const [config, setConfig] = useState<CreditRuleSetConfig>(() => structuredClone(start.config));
  const [scorecard, setScorecard] = useState(() => JSON.stringify(start.config.scorecard, null, 2));
  const [note, setNote] = useState(data.draft?.note ?? '');
  const [problems, setProblems] = useState<string[]>(data.problems);
  const [changes, setChanges] = useState<string[]>(data.changes);
  const [test, setTest] = useState<CreditBackTest>();
  const [busy, setBusy] = useState('');
  const [askingReason, setAskingReason] = useState(false);

  /** The editor's configuration, with the scorecard read from its JSON; null (and a problem shown) when it does not parse. */
  function current(): CreditRuleSetConfig | null {
    try {
      return { ...config, scorecard: JSON.parse(scorecard) as CreditRuleSetConfig['scorecard'] };
    } catch {
      setProblems(['The scorecard is not valid JSON: check the brackets and commas.']);
      return null;
    }
  }

  async function run(label: string, action: () => Promise<void>) {
    setBusy(label);
    try {
      await action();
    } catch (e) {
      message.error((e as Error).message);
    } finally {
      setBusy('');
    }
  }

  const setBand = (index: number, patch: Partial<Band>) =>
    setConfig({ ...config, bands: config.bands.map((b, i) => (i === index ? { ...b, ...patch } : b)) });
  const setGroup = <K extends 'eligibility' | 'limits' | 'reapplyAfterDays'>(
    group: K,
    patch: Partial<CreditRuleSetConfig[K]>,
  ) => setConfig({ ...config, [group]: { ...config[group], ...patch } });

  const validate = () =>
    run('validate', async () => {
      const c = current();
      if (!c) return;
      const result = await validateRuleSet.mutateAsync(c);
      setProblems(result.problems);
      setChanges(result.changes);
      if (result.problems.length === 0) message.success('The rules are valid');
    });
  const save = () =>
    run('save', async () => {
      const c = current();
      if (!c) return;
      const saved = await saveDraft.mutateAsync({ config: c, note });
      message.success(`Draft version ${saved.version} saved`);
    });
  const backTest = () =>
    run('back-test', async () => {
      const c = current();
      if (!c) return;
      setTest(await runBackTest.mutateAsync(c));
    });
  /** Publishes; a publication that needs a second person asks for the reason, then says it is proposed. */
  async function publish(reason?: string) {
    setBusy('publish');
    try {
      const result = await publishDraft.mutateAsync(reason);
      if (isProposed(result)) message.info(result.message);
      else message.success(`Version ${result.version} is live`);
      setTest(undefined);
    } catch (e) {
      if (e instanceof ApiError && e.parts.field === 'reason' && !reason) setAskingReason(true);
      else if (reason) throw e;
      else message.error((e as Error).message);
    } finally {
      setBusy('');
    }
  }
  const discard = () =>
    run('discard', async () => {
      await discardDraft.mutateAsync();
      message.success('Draft discarded');
    });

  const outcomeChart = test
    ? (['approve', 'refer', 'decline'] as const).map((o) => ({
        outcome: CREDIT_OUTCOME_WORDS[o],
        [`Live v${test.liveVersion}`]: test.live[o],
        Draft: test.draft[o],
      }))
    : [];

  return (
    <>
      <Typography.Title level={3}>Credit rules</Typography.Title>
      <Descriptions bordered size="small" column={3} style={{ marginBottom: 16 }}>
        <Descriptions.Item label="Live">version {data.live?.version ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="Draft">
          {data.draft ? (
            <>
              version {data.draft.version} by <ActorName actor={data.draft.createdBy} />
            </>
          ) : (
            'none: editing a copy of live'
          )}
        </Descriptions.Item>
        <Descriptions.Item label="Versions">{data.history.length}</Descriptions.Item>
      </Descriptions>

      <Row gutter={16}>
        <Col span={14}>
          <Card title="Score bands" size="small">
            <Table<Band>
              size="small"
              rowKey={(_, i) => String(i)}
              pagination={false}
              dataSource={config.bands}
              columns={[
                { title: 'Band', dataIndex: 'name' },
                {
                  title: 'From score',
                  dataIndex: 'minScore',
                  render: (v: number, _row, i) => (
                    <InputNumber
                      aria-label={`Band ${config.bands[i]!.name} from score`}
                      value={v}
                      precision={0}
                      onChange={(n) => setBand(i, { minScore: Number(n ?? 0) })}
                    />
                  ),
                },
                {
                  title: 'Outcome',
                  dataIndex: 'outcome',
                  render: (v: string, _row, i) => (
                    <Select
                      aria-label={`Band ${config.bands[i]!.name} outcome`}
                      value={v}
                      options={OUTCOMES}
                      style={{ width: 190 }}
                      onChange={(o) => setBand(i, { outcome: o as Band['outcome'] })}
                    />
                  ),
                },
                {
                  title: 'First limit (₱)',
                  dataIndex: 'firstLimitCents',
                  render: (v: number, _row, i) => (
                    <InputNumber
                      aria-label={`Band ${config.bands[i]!.name} first limit in pesos`}
                      value={v / 100}
                      min={0}
                      precision={0}
                      onChange={(n) => setBand(i, { firstLimitCents: Math.round(Number(n ?? 0)) * 100 })}
                    />
                  ),
                },
              ]}
            />
          </Card>
          <Card title="Scorecard (points per attribute, JSON)" size="small" style={{ marginTop: 16 }}>
            <Input.TextArea
              aria-label="Scorecard"
              value={scorecard}
              onChange={(e) => setScorecard(e.target.value)}
              autoSize={{ minRows: 6, maxRows: 14 }}
              style={{ fontFamily: 'monospace', fontSize: 12 }}
            />
          </Card>
        </Col>
        <Col span={10}>
          <Card title="Eligibility and limits" size="small">
            <Space direction="vertical" style={{ width: '100%' }}>
              <label>
                Minimum age{' '}
                <InputNumber
                  value={config.eligibility.minAgeYears}
                  min={18}
                  precision={0}
                  onChange={(n) => setGroup('eligibility', { minAgeYears: Number(n ?? 18) })}
                />
              </label>
              <label>
                Age must be under{' '}
                <InputNumber
                  value={config.eligibility.maxAgeYears}
                  precision={0}
                  onChange={(n) => setGroup('eligibility', { maxAgeYears: Number(n ?? 65) })}
                />
              </label>
              <label>
                Limit step per loan repaid on time (₱){' '}
                <InputNumber
                  value={config.limits.stepCents / 100}
                  min={0}
                  precision={0}
                  onChange={(n) => setGroup('limits', { stepCents: Math.round(Number(n ?? 0)) * 100 })}
                />
              </label>
              <label>
                After a late loan{' '}
                <Select
                  value={config.limits.onLate}
                  style={{ width: 200 }}
                  options={[
                    { value: 'freeze', label: 'Freeze the limit' },
                    { value: 'lower', label: 'Lower the limit' },
                  ]}
                  onChange={(v) => setGroup('limits', { onLate: v })}
                />
              </label>
              <label>
                Days before a declined borrower may apply again (credit reason){' '}
                <InputNumber
                  value={config.reapplyAfterDays.credit}
                  min={0}
                  precision={0}
                  onChange={(n) => setGroup('reapplyAfterDays', { credit: Number(n ?? 0) })}
                />
              </label>
              <Input
                aria-label="Note"
                placeholder="What this change is for"
                value={note}
                onChange={(e) => setNote(e.target.value)}
              />
            </Space>
          </Card>
          <Card title="Compared with live" size="small" style={{ marginTop: 16 }}>
            {problems.length > 0 && (
              <Alert
                type="warning"
                showIcon
                style={{ marginBottom: 8 }}
                title="Fix before publishing"
                description={
                  <ul style={{ margin: 0, paddingLeft: 18 }}>
                    {problems.map((p) => (
                      <li key={p}>{p}</li>
                    ))}
                  </ul>
                }
              />
            )}
            <List
              size="small"
              aria-label="Changes from live"
              dataSource={changes}
              locale={{ emptyText: <span style={{ color: '#434343' }}>No changes from the live set</span> }}
              renderItem={(c) => <List.Item>{c}</List.Item>}
            />
          </Card>
        </Col>
      </Row>

      <Space style={{ margin: '16px 0' }} wrap>
        <Button onClick={() => void validate()} loading={busy === 'validate'}>
          Validate
        </Button>
        <Button onClick={() => void save()} loading={busy === 'save'}>
          Save draft
        </Button>
        <Button onClick={() => void backTest()} loading={busy === 'back-test'}>
          Back-test
        </Button>
        <Popconfirm
          title={`Publish draft version ${data.draft?.version ?? ''}?`}
          description="New applications are decided by it at once; it can never be edited."
          okText="Publish"
          onConfirm={() => void publish()}
          disabled={!data.draft}
        >
          <Button type="primary" disabled={!data.draft || data.problems.length > 0} loading={busy === 'publish'}>
            Publish draft
          </Button>
        </Popconfirm>
        <Button danger disabled={!data.draft} onClick={() => void discard()} loading={busy === 'discard'}>
          Discard draft
        </Button>
      </Space>

      {test && (
        <Card title={`Back-test over ${test.applications} past applications`} size="small">
          <Row gutter={16}>
            <Col span={10}>
              <Typography.Text strong>Outcomes: live v{test.liveVersion} beside the draft</Typography.Text>
              <div style={{ height: 240 }} role="img" aria-label="Outcomes of the live set beside the draft">
                <ResponsiveContainer>
                  <BarChart data={outcomeChart}>
                    <CartesianGrid strokeDasharray="3 3" />
                    {/* Every outcome named under its bars, in words: small enough that the three fit side by side. */}
                    <XAxis dataKey="outcome" interval={0} tick={{ fontSize: 11 }} />
                    <YAxis allowDecimals={false} />
                    <Tooltip />
                    <Legend />
                    <Bar dataKey={`Live v${test.liveVersion}`} fill="#8c8c8c" />
                    <Bar dataKey="Draft" fill="#1677ff" />
                  </BarChart>
                </ResponsiveContainer>
              </div>
              <List
                size="small"
                dataSource={test.moved}
                locale={{
                  emptyText: (
                    <span style={{ color: '#434343' }}>The draft decides every past application as live did</span>
                  ),
                }}
                renderItem={(m) => (
                  <List.Item>
                    {m.count} would move: {outcomeWords(m.from)} → {outcomeWords(m.to)}
                  </List.Item>
                )}
              />
            </Col>
            <Col span={14}>
              <Typography.Text strong>Disbursed loans by the draft&apos;s band</Typography.Text>
              <div style={{ height: 240 }} role="img" aria-label="Loan outcomes by the draft's band">
                <ResponsiveContainer>
                  <BarChart data={test.byDraftBand}>
                    <CartesianGrid strokeDasharray="3 3" />
                    <XAxis dataKey="band" />
                    <YAxis allowDecimals={false} />
                    <Tooltip />
                    <Legend />
                    <Bar dataKey="onTime" name="On time" stackId="a" fill="#52c41a" />
                    <Bar dataKey="late" name="Late" stackId="a" fill="#fa541c" />
                    <Bar dataKey="running" name="Still running" stackId="a" fill="#d9d9d9" />
                  </BarChart>
                </ResponsiveContainer>
              </div>
              <Table<CreditBackTest['byDraftBand'][number]>
                size="small"
                rowKey="band"
                pagination={false}
                dataSource={test.byDraftBand}
                columns={[
                  { title: 'Band', dataIndex: 'band' },
                  { title: 'Applications', dataIndex: 'applications', align: 'right' },
                  { title: 'Disbursed', dataIndex: 'disbursed', align: 'right' },
                  { title: 'On time', dataIndex: 'onTime', align: 'right' },
                  { title: 'Late', dataIndex: 'late', align: 'right' },
                  {
                    title: 'Days past due 0 / 1–7 / 8–30 / 31+',
                    key: 'dpd',
                    render: (_: unknown, r) => Object.values(r.byDaysPastDue).join(' / '),
                  },
                ]}
              />
            </Col>
          </Row>
        </Card>
      )}
      {askingReason && (
        <ReasonModal
          title={`Propose publishing draft version ${data.draft?.version ?? ''}`}
          okText="Propose"
          onOk={(reason) => publish(reason)}
          onClose={() => setAskingReason(false)}
        />
      )}
      <Typography.Paragraph style={{ marginTop: 16 }}>
        Limits: a first loan gets its band&apos;s first limit (
        {config.bands.map((b) => `${b.name} ${peso(b.firstLimitCents)}`).join(', ')}); each loan repaid on time adds{' '}
        {peso(config.limits.stepCents)} up to the product&apos;s maximum.
      </Typography.Paragraph>
    </>
  );
}
