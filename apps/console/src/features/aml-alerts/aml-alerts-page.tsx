// AML alerts (compliance, decision 125): the queue of sanctions matches, monitoring alerts and covered
// transactions, each with its borrower, what raised it and the five-working-day clock to file the report; case
// notes, assignment, and a decision to file (STR, or CTR for a covered transaction) or close with a reason. The
// officer uploads the UN sanctions list here, exports the filed reports, and tunes the monitoring thresholds
// after a back-test over past payments.
import { useState } from 'react';
import { Alert, Button, Card, Input, InputNumber, Modal, Space, Table, Tag, Typography, Upload, message } from 'antd';
import type { AmlAlertView, AmlBackTest, AmlRule, AmlThresholds } from '@lendwell/contracts';
import { ActorName } from '../../components/actor-name';
import { AmlRisk } from '../../components/aml-risk';
import { ReasonModal } from '../../components/reason-modal';
import { peso } from '../../lib/api';
import { day, when } from '../../lib/when';
import { useAmlOverview } from './api/get-aml-overview';
import { useUploadSanctionsList } from './api/upload-sanctions-list';
import { useAddAmlNote } from './api/add-aml-note';
import { useAssignAmlAlert } from './api/assign-aml-alert';
import { useDecideAmlAlert } from './api/decide-aml-alert';
import { downloadAmlReport } from './api/download-aml-report';
import { useSaveAmlThresholds } from './api/save-aml-thresholds';
import { useBackTestAmlThresholds } from './api/back-test-aml-thresholds';
import { LoadFailure } from '../../components/load-failure';

/** Each rule as the officer reads it. */
const AML_RULE_WORDS: Record<AmlRule, string> = {
  sanctions: 'Sanctions list match',
  'quick-payoff': 'Repaid in full soon after disbursement',
  'many-payers': 'Paid from many different accounts',
  'out-of-profile': 'Payment out of profile',
  'covered-transaction': 'Covered transaction (over ₱500,000 in a day)',
};

const STATUS_WORDS: Record<AmlAlertView['status'], { text: string; color: string }> = {
  open: { text: 'Open', color: 'processing' },
  filed: { text: 'Report filed', color: 'success' },
  closed: { text: 'Closed', color: 'default' },
};

const reportOf = (a: AmlAlertView) => (a.rule === 'covered-transaction' ? 'CTR' : 'STR');

/** "3 working days left", "due today" or "2 working days overdue". */
function clockWords(a: AmlAlertView): { text: string; color: string } {
  if (a.workingDaysLeft > 1) return { text: `${a.workingDaysLeft} working days left`, color: 'default' };
  if (a.workingDaysLeft === 1) return { text: '1 working day left', color: 'warning' };
  if (a.workingDaysLeft === 0) return { text: 'Due today', color: 'warning' };
  const late = -a.workingDaysLeft;
  return { text: `${late} working day${late === 1 ? '' : 's'} overdue`, color: 'error' };
}

function NoteModal({ alert, onClose }: { alert: AmlAlertView; onClose: () => void }) {
  const [body, setBody] = useState('');
  const adding = useAddAmlNote();
  return (
    <Modal
      open
      title={`Case note on alert ${alert.id}`}
      okText="Add note"
      okButtonProps={{ disabled: body.trim().length < 3, loading: adding.isPending }}
      onCancel={onClose}
      onOk={() =>
        adding.mutate(
          { id: alert.id, body: body.trim() },
          { onSuccess: () => (onClose(), void message.success('Note added')) },
        )
      }
    >
      <Input.TextArea
        aria-label="Case note"
        placeholder="What was checked and found (kept five years)"
        value={body}
        onChange={(e) => setBody(e.target.value)}
        rows={4}
        maxLength={2000}
      />
      {adding.error && <Alert type="error" showIcon title={adding.error.message} style={{ marginTop: 12 }} />}
    </Modal>
  );
}

function AlertActions({ alert }: { alert: AmlAlertView }) {
  const [open, setOpen] = useState<'note' | 'file' | 'close' | null>(null);
  const assigning = useAssignAmlAlert();
  const deciding = useDecideAmlAlert();
  const fail = (error: Error) => void message.error(error.message);
  const report = reportOf(alert);
  return (
    <Space wrap size={4}>
      <Button size="small" onClick={() => setOpen('note')}>
        Add note
      </Button>
      {alert.status === 'open' && (
        <>
          {!alert.assignedTo && (
            <Button
              size="small"
              loading={assigning.isPending}
              onClick={() => assigning.mutate({ id: alert.id }, { onError: fail })}
            >
              Take
            </Button>
          )}
          <Button size="small" type="primary" onClick={() => setOpen('file')}>
            File {report}
          </Button>
          <Button size="small" onClick={() => setOpen('close')}>
            Close
          </Button>
        </>
      )}
      {open === 'note' && <NoteModal alert={alert} onClose={() => setOpen(null)} />}
      {(open === 'file' || open === 'close') && (
        <ReasonModal
          title={open === 'file' ? `File the ${report} for alert ${alert.id}` : `Close alert ${alert.id}`}
          okText={open === 'file' ? `File ${report}` : 'Close alert'}
          danger={open === 'close'}
          onOk={async (reason) => {
            await deciding.mutateAsync({ id: alert.id, decision: open, reason });
          }}
          onClose={() => setOpen(null)}
        />
      )}
    </Space>
  );
}

