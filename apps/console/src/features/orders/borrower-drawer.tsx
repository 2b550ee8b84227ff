// The borrower's file behind an order (decision 108), read-only: who they are (phone and ID number masked),
// every order, payment, document, complaint, collector's contact and certify record. An order number opens
// the order itself, where finance acts.
import { Button, Descriptions, Drawer, Empty, Space, Table, Tag, Typography } from 'antd';
import { orderStatusName, PAYMENT_SOURCE_WORDS } from '@lendwell/contracts/constants';
import type { BorrowerFile } from '@lendwell/contracts';
import { peso } from '../../lib/api';
import { day, when } from '../../lib/when';
import { AmlRisk } from '../../components/aml-risk';
import { useBorrowerFile } from './api/get-borrower-file';
import { LoadFailure } from '../../components/load-failure';

type Row<K extends keyof BorrowerFile> = BorrowerFile[K] extends (infer T)[] ? T : never;

const CHANNEL_WORDS: Record<string, string> = { call: 'Call', sms: 'SMS', email: 'E-mail', visit: 'Visit' };
const OUTCOME_WORDS: Record<string, string> = {
  reached: 'Reached',
  no_answer: 'No answer',
  promised: 'Promised to pay',
  refused: 'Refused',
  wrong_number: 'Wrong number',
  left_message: 'Left a message',
};
const CONSENT_WORDS: Record<string, string> = {
  privacy_notice: 'Privacy notice',
  marketing: 'Offers and news (marketing)',
  contact_other_hours: 'Contact outside the usual hours',
};
const CONSENT_ACTION_WORDS: Record<string, string> = { shown: 'Shown', agreed: 'Agreed', withdrawn: 'Withdrawn' };
const COMPLAINT_WORDS: Record<string, string> = {
  submitted: 'Awaiting an answer',
  in_progress: 'Being handled',
  answered: 'Answered',
  rated: 'Rated',
};

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section style={{ marginTop: 24 }}>
      <Typography.Title level={5}>{title}</Typography.Title>
      {children}
    </section>
  );
}

