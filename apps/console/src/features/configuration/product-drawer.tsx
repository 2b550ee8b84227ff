// Edits a product's terms. Amounts in pesos and rates in percent are typed as text and sent as
// centavos and basis points; the server's compliance guard may still refuse, naming the field,
// and its message shows under that field. A save writes a new version; orders keep theirs. When a second
// admin must approve product changes (decision 123) the save is proposed instead and needs the reason.
import {
  Alert,
  Button,
  Col,
  Divider,
  Drawer,
  Form,
  Input,
  InputNumber,
  Row,
  Select,
  Space,
  Switch,
  Typography,
} from 'antd';
import type { ConsoleProduct, ConsoleProductTerms, ProposedAnswer } from '@lendwell/contracts';
import { bpsToPercentText, centsToPesosText } from '@lendwell/contracts/money-format';
import { assetUrlRule, bps, cents, percentRule, pesosRule, required } from './form-rules';
import { useSaveProduct } from './api/save-product';
import { useServerSave } from './server-errors';

type Values = Omit<ConsoleProductTerms, `${string}Cents` | `${string}Bps` | 'overdueTiers'> & {
  minAmountCents: string;
  maxAmountCents: string;
  amountStepCents: string;
  defaultAmountCents: string;
  defaultPenaltyNewCents: string;
  defaultPenaltyRepeatCents: string;
  monthlyInterestRateBps: string;
  serviceFeeBps: string;
  rolloverFeeBps: string;
  overdueTiers: { fromDay: number; toDay: number | null; monthlyRateBps: string }[];
  /** Why, when the change waits for a second admin. */
  reason?: string;
};

const PESO_FIELDS = [
  'minAmountCents',
  'maxAmountCents',
  'amountStepCents',
  'defaultAmountCents',
  'defaultPenaltyNewCents',
  'defaultPenaltyRepeatCents',
] as const;
const PERCENT_FIELDS = ['monthlyInterestRateBps', 'serviceFeeBps', 'rolloverFeeBps'] as const;

function toValues(t: ConsoleProductTerms): Values {
  return {
    ...t,
    ...(Object.fromEntries(PESO_FIELDS.map((f) => [f, centsToPesosText(t[f])])) as Record<
      (typeof PESO_FIELDS)[number],
      string
    >),
    ...(Object.fromEntries(PERCENT_FIELDS.map((f) => [f, bpsToPercentText(t[f])])) as Record<
      (typeof PERCENT_FIELDS)[number],
      string
    >),
    overdueTiers: t.overdueTiers.map((tier) => ({ ...tier, monthlyRateBps: bpsToPercentText(tier.monthlyRateBps) })),
  };
}

function toTerms({ reason: _reason, ...v }: Values): ConsoleProductTerms {
  return {
    ...v,
    ...(Object.fromEntries(PESO_FIELDS.map((f) => [f, cents(v[f])])) as Record<(typeof PESO_FIELDS)[number], number>),
    ...(Object.fromEntries(PERCENT_FIELDS.map((f) => [f, bps(v[f])])) as Record<
      (typeof PERCENT_FIELDS)[number],
      number
    >),
    overdueTiers: v.overdueTiers.map((t) => ({
      fromDay: t.fromDay,
      toDay: t.toDay ?? null,
      monthlyRateBps: bps(t.monthlyRateBps),
    })),
  };
}

const pesoItem = (name: (typeof PESO_FIELDS)[number], label: string) => (
  <Form.Item name={name} label={`${label} (₱)`} rules={[pesosRule(label)]}>
    <Input prefix="₱" inputMode="decimal" />
  </Form.Item>
);
const percentItem = (name: (typeof PERCENT_FIELDS)[number], label: string, extra?: string) => (
  <Form.Item name={name} label={`${label} (%)`} rules={[percentRule(label)]} extra={extra}>
    <Input suffix="%" inputMode="decimal" />
  </Form.Item>
);

