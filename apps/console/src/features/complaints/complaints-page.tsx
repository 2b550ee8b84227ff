// The complaint desk (agent): the queue by status and type, one complaint with the borrower's images,
// and the answer (text and images) that the borrower's app shows as the Process Result.
import { useState } from 'react';
import {
  Alert,
  App as AntApp,
  Button,
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
import { get, post } from '../../lib/api';
import { useLoad } from '../../lib/use-load';
import { AnswerForm } from './answer-form';

type Complaint = {
  id: number;
  phone: string;
  orderNo: string | null;
  problemType: number;
  typeName: string | null;
  detail: string;
  status: string;
  disposeDetail: string;
  score: number | null;
  createdAt: string;
  images: string[];
  answerImages: string[];
};

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
const statusColour: Record<string, string> = {
  submitted: 'orange',
  in_progress: 'blue',
  answered: 'green',
  rated: 'purple',
};

export default function ComplaintsPage() {
  const { message } = AntApp.useApp();
  const [status, setStatus] = useState<string>();
  const [type, setType] = useState<number | null>(null);
  const query = new URLSearchParams();
  if (status) query.set('status', status);
  if (type !== null) query.set('type', String(type));
  const path = `/complaints${query.size ? `?${query}` : ''}`;
  const { data, error, loading, reload } = useLoad(path, () => get<{ items: Complaint[] }>(path));
  const { data: types } = useLoad('complaint-types', () =>
    get<{ items: { value: number; title: string }[] }>('/complaint-types'),
  );
  const [open, setOpen] = useState<Complaint>();

  async function act(path: string, body?: unknown) {
    try {
      await post(path, body);
      message.success('Saved');
      setOpen(undefined);
    } catch (e) {
      message.error((e as Error).message);
    }
    reload();
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
          options={STATUSES.map((s) => ({ value: s, label: s.replace('_', ' ') }))}
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
      </Space>
      {error && <Alert type="error" title={error} showIcon style={{ marginBottom: 16 }} />}
      <Table<Complaint>
        rowKey="id"
        loading={loading}
        dataSource={data?.items ?? []}
        onRow={(row) => ({ onClick: () => setOpen(row), style: { cursor: 'pointer' } })}
        columns={[
          { title: '#', dataIndex: 'id' },
          {
            title: 'Received',
            dataIndex: 'createdAt',
            render: (at: string) => new Date(at).toLocaleString('en-PH', { timeZone: 'Asia/Manila' }),
          },
          { title: 'Borrower', dataIndex: 'phone' },
          { title: 'Type', key: 'type', render: (_: unknown, row) => row.typeName ?? row.problemType },
          { title: 'Detail', dataIndex: 'detail', ellipsis: true },
          {
            title: 'Status',
            dataIndex: 'status',
            render: (s: string) => <Tag color={statusColour[s]}>{s.replace('_', ' ')}</Tag>,
          },
          {
            title: 'Rating',
            dataIndex: 'score',
            render: (score: number | null) => (score ? <Rate disabled value={score} /> : '—'),
          },
        ]}
      />
      <Drawer open={!!open} size={560} title={open ? `Complaint #${open.id}` : ''} onClose={() => setOpen(undefined)}>
        {open && (
          <>
            <Descriptions column={1} bordered size="small">
              <Descriptions.Item label="Borrower">{open.phone}</Descriptions.Item>
              <Descriptions.Item label="Order">{open.orderNo ?? '—'}</Descriptions.Item>
              <Descriptions.Item label="Type">{open.typeName ?? open.problemType}</Descriptions.Item>
              <Descriptions.Item label="Status">{open.status.replace('_', ' ')}</Descriptions.Item>
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
                  <Button onClick={() => void act(`/complaints/${open.id}/start`)}>Start handling</Button>
                )}
                <AnswerForm
                  key={open.id}
                  complaintId={open.id}
                  onSend={(text, imageKeys) => act(`/complaints/${open.id}/answer`, { text, imageKeys })}
                />
              </Space>
            )}
          </>
        )}
      </Drawer>
    </>
  );
}
