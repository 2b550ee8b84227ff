// Collections (decision 069): overdue loans by days-past-due bucket. A collector sees
// only the loans assigned to them; the supervisor assigns (by hand or in turn) and reads the figures.
// The server refuses a contact outside 6:00–22:00 Manila time (unless the loan is over 60 days past due
// or the borrower consented in writing); the page shows its sentence. The loan drawer, the roll rates
// and the call scripts, the hardship plans (decision 141): every call through TanStack Query (features/collections/api).
import { useState } from 'react';
import { day, when } from '../../lib/when';
import {
  Alert,
  Button,
  Card,
  DatePicker,
  Descriptions,
  Drawer,
  Form,
  Input,
  InputNumber,
  message,
  Select,
  Space,
  Statistic,
  Table,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { CollectionQueueItem } from '@lendwell/contracts';
import { orderStatusName } from '@lendwell/contracts/constants';
import { peso } from '../../lib/api';
import { hasRole, type SectionProps } from '../../lib/section';
import { useAssignByRule } from './api/assign-by-rule';
import { useAssignCollector } from './api/assign-collector';
import { useCollectionFigures } from './api/get-collection-figures';
import { useCollectionLoan } from './api/get-collection-loan';
import { BUCKETS, useCollectionQueue, type Bucket } from './api/get-collection-queue';
import { useCollectors } from './api/get-collectors';
import { useLogContact } from './api/log-contact';
import { useRecordPromise } from './api/record-promise';
import { bucketLabel, GROUND_LABEL } from './labels';
import { LoanConsentCard } from './loan-consent-card';
import { PlansTab } from './plans-tab';
import { ProposePlanCard } from './propose-plan-card';
import { RollRatesTab } from './roll-rates-tab';
import { ScriptsTab } from './scripts-tab';
import { ReportsTab } from './reports-tab';
import { WorklistTab } from './worklist-tab';
import { LoadFailure } from '../../components/load-failure';

// The back office's one name per status lives in contracts (decision 053).
const statusName = (s: number | null) => (s === null ? '—' : orderStatusName(s));
const CHANNELS = [
  { value: 'call', label: 'Call' },
  { value: 'sms', label: 'Text message' },
  { value: 'email', label: 'Email' },
  { value: 'visit', label: 'Visit' },
];
const OUTCOMES = [
  { value: 'reached', label: 'Reached the borrower' },
  { value: 'no_answer', label: 'No answer' },
  { value: 'promised', label: 'Promised to pay' },
  { value: 'refused', label: 'Refused to pay' },
  { value: 'wrong_number', label: 'Wrong number' },
  { value: 'left_message', label: 'Left a message' },
];
const PROMISE_COLORS: Record<string, string> = { open: 'blue', kept: 'green', broken: 'red' };
const dark = (text: string) => <span style={{ color: '#262626' }}>{text}</span>;

function Failed({ what, error, retry }: { what: string; error: Error; retry: () => unknown }) {
  return <LoadFailure error={error} onRetry={retry} what={`Could not load ${what}`} />;
}

function LoanDrawer({ orderNo, onClose }: { orderNo: string; onClose: () => void }) {
  const { data, error, refetch } = useCollectionLoan(orderNo);
  const logContact = useLogContact();
  const recordPromise = useRecordPromise();
  const [contactForm] = Form.useForm();
  const [promiseForm] = Form.useForm();
  const [busy, setBusy] = useState(false);

  async function act(action: () => Promise<unknown>, done: string, form: ReturnType<typeof Form.useForm>[0]) {
    setBusy(true);
    try {
      await action();
      void message.success(done);
      form.resetFields();
    } catch (e) {
      void message.error((e as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Drawer open width={720} title={`Loan ${orderNo}`} onClose={onClose}>
      {error ? (
        <Failed what="this loan" error={error} retry={refetch} />
      ) : !data ? (
        <Typography.Text>Loading the loan…</Typography.Text>
      ) : (
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <Descriptions size="small" column={2} bordered>
            <Descriptions.Item label="Borrower">{data.order.borrowerName ?? 'Not given'}</Descriptions.Item>
            <Descriptions.Item label="Phone">{data.order.phone}</Descriptions.Item>
            <Descriptions.Item label="Days past due">{data.order.daysPastDue}</Descriptions.Item>
            <Descriptions.Item label="Outstanding">{peso(data.order.outstandingCents)}</Descriptions.Item>
            <Descriptions.Item label="Loan amount">{peso(data.order.principalCents)}</Descriptions.Item>
            <Descriptions.Item label="Collector">{data.order.collectorName ?? 'Not assigned'}</Descriptions.Item>
          </Descriptions>
          <Card size="small" title="References the borrower named">
            {data.references.length === 0 ? (
              <Typography.Text>The borrower named no references.</Typography.Text>
            ) : (
              <Table
                size="small"
                pagination={false}
                rowKey="mobile"
                dataSource={data.references}
                columns={[
                  { title: 'Name', dataIndex: 'name' },
                  { title: 'Relation', dataIndex: 'relation' },
                  { title: 'Mobile', dataIndex: 'mobile' },
                ]}
              />
            )}
          </Card>
          {data.script && (
            <Card
              size="small"
              title="Call script"
              extra={<Tag>{data.script.version === 0 ? 'Built-in words' : `Version ${data.script.version}`}</Tag>}
            >
              <Typography.Paragraph style={{ marginBottom: 0, whiteSpace: 'pre-wrap' }}>
                {data.script.text}
              </Typography.Paragraph>
            </Card>
          )}
          <Card size="small" title="Log a contact">
            {data.contactGround ? (
              <Typography.Paragraph type="secondary">{GROUND_LABEL[data.contactGround]}</Typography.Paragraph>
            ) : (
              <Alert
                type="warning"
                showIcon
                style={{ marginBottom: 12 }}
                message="Outside contact hours: a borrower may be contacted only between 6:00 AM and 10:00 PM Manila time."
              />
            )}
            <Form
              form={contactForm}
              layout="inline"
              onFinish={(v) =>
                void act(() => logContact.mutateAsync({ orderNo, contact: v }), 'Contact logged', contactForm)
              }
            >
              <Form.Item name="channel" label="Channel" rules={[{ required: true, message: 'Choose a channel' }]}>
                <Select style={{ width: 140 }} options={CHANNELS} aria-label="Channel" />
              </Form.Item>
              <Form.Item name="outcome" label="Outcome" rules={[{ required: true, message: 'Choose an outcome' }]}>
                <Select style={{ width: 200 }} options={OUTCOMES} aria-label="Outcome" />
              </Form.Item>
              <Form.Item name="notes" label="Notes">
                <Input style={{ width: 220 }} maxLength={1000} />
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={busy}>
                Log contact
              </Button>
            </Form>
          </Card>
          <LoanConsentCard orderNo={orderNo} consents={data.consents} />
          <ProposePlanCard orderNo={orderNo} />
          <Card size="small" title="Promise to pay">
            <Form
              form={promiseForm}
              layout="inline"
              onFinish={(v: { promisedOn: { format: (f: string) => string }; amountPesos: number }) =>
                void act(
                  () =>
                    recordPromise.mutateAsync({
                      orderNo,
                      promise: {
                        promisedOn: v.promisedOn.format('YYYY-MM-DD'),
                        amountCents: Math.round(v.amountPesos * 100),
                      },
                    }),
                  'Promise recorded',
                  promiseForm,
                )
              }
            >
              <Form.Item name="promisedOn" label="Pay by" rules={[{ required: true, message: 'Choose a date' }]}>
                <DatePicker aria-label="Pay by" />
              </Form.Item>
              <Form.Item
                name="amountPesos"
                label="Amount (₱)"
                rules={[{ required: true, message: 'Enter an amount in pesos' }]}
              >
                <InputNumber min={1} precision={2} style={{ width: 140 }} aria-label="Amount in pesos" />
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={busy}>
                Record promise
              </Button>
            </Form>
            <Table
              size="small"
              style={{ marginTop: 12 }}
              pagination={false}
              rowKey="id"
              dataSource={data.promises}
              locale={{ emptyText: dark('No promises yet') }}
              columns={[
                { title: 'Pay by', dataIndex: 'promisedOn', render: day },
                { title: 'Amount', dataIndex: 'amountCents', render: (c: number) => peso(c) },
                {
                  title: 'Status',
                  dataIndex: 'status',
                  render: (s: string) => <Tag color={PROMISE_COLORS[s]}>{s[0]!.toUpperCase() + s.slice(1)}</Tag>,
                },
                { title: 'By', dataIndex: 'staffName' },
              ]}
            />
          </Card>
          <Card size="small" title="Contact log">
            <Table
              size="small"
              pagination={false}
              rowKey="id"
              dataSource={data.contacts}
              locale={{ emptyText: dark('No contacts yet') }}
              columns={[
                { title: 'When', dataIndex: 'at', render: (at: string) => when(at) },
                {
                  title: 'Channel',
                  dataIndex: 'channel',
                  render: (c: string) => CHANNELS.find((x) => x.value === c)?.label ?? c,
                },
                {
                  title: 'Outcome',
                  dataIndex: 'outcome',
                  render: (o: string) => OUTCOMES.find((x) => x.value === o)?.label ?? o,
                },
                { title: 'Notes', dataIndex: 'notes' },
                { title: 'By', dataIndex: 'staffName' },
              ]}
            />
          </Card>
          <Card size="small" title="History">
            <Table
              size="small"
              pagination={false}
              rowKey={(r) => `${r.businessDate}-${r.toStatus}-${r.reason}`}
              dataSource={data.history}
              columns={[
                { title: 'Date', dataIndex: 'businessDate', render: day },
                { title: 'From', dataIndex: 'fromStatus', render: statusName },
                { title: 'To', dataIndex: 'toStatus', render: statusName },
                { title: 'Why', dataIndex: 'reason' },
              ]}
            />
            <Table
              size="small"
              style={{ marginTop: 12 }}
              pagination={false}
              rowKey="receiptNo"
              dataSource={data.payments}
              locale={{ emptyText: dark('No payments yet') }}
              columns={[
                { title: 'Receipt', dataIndex: 'receiptNo' },
                { title: 'Paid on', dataIndex: 'paidOn', render: day },
                { title: 'Amount', dataIndex: 'amountCents', render: (c: number) => peso(c) },
                { title: 'Reversed', dataIndex: 'reversed', render: (r: boolean) => (r ? 'Yes' : 'No') },
              ]}
            />
          </Card>
        </Space>
      )}
    </Drawer>
  );
}

function Queue({ bucket, supervisor }: { bucket: Bucket; supervisor: boolean }) {
  const { data, error, refetch } = useCollectionQueue(bucket);
  const collectors = useCollectors(supervisor);
  const assignCollector = useAssignCollector();
  const assignByRule = useAssignByRule();
  const [open, setOpen] = useState<string | null>(null);

  async function assign(orderNo: string, staffId: number) {
    try {
      await assignCollector.mutateAsync({ orderNo, staffId });
      void message.success(`Loan ${orderNo} assigned`);
    } catch (e) {
      void message.error((e as Error).message);
    }
  }
  async function byRule() {
    try {
      const r = await assignByRule.mutateAsync(bucket);
      void message.success(`${r.assigned} loans assigned in turn to ${r.collectors} collectors`);
    } catch (e) {
      void message.error((e as Error).message);
    }
  }

  if (error) return <Failed what="the queue" error={error} retry={refetch} />;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {supervisor && <Button onClick={() => void byRule()}>Assign unassigned loans in turn</Button>}
      <Table
        loading={!data}
        rowKey="orderNo"
        dataSource={data?.items ?? []}
        locale={{ emptyText: 'No loans in this bucket' }}
        columns={[
          {
            title: 'Loan',
            dataIndex: 'orderNo',
            render: (o: string) => (
              <Button type="link" onClick={() => setOpen(o)}>
                {o}
              </Button>
            ),
          },
          { title: 'Days past due', dataIndex: 'daysPastDue' },
          { title: 'Outstanding', dataIndex: 'outstandingCents', render: (c: number) => peso(c) },
          { title: 'Phone', dataIndex: 'phone' },
          {
            title: 'Collector',
            dataIndex: 'collectorId',
            render: (id: number | null, row: CollectionQueueItem) =>
              supervisor ? (
                <Select
                  aria-label={`Collector of ${row.orderNo}`}
                  style={{ width: 200 }}
                  placeholder="Not assigned"
                  value={id ?? undefined}
                  options={(collectors.data?.items ?? []).map((c) => ({ value: c.id, label: c.name }))}
                  onChange={(v: number) => void assign(row.orderNo, v)}
                />
              ) : (
                (row.collectorName ?? 'Not assigned')
              ),
          },
        ]}
      />
      {open && <LoanDrawer orderNo={open} onClose={() => setOpen(null)} />}
    </Space>
  );
}

function FiguresTab() {
  const { data, error, refetch } = useCollectionFigures();
  if (error) return <Failed what="the figures" error={error} retry={refetch} />;
  if (!data) return <Table loading />;
  const chart = data.buckets.map((b) => ({ label: bucketLabel(b.bucket), outstanding: b.outstandingCents / 100 }));
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Space size="large" wrap>
        <Statistic title={dark('Promises open')} value={data.promises.open} />
        <Statistic title={dark('Promises kept')} value={data.promises.kept} />
        <Statistic title={dark('Promises broken')} value={data.promises.broken} />
      </Space>
      <Card size="small" title="Outstanding by days past due (pesos)">
        <div
          role="img"
          aria-label={`Outstanding: ${data.buckets.map((b) => `${bucketLabel(b.bucket)} ${peso(b.outstandingCents)}`).join(', ')}`}
        >
          <ResponsiveContainer width="100%" height={220}>
            <BarChart data={chart}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="label" />
              <YAxis />
              <Tooltip />
              <Legend />
              <Bar dataKey="outstanding" name="Outstanding" fill="#1f4e8c" />
            </BarChart>
          </ResponsiveContainer>
        </div>
      </Card>
      <Table
        size="small"
        pagination={false}
        rowKey="bucket"
        dataSource={data.buckets}
        columns={[
          { title: 'Days past due', dataIndex: 'bucket', render: bucketLabel },
          { title: 'Accounts', dataIndex: 'accounts' },
          { title: 'Not assigned', dataIndex: 'unassigned' },
          { title: 'Outstanding', dataIndex: 'outstandingCents', render: (c: number) => peso(c) },
        ]}
      />
      <Table
        size="small"
        pagination={false}
        rowKey="id"
        dataSource={data.collectors}
        locale={{ emptyText: 'No collectors yet' }}
        columns={[
          { title: 'Collector', dataIndex: 'name' },
          { title: 'Accounts', dataIndex: 'accounts' },
          { title: 'Collected', dataIndex: 'collectedCents', render: (c: number) => peso(c) },
        ]}
      />
    </Space>
  );
}

export default function CollectionsPage({ role }: SectionProps) {
  const supervisor = hasRole(role, 'collections_supervisor');
  const [bucket, setBucket] = useState<Bucket>('1-7');
  const [open, setOpen] = useState<string | null>(null);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Typography.Title level={2}>Collections</Typography.Title>
      <Tabs
        items={[
          {
            key: 'queue',
            label: supervisor ? 'Queues' : 'My loans',
            children: (
              <Space direction="vertical" style={{ width: '100%' }}>
                <Tabs
                  activeKey={bucket}
                  onChange={(k) => setBucket(k as Bucket)}
                  items={BUCKETS.map((b) => ({ key: b, label: bucketLabel(b) }))}
                />
                <Queue key={bucket} bucket={bucket} supervisor={supervisor} />
              </Space>
            ),
          },
          // Beside the queue, not before it: the queue stays the tab a collector lands on (decision 127).
          { key: 'worklist', label: 'My worklist', children: <WorklistTab onOpen={setOpen} /> },
          { key: 'plans', label: 'Plans', children: <PlansTab onOpen={setOpen} /> },
          ...(supervisor
            ? [
                { key: 'figures', label: 'Figures', children: <FiguresTab /> },
                { key: 'roll-rates', label: 'Roll rates', children: <RollRatesTab /> },
                { key: 'reports', label: 'Reports', children: <ReportsTab /> },
                { key: 'scripts', label: 'Call scripts', children: <ScriptsTab /> },
              ]
            : []),
        ]}
      />
      {open && <LoanDrawer orderNo={open} onClose={() => setOpen(null)} />}
    </Space>
  );
}
