// Credit bureau (compliance, decision 119): the monthly credit data for the Credit Information Corporation. Each
// ended month with its due date (the 5th of the next month, Manila) and where it stands; generate the file,
// read what validation names, download it for the CIC's portal, mark it submitted, and correct a submitted
// month. The history lists every file with who generated and submitted it.
import { useState } from 'react';
import { Alert, Button, Card, Space, Table, Tag, Typography, message } from 'antd';
import type { CicOverview, CicSubmissionView } from '@lendwell/contracts';
import { ActorName } from '../../components/actor-name';
import { ReasonModal } from '../../components/reason-modal';
import { day, when } from '../../lib/when';
import { useCicOverview } from './api/get-cic-overview';
import { useGenerateCic } from './api/generate-cic';
import { useMarkCicSubmitted } from './api/mark-cic-submitted';
import { useCorrectCic } from './api/correct-cic';

type Month = CicOverview['months'][number];

const STATE_WORDS: Record<Month['state'], { text: string; color: string }> = {
  not_generated: { text: 'Not generated', color: 'default' },
  generated: { text: 'Generated, not submitted', color: 'processing' },
  submitted: { text: 'Submitted', color: 'success' },
  overdue: { text: 'Overdue', color: 'error' },
};

const STATUS_WORDS: Record<CicSubmissionView['status'], string> = {
  generated: 'Generated',
  submitted: 'Submitted',
  corrected: 'Replaced by a later version',
};

/** "April 2026" for 2026-04. */
const monthWords = (month: string) =>
  new Date(`${month}-15T00:00:00Z`).toLocaleDateString('en-PH', { month: 'long', year: 'numeric', timeZone: 'UTC' });

const counts = (s: CicSubmissionView) =>
  `${s.subjectCount} borrower${s.subjectCount === 1 ? '' : 's'}, ${s.contractCount} contract${
    s.contractCount === 1 ? '' : 's'
  }, ${s.installmentCount} payment${s.installmentCount === 1 ? '' : 's'}`;

function MonthActions({ month, onShow }: { month: Month; onShow: () => void }) {
  const generating = useGenerateCic();
  const submitting = useMarkCicSubmitted();
  const correcting = useCorrectCic();
  const [correcting_, setCorrecting] = useState(false);
  const latest = month.submissions[0];
  const label = monthWords(month.month);
  const fail = (error: Error) => void message.error(error.message);
  return (
    <Space wrap size={4}>
      {(!latest || latest.status === 'generated') && latest?.correction !== true && (
        <Button
          size="small"
          loading={generating.isPending}
          onClick={() =>
            generating.mutate(
              { month: month.month },
              { onSuccess: () => (onShow(), void message.success(`${label} generated`)), onError: fail },
            )
          }
        >
          {latest ? 'Generate again' : 'Generate'}
        </Button>
      )}
      {latest && (
        <Button size="small" href={`/api/console/compliance/cic/${latest.id}/file.txt`} download>
          Download
        </Button>
      )}
      {latest?.status === 'generated' && (
        <Button
          size="small"
          type="primary"
          disabled={latest.problems.length > 0}
          loading={submitting.isPending}
          onClick={() =>
            submitting.mutate(latest.id, {
              onSuccess: () => void message.success(`${label} marked submitted`),
              onError: fail,
            })
          }
        >
          Mark submitted
        </Button>
      )}
      {latest?.status === 'submitted' && (
        <Button size="small" onClick={() => setCorrecting(true)}>
          Correct
        </Button>
      )}
      {correcting_ && latest && (
        <ReasonModal
          title={`Correct ${label}`}
          okText="Generate correction"
          onOk={async (reason) => {
            await correcting.mutateAsync({ id: latest.id, reason });
            onShow();
          }}
          onClose={() => setCorrecting(false)}
        />
      )}
    </Space>
  );
}

