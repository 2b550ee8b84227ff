// Data protection (decision 126): the officer's queue of requests under RA 10173 — access, correction, erasure,
// objection — with their due dates, each approved or refused with a reason in words (a correction is applied, an
// erasure handed to the retention job), and the breach register.
import { useState } from 'react';
import { Button, Card, Space, Table, Tag, Typography, message } from 'antd';
import type { PrivacyRequestView } from '@lendwell/contracts';
import { ActorName } from '../../components/actor-name';
import { ReasonModal } from '../../components/reason-modal';
import { day } from '../../lib/when';
import { useDecidePrivacyRequest } from './api/decide-privacy-request';
import { usePrivacyRequests } from './api/get-privacy-requests';
import { BreachRegister } from './breach-register';
import { LoadFailure } from '../../components/load-failure';

const KIND_WORDS: Record<PrivacyRequestView['kind'], string> = {
  access: 'Access',
  correction: 'Correction',
  erasure: 'Erasure',
  objection: 'Objection to marketing',
};
const STATUS_WORDS: Record<PrivacyRequestView['status'], { text: string; color: string }> = {
  open: { text: 'Open', color: 'processing' },
  approved: { text: 'Approved, erasure pending', color: 'gold' },
  refused: { text: 'Refused', color: 'default' },
  done: { text: 'Done', color: 'success' },
};

function what(r: PrivacyRequestView) {
  if (r.kind !== 'correction') return r.reason || '—';
  // Once applied the current value is the asked one: only what was asked is worth showing.
  if (r.status === 'done') return `${r.fieldLabel}: corrected to “${r.askedValue ?? '—'}”`;
  return `${r.fieldLabel}: “${r.currentValue ?? '—'}” → “${r.askedValue ?? '—'}”`;
}

export default function DataProtectionPage() {
  const requests = usePrivacyRequests();
  const deciding = useDecidePrivacyRequest();
  const [open, setOpen] = useState<{ request: PrivacyRequestView; approve: boolean }>();
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <div>
        <Typography.Title level={2}>Data protection</Typography.Title>
        <Typography.Paragraph>
          Borrowers’ requests under the Data Privacy Act are answered within 15 working days. An approved erasure is
          carried out by the retention job: what the law keeps (books 10 years, identity 5 years after the last loan)
          stays.
        </Typography.Paragraph>
      </div>
      <Card title="Requests" size="small">
        {requests.error ? (
          <LoadFailure error={requests.error} onRetry={() => requests.refetch()} />
        ) : (
          <Table<PrivacyRequestView>
            rowKey="id"
            loading={requests.isLoading}
            dataSource={requests.data ?? []}
            pagination={{ pageSize: 20, hideOnSinglePage: true }}
            tableLayout="fixed"
            size="small"
            columns={[
              // Names and the asked-for value wrap rather than clip: the officer decides on what they read.
              { title: 'Borrower', dataIndex: 'borrowerName', key: 'who', width: 150 },
              { title: 'Request', key: 'kind', width: 100, render: (_, r) => KIND_WORDS[r.kind] },
              { title: 'What', key: 'what', render: (_, r) => what(r) },
              {
                title: 'Due',
                key: 'due',
                width: 120,
                render: (_, r) => (
                  <span>
                    {day(r.dueOn)} {r.overdue && <Tag color="error">Overdue</Tag>}
                  </span>
                ),
              },
              {
                title: 'Status',
                key: 'status',
                width: 180,
                render: (_, r) =>
                  r.decidedBy ? (
                    <Space direction="vertical" size={2}>
                      <Tag color={STATUS_WORDS[r.status].color}>{STATUS_WORDS[r.status].text}</Tag>
                      <ActorName actor={r.decidedBy} />
                    </Space>
                  ) : (
                    <Tag color={STATUS_WORDS[r.status].color}>{STATUS_WORDS[r.status].text}</Tag>
                  ),
              },
              {
                title: 'Decide',
                key: 'decide',
                width: 180,
                render: (_, r) =>
                  r.status === 'open' ? (
                    <Space size={4}>
                      <Button size="small" type="primary" onClick={() => setOpen({ request: r, approve: true })}>
                        Approve
                      </Button>
                      <Button size="small" onClick={() => setOpen({ request: r, approve: false })}>
                        Refuse
                      </Button>
                    </Space>
                  ) : (
                    (r.decisionReason ?? '')
                  ),
              },
            ]}
          />
        )}
      </Card>
      <BreachRegister />
      {open && (
        <ReasonModal
          title={`${open.approve ? 'Approve' : 'Refuse'} ${KIND_WORDS[open.request.kind].toLowerCase()} for ${open.request.borrowerName}`}
          okText={open.approve ? 'Approve' : 'Refuse'}
          onOk={async (reason) => {
            await deciding.mutateAsync({ id: open.request.id, approve: open.approve, reason });
            void message.success(open.approve ? 'Approved' : 'Refused');
          }}
          onClose={() => setOpen(undefined)}
        />
      )}
    </Space>
  );
}