function AlertQueue({ alerts, loading }: { alerts: AmlAlertView[]; loading: boolean }) {
  return (
    <Table<AmlAlertView>
      rowKey="id"
      loading={loading}
      dataSource={alerts}
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      tableLayout="fixed"
      size="small"
      expandable={{
        rowExpandable: (a) => a.orderNo !== null || a.notes.length > 0 || a.decisionReason !== null,
        expandedRowRender: (a) => (
          <Space direction="vertical" size={4}>
            {a.orderNo && <AmlRisk orderNo={a.orderNo} />}
            {a.notes.map((n) => (
              <Typography.Text key={n.at}>
                {when(n.at)}, <ActorName actor={n.author} />: {n.body}
              </Typography.Text>
            ))}
            {a.decisionReason && (
              <Typography.Text>
                {STATUS_WORDS[a.status].text} {a.decidedAt ? when(a.decidedAt) : ''} by{' '}
                <ActorName actor={a.decidedBy} />: {a.decisionReason}
              </Typography.Text>
            )}
          </Space>
        ),
      }}
      columns={[
        {
          title: 'Borrower',
          key: 'borrower',
          width: 150,
          render: (_, a) => (
            <Space direction="vertical" size={0}>
              <span>{a.borrowerName ?? 'Name not given'}</span>
              {a.orderNo && <Typography.Text type="secondary">{a.orderNo}</Typography.Text>}
            </Space>
          ),
        },
        {
          title: 'Alert',
          key: 'alert',
          width: 300,
          render: (_, a) => (
            <Space direction="vertical" size={0}>
              <Typography.Text strong>{AML_RULE_WORDS[a.rule]}</Typography.Text>
              <span>{a.summary}</span>
              {a.amountCents !== null && <Typography.Text type="secondary">{peso(a.amountCents)}</Typography.Text>}
            </Space>
          ),
        },
        {
          title: 'Report due',
          key: 'due',
          width: 150,
          render: (_, a) => (
            <Space direction="vertical" size={0}>
              <span>{day(a.reportDueOn)}</span>
              {a.status === 'open' ? (
                <Tag color={clockWords(a).color}>{clockWords(a).text}</Tag>
              ) : (
                <Typography.Text type="secondary">Raised {day(a.raisedOn)}</Typography.Text>
              )}
            </Space>
          ),
        },
        {
          title: 'Status',
          key: 'status',
          width: 140,
          render: (_, a) => (
            <Space direction="vertical" size={0}>
              <Tag color={STATUS_WORDS[a.status].color}>{STATUS_WORDS[a.status].text}</Tag>
              {a.assignedTo ? <ActorName actor={a.assignedTo} /> : <Typography.Text>Not assigned</Typography.Text>}
              {a.notes.length > 0 && <span>{`${a.notes.length} note${a.notes.length === 1 ? '' : 's'}`}</span>}
            </Space>
          ),
        },
        { title: 'Actions', key: 'actions', width: 190, render: (_, a) => <AlertActions alert={a} /> },
      ]}
    />
  );
}

function SanctionsLists({ lists }: { lists: NonNullable<ReturnType<typeof useAmlOverview>['data']>['lists'] }) {
  const uploading = useUploadSanctionsList();
  return (
    <Card title="Sanctions list" size="small">
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Text>
          Upload the UN Security Council consolidated list (XML, as published). Every certified borrower is screened
          against it within a minute; a match raises an alert and holds the borrower's loans.
        </Typography.Text>
        <Upload
          accept=".xml,text/xml,application/xml"
          showUploadList={false}
          beforeUpload={(file) => {
            uploading.mutate(file, {
              onSuccess: (list) => void message.success(`List uploaded: ${list.entryCount} individuals`),
              onError: (error) => void message.error(error.message),
            });
            return false;
          }}
        >
          <Button loading={uploading.isPending}>Upload sanctions list</Button>
        </Upload>
        <Table
          rowKey="id"
          dataSource={lists}
          pagination={false}
          tableLayout="fixed"
          size="small"
          columns={[
            {
              title: 'List dated',
              key: 'dated',
              width: 140,
              render: (_, l) => (l.generatedOn ? day(l.generatedOn) : '—'),
            },
            { title: 'Individuals', dataIndex: 'entryCount', key: 'entries', width: 120 },
            {
              title: 'Uploaded',
              key: 'uploaded',
              width: 300,
              render: (_, l) => (
                <span>
                  {when(l.uploadedAt)} by <ActorName actor={l.uploadedBy} />
                </span>
              ),
            },
            {
              title: 'Screening',
              key: 'screened',
              width: 300,
              render: (_, l) =>
                l.screenedAt
                  ? `${l.screenedCount ?? 0} borrowers screened ${when(l.screenedAt)}`
                  : 'Waiting for the screening job',
            },
          ]}
        />
      </Space>
    </Card>
  );
}