export function BorrowerDrawer({
  orderNo,
  open,
  onOpenOrder,
  onClose,
  showAmlRisk = false,
}: {
  orderNo: string;
  open: boolean;
  /** The compliance officer (or an admin) sees the customer risk rating (decision 125). */
  showAmlRisk?: boolean;
  onOpenOrder: (orderNo: string) => void;
  onClose: () => void;
}) {
  const { data, error, refetch } = useBorrowerFile(orderNo);
  const who = data ? (data.borrower.fullName ?? data.borrower.phoneMasked) : orderNo;
  return (
    <Drawer title={`Borrower: ${who}`} open={open} onClose={onClose} size={1000}>
      {error && <LoadFailure error={error} onRetry={refetch} />}
      {data && (
        <>
          <Descriptions size="small" column={2} bordered>
            <Descriptions.Item label="Name">{data.borrower.fullName ?? 'Not given yet'}</Descriptions.Item>
            <Descriptions.Item label="Phone">{data.borrower.phoneMasked}</Descriptions.Item>
            <Descriptions.Item label="Government ID">
              {data.borrower.governmentId
                ? `${data.borrower.governmentId.typeName} ${data.borrower.governmentId.numberMasked}`
                : 'Not given yet'}
            </Descriptions.Item>
            <Descriptions.Item label="Registered">{day(data.borrower.registeredAt)}</Descriptions.Item>
          </Descriptions>

          {showAmlRisk && (
            <Section title="Customer risk (AML)">
              <AmlRisk orderNo={orderNo} />
            </Section>
          )}

          <Section title="Orders">
            <Table<Row<'orders'>>
              rowKey="orderNo"
              size="small"
              tableLayout="fixed"
              pagination={false}
              dataSource={data.orders}
              columns={[
                {
                  title: 'Order',
                  dataIndex: 'orderNo',
                  width: 170,
                  render: (no: string) => (
                    <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onOpenOrder(no)}>
                      {no}
                    </Button>
                  ),
                },
                { title: 'Product', dataIndex: 'productName' },
                { title: 'Amount', dataIndex: 'principalCents', align: 'right', width: 100, render: peso },
                { title: 'Applied', dataIndex: 'appliedOn', width: 100 },
                { title: 'Settled', dataIndex: 'settledOn', width: 100, render: (d: string | null) => d ?? '—' },
                {
                  title: 'Days past due',
                  dataIndex: 'daysPastDue',
                  align: 'right',
                  width: 70,
                  render: (d: number) => (d > 0 ? d : '—'),
                },
                { title: 'Status', dataIndex: 'status', width: 130, render: (s: number) => orderStatusName(s) },
              ]}
            />
          </Section>

          <Section title="Payments">
            <Table<Row<'payments'>>
              rowKey="paymentNo"
              size="small"
              tableLayout="fixed"
              pagination={false}
              dataSource={data.payments}
              locale={{ emptyText: 'No payments' }}
              columns={[
                {
                  title: 'Payment',
                  key: 'payment',
                  render: (_: unknown, p) => (
                    <>
                      <div style={{ wordBreak: 'break-all' }}>{p.paymentNo}</div>
                      <Typography.Text type="secondary">{PAYMENT_SOURCE_WORDS[p.source]}</Typography.Text>
                    </>
                  ),
                },
                { title: 'Order', dataIndex: 'orderNo', width: 160 },
                { title: 'Amount', dataIndex: 'amountCents', align: 'right', width: 100, render: peso },
                {
                  title: 'Status',
                  dataIndex: 'status',
                  width: 110,
                  render: (s: string, p) => (
                    <>
                      <div>{s === 'review' ? 'held for review' : s}</div>
                      {p.receiptNumber && <Typography.Text type="secondary">{p.receiptNumber}</Typography.Text>}
                    </>
                  ),
                },
                {
                  title: 'Created',
                  dataIndex: 'createdAt',
                  width: 130,
                  render: (at: string) => when(at),
                },
              ]}
            />
          </Section>

          <Section title="Documents">
            <Table<Row<'documents'>>
              rowKey={(d) => `${d.kind}:${d.orderNo}:${d.title}`}
              size="small"
              tableLayout="fixed"
              pagination={false}
              dataSource={data.documents}
              locale={{ emptyText: 'No documents yet' }}
              columns={[
                {
                  title: 'Document',
                  dataIndex: 'title',
                  ellipsis: true,
                  render: (t: string, d) => (
                    <>
                      {t}
                      {d.reversed && (
                        <Tag color="red" style={{ marginLeft: 8 }}>
                          reversed
                        </Tag>
                      )}
                    </>
                  ),
                },
                { title: 'Order', dataIndex: 'orderNo', width: 160 },
                {
                  title: 'Amount',
                  dataIndex: 'amountCents',
                  align: 'right',
                  width: 110,
                  render: (c: number | null) => (c === null ? '—' : peso(c)),
                },
                {
                  title: 'Issued',
                  dataIndex: 'issuedOn',
                  width: 120,
                  render: (d: string | null) => d ?? 'on request',
                },
              ]}
            />
          </Section>

          <Section title="Complaints">
            <Table<Row<'complaints'>>
              rowKey="id"
              size="small"
              tableLayout="fixed"
              pagination={false}
              dataSource={data.complaints}
              locale={{ emptyText: 'No complaints' }}
              columns={[
                { title: 'Type', dataIndex: 'typeTitle', width: 130, ellipsis: true },
                { title: 'Complaint', dataIndex: 'content', ellipsis: true },
                { title: 'Order', dataIndex: 'orderNo', width: 160, render: (n: string | null) => n ?? '—' },
                { title: 'Status', dataIndex: 'status', width: 130, render: (s: string) => COMPLAINT_WORDS[s] ?? s },
                {
                  title: 'Raised',
                  dataIndex: 'createdAt',
                  width: 130,
                  render: (at: string) => when(at),
                },
              ]}
            />
          </Section>

          <Section title="Contacts">
            <Table<Row<'contacts'>>
              rowKey={(c) => `${c.orderNo}:${c.at}`}
              size="small"
              tableLayout="fixed"
              pagination={false}
              dataSource={data.contacts}
              locale={{ emptyText: 'No contacts logged' }}
              columns={[
                { title: 'When', dataIndex: 'at', width: 130, render: (at: string) => when(at) },
                { title: 'Order', dataIndex: 'orderNo', width: 160 },
                {
                  title: 'Contact',
                  key: 'contact',
                  width: 170,
                  render: (_: unknown, c) =>
                    `${CHANNEL_WORDS[c.channel] ?? c.channel} · ${OUTCOME_WORDS[c.outcome] ?? c.outcome}`,
                },
                { title: 'Notes', dataIndex: 'notes', ellipsis: true, render: (n: string) => n || '—' },
                { title: 'By', dataIndex: 'byName', width: 120, ellipsis: true },
              ]}
            />
          </Section>

          <Section title="Consents">
            <Table<Row<'consents'>>
              rowKey={(c) => `${c.kind}:${c.action}:${c.at}`}
              size="small"
              tableLayout="fixed"
              pagination={false}
              dataSource={data.consents}
              locale={{ emptyText: 'No consents recorded' }}
              columns={[
                { title: 'When', dataIndex: 'at', width: 130, render: (at: string) => when(at) },
                { title: 'Consent', dataIndex: 'kind', width: 220, render: (k: string) => CONSENT_WORDS[k] ?? k },
                { title: 'What', dataIndex: 'action', width: 110, render: (a: string) => CONSENT_ACTION_WORDS[a] ?? a },
                { title: 'Notice version', dataIndex: 'noticeVersion', ellipsis: true },
              ]}
            />
          </Section>

          <Section title="Certify (KYC)">
            <Space direction="vertical" style={{ width: '100%' }}>
              {data.kyc.map((step) => (
                <Descriptions
                  key={step.step}
                  size="small"
                  column={2}
                  bordered
                  title={step.title}
                  extra={
                    <Typography.Text type="secondary">
                      {step.savedAt ? `Saved ${when(step.savedAt)}` : 'Not saved yet'}
                    </Typography.Text>
                  }
                >
                  {step.rows.map((r) => (
                    <Descriptions.Item key={r.code} label={r.title}>
                      {r.value}
                    </Descriptions.Item>
                  ))}
                </Descriptions>
              ))}
              {data.kyc.every((s) => s.rows.length === 0) && <Empty description="No certify answers yet" />}
            </Space>
          </Section>
        </>
      )}
    </Drawer>
  );
}
