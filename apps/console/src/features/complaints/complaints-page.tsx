// The complaint desk (agent): the queue by status, type, owner and deadline (SEC MC 18: an answer
// within three working days of filing; what is overdue stands out and can be listed alone), one
// complaint with its sub-type, the borrower's images, an owner, internal notes, and the answer
// (text and images) that the borrower's app shows as the Process Result.
import { useState } from 'react';
import { day, when } from '../../lib/when';
import {
  App as AntApp,
  Button,
  Checkbox,
  Descriptions,
  Drawer,
  Image,
  Rate,
  Select,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import type { ConsoleComplaintItem } from '@lendwell/contracts';
import { useAnswerComplaint } from './api/answer-complaint';
import { useAssignComplaint } from './api/assign-complaint';
import { useComplaintOwners } from './api/get-complaint-owners';
import { useComplaintTypeOptions } from './api/get-complaint-type-options';
import { useComplaints } from './api/get-complaints';
import { useStartComplaint } from './api/start-complaint';
import { AnswerForm } from './answer-form';
import { InternalNotes } from './internal-notes';
import { LoadFailure } from '../../components/load-failure';

type Complaint = ConsoleComplaintItem;

/** The deadline as the desk reads it: overdue in solid red, answered late noted, otherwise the date. */
function Deadline({ c }: { c: Complaint }) {
  if (c.overdue)
    return (
      <Tag color="#a8071a">
        Overdue by {c.daysOverdue} day{c.daysOverdue === 1 ? '' : 's'} (due {day(c.dueOn)})
      </Tag>
    );
  if (c.answeredLate) return <Tag color="#ad4e00">Answered late (due {day(c.dueOn)})</Tag>;
  return <>{day(c.dueOn)}</>;
}

const typeText = (c: Complaint) =>
  [c.typeName ?? `Type ${c.problemType}`, c.subTypeName ?? (c.problemSonType ? `sub-type ${c.problemSonType}` : null)]
    .filter(Boolean)
    .join(' · ');

function Images({ urls }: { urls: string[] }) {
  if (urls.length === 0) return <>—</>;
  return (
    <Image.PreviewGroup>
      <Space wrap>
        {urls.map((url) => (
          <Image key={url} src={url} width={72} height={72} style={{ objectFit: 'cover', borderRadius: 6 }} />
        ))}
      </Space>
    </Image.PreviewGroup>
  );
}

const STATUSES = ['submitted', 'in_progress', 'answered', 'rated'] as const;
/** Each status in the words an agent reads; the codes are the API's. */
const STATUS_WORDS: Record<string, string> = {
  submitted: 'New',
  in_progress: 'In progress',
  answered: 'Answered',
  rated: 'Rated by the borrower',
};
const statusWords = (s: string) => STATUS_WORDS[s] ?? s;
/** Solid tags with white text: antd's light presets fall short of AA contrast on small text. */
const statusColour: Record<string, string> = {
  submitted: '#ad4e00',
  in_progress: '#0050b3',
  answered: '#237804',
  rated: '#531dab',
};

export default function ComplaintsPage() {
  const { message } = AntApp.useApp();
  const [status, setStatus] = useState<string>();
  const [type, setType] = useState<number | null>(null);
  const [owner, setOwner] = useState<'me' | 'none'>();
  const [overdueOnly, setOverdueOnly] = useState(false);
  const query = new URLSearchParams();
  if (status) query.set('status', status);
  if (type !== null) query.set('type', String(type));
  if (owner) query.set('owner', owner);
  if (overdueOnly) query.set('overdue', '1');
  const { data, error, isPending, refetch } = useComplaints(query.toString());
  const { data: types } = useComplaintTypeOptions();
  const { data: owners } = useComplaintOwners();
  const assignComplaint = useAssignComplaint();
  const startComplaint = useStartComplaint();
  const answerComplaint = useAnswerComplaint();
  const [openId, setOpenId] = useState<number>();
  // The drawer shows the row as last loaded, so an assignment or a note shows at once after reload.
  const open = data?.items.find((c) => c.id === openId);

  async function act(action: () => Promise<unknown>, { close = true } = {}) {
    try {
      await action();
      message.success('Saved');
      if (close) setOpenId(undefined);
    } catch (e) {
      message.error((e as Error).message);
    }
  }

  return (
    <>
      <Typography.Title level={3}>Complaint desk</Typography.Title>
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          aria-label="Status"
          placeholder="Any status"
          allowClear
          style={{ width: 180 }}
          value={status}
          onChange={setStatus}
          options={STATUSES.map((s) => ({ value: s, label: statusWords(s) }))}
        />
        <Select<number>
          aria-label="Type"
          placeholder="Any type"
          allowClear
          style={{ width: 240 }}
          value={type ?? undefined}
          onChange={(v) => setType(v ?? null)}
          options={(types?.items ?? []).map((t) => ({ value: t.value, label: t.title }))}
        />
        <Select<'me' | 'none'>
          aria-label="Owner"
          placeholder="Any owner"
          allowClear
          style={{ width: 180 }}
          value={owner}
          onChange={setOwner}
          options={[
            { value: 'me', label: 'Mine' },
            { value: 'none', label: 'Nobody yet' },
          ]}
        />
        <Checkbox checked={overdueOnly} onChange={(e) => setOverdueOnly(e.target.checked)}>
          Overdue only
        </Checkbox>
      </Space>
      {error && (
        <LoadFailure
          error={error}
          onRetry={refetch}
          what="Could not load the complaints"
          style={{ marginBottom: 16 }}
        />
      )}
      <Table<Complaint>
        rowKey="id"
        loading={isPending}
        dataSource={data?.items ?? []}
        size="small"
        locale={{
          emptyText: (
            <span style={{ color: 'rgba(0, 0, 0, 0.65)' }}>
              {overdueOnly ? 'Nothing is overdue' : 'No complaints here'}
            </span>
          ),
        }}
        onRow={(row) => ({
          onClick: () => setOpenId(row.id),
          style: { cursor: 'pointer', ...(row.overdue ? { background: '#fff1f0' } : {}) },
        })}
        columns={[
          { title: '#', dataIndex: 'id', width: 56 },
          {
            title: 'Received',
            dataIndex: 'createdAt',
            render: (at: string) => when(at),
          },
          { title: 'Borrower', dataIndex: 'phone' },
          { title: 'Type', key: 'type', render: (_: unknown, row) => typeText(row) },
          { title: 'Detail', dataIndex: 'detail', ellipsis: true },
          { title: 'Owner', key: 'owner', render: (_: unknown, row) => row.owner?.name ?? 'Nobody yet' },
          { title: 'Answer due', key: 'due', render: (_: unknown, row) => <Deadline c={row} /> },
          {
            title: 'Status',
            dataIndex: 'status',
            render: (s: string) => <Tag color={statusColour[s]}>{statusWords(s)}</Tag>,
          },
          {
            title: 'Rating',
            dataIndex: 'score',
            render: (score: number | null) => (score ? <Rate disabled value={score} /> : '—'),
          },
        ]}
      />
      <Drawer open={!!open} size={600} title={open ? `Complaint #${open.id}` : ''} onClose={() => setOpenId(undefined)}>
        {open && (
          <>
            <Descriptions column={1} bordered size="small">
              <Descriptions.Item label="Borrower">{open.phone}</Descriptions.Item>
              <Descriptions.Item label="Order">{open.orderNo ?? '—'}</Descriptions.Item>
              <Descriptions.Item label="Type">{open.typeName ?? `Type ${open.problemType}`}</Descriptions.Item>
              <Descriptions.Item label="Sub-type">{open.subTypeName ?? '—'}</Descriptions.Item>
              <Descriptions.Item label="Status">{statusWords(open.status)}</Descriptions.Item>
              <Descriptions.Item label="Answer due">
                <Deadline c={open} />
              </Descriptions.Item>
              <Descriptions.Item label="Owner">
                <Select<number>
                  aria-label="Owner of the complaint"
                  placeholder="Nobody yet"
                  allowClear
                  showSearch
                  optionFilterProp="label"
                  style={{ width: 260 }}
                  value={open.owner?.id}
                  onChange={(staffId) =>
                    void act(() => assignComplaint.mutateAsync({ id: open.id, staffId: staffId ?? null }), {
                      close: false,
                    })
                  }
                  options={(owners?.items ?? []).map((o) => ({ value: o.id, label: o.name }))}
                />
              </Descriptions.Item>
              <Descriptions.Item label="Detail">{open.detail}</Descriptions.Item>
              <Descriptions.Item label="Borrower's images">
                <Images urls={open.images} />
              </Descriptions.Item>
              {/* Descriptions draws a row for every child, even '' or false: absent rows must be null. */}
              {open.disposeDetail ? (
                <Descriptions.Item label="Our answer">{open.disposeDetail}</Descriptions.Item>
              ) : null}
              {open.disposeDetail ? (
                <Descriptions.Item label="Answer images">
                  <Images urls={open.answerImages} />
                </Descriptions.Item>
              ) : null}
              {open.score !== null ? (
                <Descriptions.Item label="Borrower's rating">
                  <Rate disabled value={open.score} />
                </Descriptions.Item>
              ) : null}
            </Descriptions>
            {(open.status === 'submitted' || open.status === 'in_progress') && (
              <Space direction="vertical" style={{ width: '100%', marginTop: 16 }}>
                {open.status === 'submitted' && (
                  <Button onClick={() => void act(() => startComplaint.mutateAsync(open.id))}>Start handling</Button>
                )}
                <AnswerForm
                  key={open.id}
                  complaintId={open.id}
                  onSend={(text, imageKeys) => act(() => answerComplaint.mutateAsync({ id: open.id, text, imageKeys }))}
                />
              </Space>
            )}
            <InternalNotes key={open.id} complaintId={open.id} />
          </>
        )}
      </Drawer>
    </>
  );
}
