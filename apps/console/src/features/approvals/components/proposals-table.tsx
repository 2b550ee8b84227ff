// The proposals a staff member made or may decide: what will happen in pesos, who proposed it and why,
// its age and expiry, and Approve / Reject (with a note). The maker sees their own proposals with the
// sentence saying another person must decide them; the server refuses them too (decision 106).
import { useState } from 'react';
import { Alert, App as AntApp, Button, Space, Table, Tag, Typography } from 'antd';
import type { ProposalView } from '@lendwell/contracts';
import { ReasonModal } from '../../../components/reason-modal';
import { when } from '../../../lib/when';
import { useDecideProposal } from '../api/decide-proposal';

const STATUS_WORDS: Record<ProposalView['status'], { text: string; color?: string }> = {
  proposed: { text: 'Waiting for a second person', color: 'gold' },
  executed: { text: 'Approved and done', color: 'green' },
  rejected: { text: 'Rejected', color: 'red' },
  expired: { text: 'Expired' },
};

/** How long ago, in hours or days, as staff say it. */
function age(createdAt: string): string {
  const hours = Math.floor((Date.now() - new Date(createdAt).getTime()) / 3_600_000);
  if (hours < 1) return 'under an hour ago';
  if (hours < 48) return `${hours} hour${hours === 1 ? '' : 's'} ago`;
  return `${Math.floor(hours / 24)} days ago`;
}

export function ProposalsTable({ items, loading }: { items: ProposalView[]; loading: boolean }) {
  const { message } = AntApp.useApp();
  const deciding = useDecideProposal();
  const [rejecting, setRejecting] = useState<ProposalView | null>(null);
  const [problem, setProblem] = useState('');

  async function approve(p: ProposalView) {
    setProblem('');
    try {
      await deciding.mutateAsync({ id: p.id, verdict: 'approve', note: '' });
      void message.success(`Approved: ${p.summary}`);
    } catch (e) {
      setProblem((e as Error).message);
    }
  }

  return (
    <>
      {problem && <Alert type="error" showIcon title={problem} role="alert" style={{ marginBottom: 12 }} />}
      <Table<ProposalView>
        rowKey="id"
        size="small"
        tableLayout="fixed"
        loading={loading}
        dataSource={items}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        locale={{ emptyText: 'No proposals for you' }}
        columns={[
          {
            title: 'What will happen',
            key: 'summary',
            render: (_, p) => (
              <>
                <Typography.Text strong>{p.actionName}</Typography.Text>
                <div>{p.summary}</div>
              </>
            ),
          },
          {
            title: 'Proposed by',
            key: 'maker',
            width: 230,
            render: (_, p) => (
              <>
                <div>{p.maker}</div>
                <Typography.Text type="secondary">Reason: {p.reason}</Typography.Text>
              </>
            ),
          },
          {
            title: 'When',
            key: 'when',
            width: 190,
            render: (_, p) => (
              <>
                <div>{age(p.createdAt)}</div>
                {p.status === 'proposed' && (
                  <Typography.Text type="secondary">Expires {when(p.expiresAt)}</Typography.Text>
                )}
              </>
            ),
          },
          {
            title: 'Status',
            key: 'status',
            width: 220,
            render: (_, p) => (
              <>
                <Tag color={STATUS_WORDS[p.status].color}>{STATUS_WORDS[p.status].text}</Tag>
                {p.checker && <div>by {p.checker}</div>}
                {p.decisionNote && <Typography.Text type="secondary">{p.decisionNote}</Typography.Text>}
              </>
            ),
          },
          {
            title: 'Decide',
            key: 'decide',
            width: 190,
            render: (_, p) =>
              p.status !== 'proposed' ? null : p.cannotDecide ? (
                <Typography.Text type="secondary">{p.cannotDecide}</Typography.Text>
              ) : (
                <Space wrap>
                  <Button
                    type="primary"
                    size="small"
                    loading={deciding.isPending}
                    onClick={() => void approve(p)}
                    aria-label={`Approve proposal ${p.id}`}
                  >
                    Approve
                  </Button>
                  <Button size="small" danger onClick={() => setRejecting(p)} aria-label={`Reject proposal ${p.id}`}>
                    Reject…
                  </Button>
                </Space>
              ),
          },
        ]}
      />
      {rejecting && (
        <ReasonModal
          title={`Reject: ${rejecting.summary}`}
          okText="Reject"
          danger
          onClose={() => setRejecting(null)}
          onOk={async (note) => {
            await deciding.mutateAsync({ id: rejecting.id, verdict: 'reject', note });
            void message.success('Rejected; nothing was done.');
          }}
        />
      )}
    </>
  );
}