const THRESHOLD_FIELDS: { key: keyof AmlThresholds; label: string; pesos?: boolean }[] = [
  { key: 'quickPayoffDays', label: 'Repaid in full within (days)' },
  { key: 'manyPayersCount', label: 'Different payers for one loan' },
  { key: 'incomeMultipleBps', label: 'Payment above monthly income (basis points)' },
  { key: 'loanMultipleBps', label: 'Payment above the loan (basis points)' },
  { key: 'coveredTransactionCents', label: 'Covered transaction over (₱)', pesos: true },
];

function Thresholds({ saved }: { saved: AmlThresholds }) {
  const [draft, setDraft] = useState<AmlThresholds>(saved);
  const [result, setResult] = useState<AmlBackTest>();
  const [saving, setSaving] = useState(false);
  const backTest = useBackTestAmlThresholds();
  const save = useSaveAmlThresholds();
  return (
    <Card title="Monitoring thresholds" size="small">
      <Space wrap size="middle" align="end">
        {THRESHOLD_FIELDS.map((f) => (
          <label key={f.key} style={{ display: 'flex', flexDirection: 'column', maxWidth: 220 }}>
            <span>{f.label}</span>
            <InputNumber
              aria-label={f.label}
              min={0}
              value={f.pesos ? draft[f.key] / 100 : draft[f.key]}
              onChange={(v) => setDraft({ ...draft, [f.key]: Math.round(Number(v ?? 0) * (f.pesos ? 100 : 1)) })}
              style={{ width: 200 }}
            />
          </label>
        ))}
        <Button
          loading={backTest.isPending}
          onClick={() =>
            backTest.mutate(draft, { onSuccess: setResult, onError: (e) => void message.error(e.message) })
          }
        >
          Back-test
        </Button>
        <Button type="primary" onClick={() => setSaving(true)}>
          Save thresholds
        </Button>
      </Space>
      {result && (
        <Typography.Paragraph style={{ marginTop: 12 }}>
          Over {result.loans} loans of {result.borrowers} borrowers these thresholds raise:{' '}
          {result.byRule.map((r) => `${AML_RULE_WORDS[r.rule]}: ${r.alerts}`).join('; ')}. {result.borrowersFlagged}{' '}
          borrower{result.borrowersFlagged === 1 ? '' : 's'} flagged.
        </Typography.Paragraph>
      )}
      {saving && (
        <ReasonModal
          title="Save the monitoring thresholds"
          okText="Save"
          onOk={async (reason) => {
            await save.mutateAsync({ thresholds: draft, reason });
            void message.success('Thresholds saved');
          }}
          onClose={() => setSaving(false)}
        />
      )}
    </Card>
  );
}

export default function AmlAlertsPage() {
  const { data, isLoading, error, refetch } = useAmlOverview();
  const fail = (e: Error) => void message.error(e.message);
  if (error) return <LoadFailure error={error} onRetry={refetch} what="The AML alerts could not be loaded" />;
  const open = data?.alerts.filter((a) => a.status === 'open') ?? [];
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <div>
        <Typography.Title level={2}>AML alerts</Typography.Title>
        <Typography.Paragraph>
          Suspicious transactions are reported to the AMLC within five working days, and so are covered transactions
          over ₱500,000 in a day (RA 9160). Work each alert: add what you checked, then file the report or close it with
          the reason. Alerts, notes, screenings and ratings are kept five years and cannot be deleted.
        </Typography.Paragraph>
        <Space wrap>
          <Typography.Text>
            {open.length} open alert{open.length === 1 ? '' : 's'}
            {data ? `, business date ${day(data.businessDate)}` : ''}.
          </Typography.Text>
          <Button onClick={() => void downloadAmlReport('STR').catch(fail)}>Export STRs</Button>
          <Button onClick={() => void downloadAmlReport('CTR').catch(fail)}>Export CTRs</Button>
        </Space>
      </div>
      <AlertQueue alerts={data?.alerts ?? []} loading={isLoading} />
      {data && <SanctionsLists lists={data.lists} />}
      {data && <Thresholds key={JSON.stringify(data.thresholds)} saved={data.thresholds} />}
    </Space>
  );
}
