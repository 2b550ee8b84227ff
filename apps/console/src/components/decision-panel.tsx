// The credit decision beside an application (decision 057): outcome, band, rule-set version, each
// eligibility rule's result and the points per attribute, as stored; the overrides made since; and,
// for a reviewer, an override of a declined application (with a reason, audited).
import { useActorWords } from './actor-name';
import { useState } from 'react';
import { day, when } from '../lib/when';
import { Alert, App as AntApp, Button, Descriptions, Space, Spin, Table, Tag, Typography } from 'antd';
import { CREDIT_ATTRIBUTE_WORDS, CREDIT_OUTCOME_WORDS, EMPLOYMENT_WORDS } from '@lendwell/contracts/credit-words';
import type { CreditDecisionResult } from '@lendwell/contracts';
import { peso } from '../lib/api';
import { isProposed } from '../lib/proposed';
import { useCreditDecision } from './api/get-credit-decision';
import { useOverrideCreditDecision } from './api/override-credit-decision';
import { ReasonModal } from './reason-modal';
import { LoadFailure } from './load-failure';

export const RULE_WORDS: Record<string, string> = {
  certifyComplete: 'Certify complete',
  age: 'Age within limits',
  idNumberValid: 'ID number fits its type',
  noOpenLoan: 'No open loan',
  notBlocked: 'Not on the block list',
  oneBorrowerPerId: 'One account per ID number',
  oneBorrowerPerPhone: 'One account per phone',
  oneBorrowerPerDevice: 'One account per device',
  withinLimit: 'Amount within limit',
};
export const ATTRIBUTE_WORDS: Record<string, string> = CREDIT_ATTRIBUTE_WORDS;
// Solid dark fills with white text: antd's preset pale tags fall under 4.5:1 (axe colour-contrast).
const OUTCOME_COLOUR = { approve: '#237804', refer: '#874d00', decline: '#a8071a' } as const;
/** The outcome in staff words: the stored codes are for the API and the audit log. */
export const OUTCOME_WORDS = CREDIT_OUTCOME_WORDS;
const ON_FAIL_WORDS: Record<string, string> = { refer: 'refers to a reviewer', decline: 'declines' };

/** An input as staff read it: income in pesos, employment in the borrower's words, never the stored code. */
export function attributeValue(attribute: string, value: unknown): string {
  if (value === null || value === undefined) return 'not given';
  if (attribute === 'monthlyIncomePesos' && typeof value === 'number') return peso(Math.round(value * 100));
  if (attribute === 'employmentType' && typeof value === 'string')
    return value in EMPLOYMENT_WORDS ? EMPLOYMENT_WORDS[value as keyof typeof EMPLOYMENT_WORDS] : value;
  return String(value);
}

function outcomeWords(outcome: string): string {
  return outcome in OUTCOME_WORDS ? OUTCOME_WORDS[outcome as keyof typeof OUTCOME_WORDS] : outcome;
}

export function DecisionPanel({ orderNo, canOverride = false }: { orderNo: string; canOverride?: boolean }) {
  const { message } = AntApp.useApp();
  const { data, error, isPending, refetch } = useCreditDecision(orderNo);
  const override = useOverrideCreditDecision();
  const [overriding, setOverriding] = useState(false);
  const actor = useActorWords();

  if (isPending) return <Spin aria-label="Loading the decision" />;
  if (error) return <LoadFailure error={error} onRetry={refetch} what="Could not load the credit decision" />;
  const d = data?.decision;
  if (!d) return <Typography.Text>No automatic decision: this application came before the rules.</Typography.Text>;
  const overridden = (data?.overrides.length ?? 0) > 0;

  return (
    <section aria-label="Credit decision">
      <Typography.Title level={5}>Credit decision</Typography.Title>
      <Descriptions bordered size="small" column={3}>
        <Descriptions.Item label="Outcome">
          <Tag color={OUTCOME_COLOUR[d.outcome]}>{OUTCOME_WORDS[d.outcome]}</Tag>
          {d.flagged && <Tag color="#9e1068">flagged</Tag>}
        </Descriptions.Item>
        <Descriptions.Item label="Band">{d.band ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="Score">{d.score}</Descriptions.Item>
        <Descriptions.Item label="Limit">{peso(d.limitCents)}</Descriptions.Item>
        <Descriptions.Item label="Rule set">version {d.ruleSetVersion}</Descriptions.Item>
        <Descriptions.Item label="Decided">{when(d.decidedAt)}</Descriptions.Item>
        {d.reasonCategory && (
          <Descriptions.Item label="Told the borrower" span={3}>
            {d.reasonCategory} reason; may apply again from {day(d.reapplyOn)}
          </Descriptions.Item>
        )}
        <Descriptions.Item label="Replayed" span={3}>
          {d.replayMatches === null
            ? 'rule set missing'
            : d.replayMatches
              ? 'the stored inputs give the same answer today'
              : 'the stored inputs give another answer: report this'}
        </Descriptions.Item>
      </Descriptions>
      <Table<CreditDecisionResult['rules'][number]>
        style={{ marginTop: 12 }}
        size="small"
        rowKey="rule"
        pagination={false}
        dataSource={d.result.rules}
        columns={[
          { title: 'Rule', dataIndex: 'rule', render: (r: string) => RULE_WORDS[r] ?? r },
          {
            title: 'Result',
            dataIndex: 'passed',
            render: (passed: boolean, row) =>
              passed ? (
                <Tag color="#237804">passed</Tag>
              ) : (
                <Tag color="#a8071a">failed: {ON_FAIL_WORDS[row.onFail] ?? row.onFail}</Tag>
              ),
          },
          { title: 'Detail', dataIndex: 'detail' },
        ]}
      />
      <Table<CreditDecisionResult['points'][number]>
        style={{ marginTop: 12 }}
        size="small"
        rowKey="attribute"
        pagination={false}
        dataSource={d.result.points}
        columns={[
          { title: 'Attribute', dataIndex: 'attribute', render: (a: string) => ATTRIBUTE_WORDS[a] ?? a },
          { title: 'Value', dataIndex: 'value', render: (v: unknown, row) => attributeValue(row.attribute, v) },
          { title: 'Points', dataIndex: 'points', align: 'right' },
        ]}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={2}>
              Score
            </Table.Summary.Cell>
            <Table.Summary.Cell index={1} align="right">
              {d.score}
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
      {data.overrides.map((o) => (
        <Alert
          key={o.id}
          style={{ marginTop: 12 }}
          type="info"
          title={`Overridden: ${outcomeWords(o.fromOutcome)} → ${outcomeWords(o.toOutcome)} by ${actor(o.actor)} on ${when(o.at)}: ${o.reason}`}
        />
      ))}
      {canOverride && d.outcome === 'decline' && !overridden && (
        <Space style={{ marginTop: 12 }}>
          <Button onClick={() => setOverriding(true)}>Override: approve</Button>
        </Space>
      )}
      {overriding && (
        <ReasonModal
          title={`Approve ${orderNo} against the decision`}
          okText="Approve"
          onOk={async (reason) => {
            const answer = await override.mutateAsync({ orderNo, reason });
            // Over a block-list decline it waits for a second person (decision 106).
            if (isProposed(answer)) void message.info(answer.message);
            else void message.success(`${orderNo} approved; payout started`);
          }}
          onClose={() => setOverriding(false)}
        />
      )}
    </section>
  );
}
