// Payments and reversals (finance): find an order, see its official receipts and
// statement (the borrower's own documents), and reverse a posted payment with a reason. The server
// recomputes the loan from the payment's value date; nothing posted is edited (decision 062).
import { day } from '../../lib/when';
import { useState } from 'react';
import { Button, Form, Input, Modal, Select, Space, Table, Typography, message } from 'antd';
import type { ServicingDocumentLinks } from '@lendwell/contracts';
import { peso } from '../../lib/api';
import { isProposed } from '../../lib/proposed';
import type { SectionProps } from '../../lib/section';
import { useOrderDocuments } from './api/get-order-documents';
import { useReversePayment } from './api/reverse-payment';
import { LoadFailure } from '../../components/load-failure';

/** Darker than antd's link blue, for contrast on the grey page. */
const LINK = { color: '#0032e8', textDecoration: 'underline' };

type Receipt = ServicingDocumentLinks['receipts'][number];
const REASONS = [
  { value: 'bounced', label: 'Bounced' },
  { value: 'chargeback', label: 'Chargeback notified by the provider' },
  { value: 'wrong_order', label: 'Posted to the wrong order' },
];

export default function ReversalsPage({ role }: SectionProps) {
  const [orderNo, setOrderNo] = useState('');
  // The order whose documents are shown: set by Show, so typing does not load on every key.
  const [shown, setShown] = useState('');
  const { data: links, error, refetch } = useOrderDocuments(shown);
  const reversePayment = useReversePayment();
  const [target, setTarget] = useState<Receipt | null>(null);
  const [form] = Form.useForm<{ reason: string; note: string; moveToOrderNo?: string }>();
  const reason = Form.useWatch('reason', form);

  const reverse = async () => {
    const values = await form.validateFields();
    try {
      const done = await reversePayment.mutateAsync({
        orderNo: links!.orderNo,
        receiptNo: target!.receiptNo,
        ...values,
        moveToOrderNo: values.moveToOrderNo || undefined,
      });
      // It may wait for a second person instead (decision 106).
      if (isProposed(done)) void message.info(done.message);
      else
        void message.success(
          `${done.receiptNumber} reversed: ${peso(done.reversedCents)}${done.moved ? `, moved to ${done.moved.orderNo}` : ''}`,
        );
      setTarget(null);
      form.resetFields();
    } catch (e) {
      void message.error((e as Error).message);
    }
  };

  return (
    <>
      <Typography.Title level={3}>Receipts and reversals</Typography.Title>
      <Typography.Paragraph>
        Official receipts and the statement of an order, as the borrower sees them. A reversal takes back a posted
        payment (bounced, chargeback, wrong order): the loan is recomputed from the day it was paid.
      </Typography.Paragraph>
      <Input.Search
        aria-label="Order number"
        placeholder="Order number, e.g. LW2026…"
        enterButton="Show"
        value={orderNo}
        onChange={(e) => setOrderNo(e.target.value)}
        onSearch={(v) => setShown(v.trim())}
        style={{ maxWidth: 420, marginBottom: 16 }}
      />
      {error && <LoadFailure error={error} onRetry={refetch} style={{ marginBottom: 16 }} />}
      {links && (
        <>
          <Space style={{ marginBottom: 12 }}>
            {links.statement ? (
              <>
                <a style={LINK} href={links.statement.html} target="_blank" rel="noreferrer">
                  Statement of account
                </a>
                <a style={LINK} href={links.statement.pdf}>
                  Statement (PDF)
                </a>
              </>
            ) : (
              <span>Not released yet: no statement.</span>
            )}
          </Space>
          <Table<Receipt>
            rowKey="receiptNo"
            size="small"
            pagination={false}
            dataSource={links.receipts}
            locale={{ emptyText: 'No payments on this order yet.' }}
            columns={[
              { title: 'Receipt', dataIndex: 'receiptNumber' },
              { title: 'Paid on', dataIndex: 'paidOn', render: day },
              { title: 'Amount', dataIndex: 'amountCents', render: (c: number) => peso(c) },
              {
                title: 'Status',
                dataIndex: 'reversed',
                render: (r: boolean) =>
                  r ? (
                    <strong style={{ color: '#a8071a' }}>Reversed</strong>
                  ) : (
                    <strong style={{ color: '#135200' }}>Valid</strong>
                  ),
              },
              {
                title: 'Documents',
                render: (_, r) => (
                  <Space>
                    <a style={LINK} href={r.html} target="_blank" rel="noreferrer">
                      Open {r.receiptNumber}
                    </a>
                    <a style={LINK} href={r.pdf}>
                      PDF
                    </a>
                  </Space>
                ),
              },
              {
                title: 'Action',
                render: (_, r) =>
                  role === 'finance' || role === 'admin' ? (
                    <Button danger disabled={r.reversed} onClick={() => setTarget(r)}>
                      Reverse {r.receiptNumber}
                    </Button>
                  ) : null,
              },
            ]}
          />
        </>
      )}
      <Modal
        open={target !== null}
        title={target ? `Reverse ${target.receiptNumber} (${peso(target.amountCents)})` : ''}
        okText="Reverse payment"
        okButtonProps={{ danger: true }}
        onOk={() => void reverse()}
        onCancel={() => setTarget(null)}
      >
        <Form form={form} layout="vertical" initialValues={{ reason: 'bounced', note: '' }}>
          <Form.Item name="reason" label="Reason" rules={[{ required: true, message: 'Choose a reason' }]}>
            <Select options={REASONS} aria-label="Reason" />
          </Form.Item>
          <Form.Item name="note" label="Note">
            <Input.TextArea maxLength={500} autoSize={{ minRows: 2 }} />
          </Form.Item>
          {reason === 'wrong_order' && (
            <Form.Item name="moveToOrderNo" label="Post the money to order">
              <Input placeholder="The order it was meant for" />
            </Form.Item>
          )}
        </Form>
      </Modal>
    </>
  );
}