export default function CreditBureauPage() {
  const { data, isLoading, error } = useCicOverview();
  const [shown, setShown] = useState<string>();
  if (error) return <Alert type="error" message={error.message} />;
  const months = data?.months ?? [];
  const selected = months.find((m) => m.month === shown) ?? months.find((m) => m.submissions.length > 0) ?? months[0];
  const latest = selected?.submissions[0];
  const history = months.flatMap((m) => m.submissions);
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <div>
        <Typography.Title level={2}>Credit bureau</Typography.Title>
        <Typography.Paragraph>
          Every borrower and contract goes to the Credit Information Corporation each month, positive and negative, by
          the 5th of the following month (RA 9510). Generate a month, fix what the checks name, download the file for
          the CIC portal, then mark it submitted.
        </Typography.Paragraph>
      </div>
      <Table<Month>
        rowKey="month"
        loading={isLoading}
        dataSource={months}
        pagination={false}
        tableLayout="fixed"
        size="small"
        onRow={(m) => ({ onClick: () => setShown(m.month) })}
        rowClassName={(m) => (m.month === selected?.month ? 'ant-table-row-selected' : '')}
        columns={[
          { title: 'Month', key: 'month', width: 130, render: (_, m) => monthWords(m.month) },
          { title: 'Due', key: 'due', width: 120, render: (_, m) => day(m.dueOn) },
          {
            title: 'State',
            key: 'state',
            width: 190,
            render: (_, m) => <Tag color={STATE_WORDS[m.state].color}>{STATE_WORDS[m.state].text}</Tag>,
          },
          {
            title: 'Latest file',
            key: 'latest',
            width: 220,
            render: (_, m) => {
              const s = m.submissions[0];
              if (!s) return '—';
              const problems = s.problems.length;
              return (
                <span>
                  Version {s.version}
                  {s.correction ? ' (correction)' : ''} ·{' '}
                  {problems === 0 ? 'passes the checks' : `${problems} problem${problems === 1 ? '' : 's'}`}
                </span>
              );
            },
          },
          {
            title: 'Actions',
            key: 'actions',
            width: 280,
            render: (_, m) => <MonthActions month={m} onShow={() => setShown(m.month)} />,
          },
        ]}
      />
      {selected && (
        <Card title={`${monthWords(selected.month)}: what the checks found`} size="small">
          {!latest ? (
            <Typography.Text>Not generated yet. Due {day(selected.dueOn)}.</Typography.Text>
          ) : (
            <Space direction="vertical" style={{ width: '100%' }}>
              <Typography.Text>
                Version {latest.version}: {counts(latest)}.{' '}
                {Object.entries(latest.contractsByStatus)
                  .map(([status, n]) => `${status}: ${n}`)
                  .join(', ')}
              </Typography.Text>
              {latest.problems.length === 0 ? (
                <Alert type="success" showIcon message="Every record and field passes the layout's checks." />
              ) : (
                <Table
                  rowKey={(p) => p.sentence}
                  dataSource={latest.problems}
                  pagination={{ pageSize: 20, hideOnSinglePage: true }}
                  tableLayout="fixed"
                  size="small"
                  columns={[{ title: 'Problem', dataIndex: 'sentence', key: 'sentence', width: 900 }]}
                />
              )}
            </Space>
          )}
        </Card>
      )}
      <Card title="History of submissions" size="small">
        <Table<CicSubmissionView>
          rowKey="id"
          dataSource={history}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          tableLayout="fixed"
          size="small"
          columns={[
            {
              title: 'Month',
              key: 'month',
              width: 150,
              render: (_, s) => `${monthWords(s.month)} v${s.version}`,
            },
            {
              title: 'Status',
              key: 'status',
              width: 190,
              render: (_, s) => (
                <span>
                  {STATUS_WORDS[s.status]}
                  {s.correction ? (
                    <Typography.Text type="secondary"> — correction: {s.correctionReason}</Typography.Text>
                  ) : null}
                </span>
              ),
            },
            { title: 'Contents', key: 'contents', width: 210, render: (_, s) => counts(s) },
            {
              title: 'Generated',
              key: 'generated',
              width: 190,
              render: (_, s) => (
                <span>
                  {when(s.generatedAt)} by <ActorName actor={s.generatedBy} />
                </span>
              ),
            },
            {
              title: 'Submitted',
              key: 'submitted',
              width: 190,
              render: (_, s) =>
                s.submittedAt ? (
                  <span>
                    {when(s.submittedAt)} by <ActorName actor={s.submittedBy} />
                  </span>
                ) : (
                  '—'
                ),
            },
          ]}
        />
      </Card>
    </Space>
  );
}
