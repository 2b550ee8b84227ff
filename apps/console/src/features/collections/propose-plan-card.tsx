// "Propose a plan" (decision 128): the collector picks the first date and the number of payments, previews the
// payment plan, restructure and settlement with every payment and the total, and sends one to the borrower, who
// accepts it in the app with an SMS code; Approvals then decides it where the settings ask.
import { useState } from 'react';
import { LoadFailure } from '../../components/load-failure';
import { Alert, Button, Card, DatePicker, Form, InputNumber, Space, Table, Typography, message } from 'antd';
import type { PlanKindKey, PlanOfferView } from '@lendwell/contracts';
import { peso } from '../../lib/api';
import { day } from '../../lib/when';
import { usePlanOffers, type PlanAsk } from './api/get-plan-offers';
import { useProposePlan } from './api/propose-plan';

const KIND_NAMES: Record<PlanKindKey, string> = {
  payment_plan: 'Payment plan (overdue amount over new installments, no charge)',
  restructure: 'Restructure (longer term, interest for the extra time)',
  settlement: 'Settlement (discounted payoff by a date)',
};

type Values = { firstDueOn: { format: (f: string) => string }; installmentCount: number };

function OfferPreview({ offer, onSend, sending }: { offer: PlanOfferView; onSend: () => void; sending: boolean }) {
  const extra =
    offer.kind === 'settlement'
      ? `${peso(offer.discountCents)} waived if paid by ${day(offer.payByOn)}`
      : offer.newChargesCents > 0
        ? `${peso(offer.newChargesCents)} interest added`
        : 'No charge added';
  return (
    <Card
      size="small"
      title={KIND_NAMES[offer.kind]}
      extra={
        <Button type="primary" onClick={onSend} loading={sending}>
          Send to the borrower
        </Button>
      }
    >
      <Typography.Paragraph style={{ marginBottom: 8 }}>
        Total to pay {peso(offer.totalToPayCents)} · {extra}
        {offer.loanChargesCents > 0 && offer.kind !== 'settlement'
          ? ` · late charges of ${peso(offer.loanChargesCents)} paid with the first payment`
          : ''}
      </Typography.Paragraph>
      <Table
        size="small"
        tableLayout="fixed"
        pagination={false}
        rowKey="seq"
        dataSource={offer.installments}
        columns={[
          { title: 'Payment', key: 'n', render: (_: unknown, _r: unknown, i: number) => i + 1, width: 90 },
          { title: 'Due on', dataIndex: 'dueOn', render: day },
          { title: 'Amount', dataIndex: 'amountCents', render: peso, align: 'right' },
        ]}
      />
    </Card>
  );
}

export function ProposePlanCard({ orderNo }: { orderNo: string }) {
  const [ask, setAsk] = useState<PlanAsk | null>(null);
  const offers = usePlanOffers(orderNo, ask);
  const propose = useProposePlan();

  const send = (kind: PlanKindKey) => {
    if (!ask) return;
    propose.mutate(
      { orderNo, request: { kind, ...ask } },
      {
        onSuccess: () => void message.success('Sent to the borrower: they accept it in the app with an SMS code.'),
        onError: (error) => void message.error(error.message),
      },
    );
  };

  return (
    <Card size="small" title="Propose a plan">
      <Form<Values>
        layout="inline"
        initialValues={{ installmentCount: 3 }}
        onFinish={(v) =>
          setAsk({ firstDueOn: v.firstDueOn.format('YYYY-MM-DD'), installmentCount: v.installmentCount })
        }
      >
        <Form.Item name="firstDueOn" label="First payment on" rules={[{ required: true, message: 'Choose the date' }]}>
          <DatePicker aria-label="First payment on" />
        </Form.Item>
        <Form.Item name="installmentCount" label="Payments" rules={[{ required: true, message: 'Enter 2 to 6' }]}>
          <InputNumber min={2} max={6} aria-label="Payments" />
        </Form.Item>
        <Button htmlType="submit">Preview the offers</Button>
      </Form>
      {offers.error ? (
        <LoadFailure
          style={{ marginTop: 12 }}
          what="Could not load the offers"
          error={offers.error}
          onRetry={offers.refetch}
        />
      ) : null}
      {offers.data ? (
        <Space direction="vertical" style={{ width: '100%', marginTop: 12 }}>
          {offers.data.offers.map((o) => (
            <OfferPreview key={o.kind} offer={o} onSend={() => send(o.kind)} sending={propose.isPending} />
          ))}
          {offers.data.refused.map((r) => (
            <Alert
              key={r.kind}
              type="info"
              showIcon
              message={`${KIND_NAMES[r.kind]}: not available`}
              description={r.reason}
            />
          ))}
        </Space>
      ) : null}
    </Card>
  );
}