export function ProductDrawer({
  product,
  onClose,
  onSaved,
}: {
  product: ConsoleProduct;
  onClose: () => void;
  onSaved: (saved: ConsoleProduct | ProposedAnswer) => void;
}) {
  const [form] = Form.useForm<Values>();
  const saveProduct = useSaveProduct();

  const { busy, problem, save } = useServerSave<Values>(
    form,
    async (values) => {
      const reason = values.reason?.trim() || undefined;
      onSaved(await saveProduct.mutateAsync({ id: product.id, change: { ...toTerms(values), reason } }));
    },
    'Not saved: see the fields marked below.',
  );

  return (
    <Drawer
      open
      size={760}
      title={`Edit ${product.code}`}
      onClose={onClose}
      extra={
        <Space>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="primary" loading={busy} onClick={() => form.submit()}>
            Save as new version
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">
        Saving writes version {product.versionCount + 1}. Orders already made keep the terms they were priced with.
        Loans of up to ₱10,000 and 124 days must meet the SEC caps
        {product.capPolicy ? '' : ' (this product is outside the cap policy)'}.
      </Typography.Paragraph>
      {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 16 }} />}
      <Form
        form={form}
        layout="vertical"
        initialValues={toValues(product.terms)}
        onFinish={(values) => void save(values)}
        requiredMark={false}
      >
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="name" label="Name" rules={[required('Name')]}>
              <Input maxLength={60} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="logoUrl" label="Logo" rules={[required('Logo'), assetUrlRule('Logo')]}>
              <Input />
            </Form.Item>
          </Col>
        </Row>
        <Divider titlePlacement="start">Amounts</Divider>
        <Row gutter={16}>
          <Col span={6}>{pesoItem('minAmountCents', 'Minimum')}</Col>
          <Col span={6}>{pesoItem('maxAmountCents', 'Maximum')}</Col>
          <Col span={6}>{pesoItem('amountStepCents', 'Step')}</Col>
          <Col span={6}>{pesoItem('defaultAmountCents', 'Default')}</Col>
        </Row>
        <Divider titlePlacement="start">Term and charges</Divider>
        <Row gutter={16}>
          <Col span={6}>
            <Form.Item
              name="periods"
              label="Installments"
              rules={[{ required: true, message: 'Installments is required' }]}
            >
              <InputNumber min={1} max={52} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item
              name="periodDays"
              label="Days apart"
              rules={[{ required: true, message: 'Days apart is required' }]}
            >
              <InputNumber min={1} max={365} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={6}>{percentItem('monthlyInterestRateBps', 'Interest a month')}</Col>
          <Col span={6}>{percentItem('serviceFeeBps', 'Service fee')}</Col>
          <Col span={6}>
            <Form.Item name="feeTiming" label="Fee taken">
              <Select
                options={[
                  { value: 'upfront', label: 'Upfront (deducted)' },
                  { value: 'added', label: 'With installments' },
                ]}
              />
            </Form.Item>
          </Col>
          <Col span={6}>{percentItem('rolloverFeeBps', 'Rollover fee')}</Col>
          <Col span={6}>
            <Form.Item name="dueSoonDays" label="Due soon (days before)">
              <InputNumber min={0} max={30} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Divider titlePlacement="start">When late</Divider>
        <Row gutter={16}>
          <Col span={12}>{pesoItem('defaultPenaltyNewCents', 'One-time penalty, new client')}</Col>
          <Col span={12}>{pesoItem('defaultPenaltyRepeatCents', 'One-time penalty, repeat client')}</Col>
        </Row>
        <Form.List name="overdueTiers">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field, i) => (
                <Row gutter={16} key={field.key} align="top">
                  <Col span={6}>
                    <Form.Item name={[field.name, 'fromDay']} label={i === 0 ? 'Overdue from day' : undefined}>
                      <InputNumber
                        aria-label={`Tier ${i + 1} from day`}
                        min={1}
                        precision={0}
                        style={{ width: '100%' }}
                      />
                    </Form.Item>
                  </Col>
                  <Col span={6}>
                    <Form.Item name={[field.name, 'toDay']} label={i === 0 ? 'To day (empty: onwards)' : undefined}>
                      <InputNumber
                        aria-label={`Tier ${i + 1} to day`}
                        min={1}
                        precision={0}
                        style={{ width: '100%' }}
                        placeholder="onwards"
                      />
                    </Form.Item>
                  </Col>
                  <Col span={8}>
                    <Form.Item
                      name={[field.name, 'monthlyRateBps']}
                      label={i === 0 ? 'Overdue interest a month (%)' : undefined}
                      rules={[percentRule(`Tier ${i + 1} rate`)]}
                    >
                      <Input aria-label={`Tier ${i + 1} rate`} suffix="%" inputMode="decimal" />
                    </Form.Item>
                  </Col>
                  <Col span={4} style={{ paddingTop: i === 0 ? 30 : 0 }}>
                    <Button disabled={fields.length === 1} onClick={() => remove(field.name)}>
                      Remove
                    </Button>
                  </Col>
                </Row>
              ))}
              <Button
                onClick={() => add({ fromDay: 1, toDay: null, monthlyRateBps: '0' })}
                style={{ marginBottom: 24 }}
              >
                Add tier
              </Button>
            </>
          )}
        </Form.List>
        <Divider titlePlacement="start">Shown to borrowers</Divider>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="tags" label="Tags">
              <Select mode="tags" maxCount={5} open={false} placeholder="Type a tag and press Enter" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="rangeDescription" label="Range description">
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col span={4}>
            <Form.Item name="recommended" label="Recommended" valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="tagsFil" label="Tags (Filipino)">
              <Select mode="tags" maxCount={5} open={false} placeholder="e.g. Walang collateral" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="rangeDescriptionFil"
              label="Range description (Filipino)"
              extra="Without the Filipino, borrowers reading Filipino see the English tags and range."
            >
              <Input maxLength={100} />
            </Form.Item>
          </Col>
        </Row>
        <Divider titlePlacement="start">Approval</Divider>
        <Form.Item
          name="reason"
          label="Reason for the change"
          extra="Needed when a second admin must approve product changes; kept with the proposal and in the audit log."
        >
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
