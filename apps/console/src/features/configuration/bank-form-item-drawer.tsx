// Adds or edits an item of the borrower's payout-account form (spec: card-init's items). The title, placeholder
// and option names have a Filipino beside the English (decision 132); without it a Filipino reader sees the English.
import { Alert, Button, Col, Drawer, Form, Input, InputNumber, Row, Select, Space, Switch, type FormRule } from 'antd';
import type { ConsoleBankFormItem, ConsoleBankFormItemInput } from '@lendwell/contracts';
import { required } from './form-rules';
import { useSaveBankFormItem } from './api/save-bank-form-item';
import { useServerSave } from './server-errors';

export const CARD_TYPES = [
  { value: 0, label: 'Every card type' },
  { value: 1, label: 'Bank account' },
  { value: 2, label: 'E-wallet' },
];
const CATES: { value: ConsoleBankFormItemInput['cate']; label: string }[] = [
  { value: 'text', label: 'Text (digits)' },
  { value: 'enum', label: 'Choice (enum)' },
  { value: 'citySelect', label: 'City' },
  { value: 'day', label: 'Day of the month' },
];
const INPUT_TYPES: { value: ConsoleBankFormItemInput['inputType']; label: string }[] = [
  { value: 'text', label: 'Text' },
  { value: 'number', label: 'Number' },
  { value: 'bankCard', label: 'Account number (groups of 4)' },
  { value: 'phone', label: 'Mobile number' },
  { value: 'channel', label: 'Payout channel picker' },
];

type Values = Omit<ConsoleBankFormItemInput, 'channelNumber'> & { channelNumber: string };

const minNotAboveMax: FormRule = ({ getFieldValue }) => ({
  validator: async (_rule, min: number) => {
    if (min > getFieldValue('maxLength')) throw new Error('Min length: must not be more than max length');
  },
});
const atLeastOneOption = {
  validator: async (_rule: unknown, options: unknown[] | undefined) => {
    if (!options || options.length === 0) throw new Error('Options: a choice needs at least one option');
  },
};

const blank: Values = {
  code: '',
  title: '',
  subtitle: '',
  titleFil: '',
  subtitleFil: '',
  cate: 'text',
  inputType: 'text',
  cardTypeMi: 1,
  channelNumber: '',
  options: [],
  required: true,
  minLength: 0,
  maxLength: 64,
  secret: false,
  sort: 0,
};

export function BankFormItemDrawer({
  item,
  onClose,
  onSaved,
}: {
  item?: ConsoleBankFormItem;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const saveItem = useSaveBankFormItem();
  const cate = Form.useWatch('cate', form) ?? item?.cate ?? 'text';

  const { busy, problem, save } = useServerSave<Values>(form, async (values) => {
    // Options belong to a choice and secrecy to a text item; hidden fields send their neutral value.
    const body = {
      ...values,
      channelNumber: values.channelNumber?.trim() || null,
      options: values.cate === 'enum' ? (values.options ?? []) : [],
      secret: values.cate === 'text' && values.secret,
    };
    await saveItem.mutateAsync({ id: item?.id, item: body });
    onSaved();
  });

  return (
    <Drawer
      open
      size={680}
      title={item ? `Edit form item ${item.code}` : 'New form item'}
      onClose={onClose}
      extra={
        <Space>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="primary" loading={busy} onClick={() => form.submit()}>
            Save
          </Button>
        </Space>
      }
    >
      {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 16 }} />}
      <Form
        form={form}
        layout="vertical"
        initialValues={item ? { ...item, channelNumber: item.channelNumber ?? '' } : blank}
        onFinish={(values) => void save(values)}
        requiredMark={false}
      >
        <Row gutter={16}>
          <Col span={8}>
            <Form.Item
              name="code"
              label="Code"
              rules={[
                required('Code'),
                { pattern: /^[A-Za-z][A-Za-z0-9_]{0,39}$/, message: 'Code: a letter, then letters, digits or _' },
              ]}
            >
              <Input placeholder="accountNo" />
            </Form.Item>
          </Col>
          <Col span={16}>
            <Form.Item name="title" label="Title" rules={[required('Title')]}>
              <Input maxLength={60} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="subtitle" label="Placeholder">
          <Input maxLength={100} />
        </Form.Item>
        <Row gutter={16}>
          <Col span={10}>
            <Form.Item name="titleFil" label="Title (Filipino)">
              <Input maxLength={60} placeholder="e.g. Bangko" />
            </Form.Item>
          </Col>
          <Col span={14}>
            <Form.Item name="subtitleFil" label="Placeholder (Filipino)">
              <Input maxLength={100} placeholder="e.g. Piliin ang iyong bangko" />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          <Col span={8}>
            <Form.Item name="cardTypeMi" label="Card type">
              <Select options={CARD_TYPES} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="cate" label="Kind">
              <Select options={CATES} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="inputType" label="Input">
              <Select options={INPUT_TYPES} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="channelNumber" label="Only for channel" extra="Empty: always shown">
              <Input placeholder="90006" maxLength={20} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="sort" label="Position">
              <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="required" label="Required" valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          {cate === 'text' && (
            <>
              <Col span={8}>
                <Form.Item name="minLength" label="Min length" dependencies={['maxLength']} rules={[minNotAboveMax]}>
                  <InputNumber min={0} max={64} precision={0} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
              <Col span={8}>
                <Form.Item name="maxLength" label="Max length">
                  <InputNumber min={1} max={64} precision={0} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
              <Col span={8}>
                <Form.Item name="secret" label="Secret (encrypted, shown masked)" valuePropName="checked">
                  <Switch />
                </Form.Item>
              </Col>
            </>
          )}
        </Row>
        {cate === 'enum' && (
          <Form.List name="options" rules={[atLeastOneOption]}>
            {(fields, { add, remove }, { errors }) => (
              <Form.Item label="Options (what the borrower sees · in Filipino, if it differs · the value sent)">
                {fields.map((field, i) => (
                  <Space key={field.key} align="start" style={{ display: 'flex' }}>
                    <Form.Item
                      name={[field.name, 'name']}
                      rules={[required(`Option ${i + 1} name`)]}
                      style={{ width: 220, marginBottom: 8 }}
                    >
                      <Input aria-label={`Option ${i + 1} name`} placeholder="BDO Unibank" />
                    </Form.Item>
                    <Form.Item name={[field.name, 'nameFil']} style={{ width: 220, marginBottom: 8 }}>
                      <Input aria-label={`Option ${i + 1} name (Filipino)`} placeholder="InstaPay (agad-agad)" />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'type']}
                      rules={[required(`Option ${i + 1} value`)]}
                      style={{ width: 120, marginBottom: 8 }}
                    >
                      <Input aria-label={`Option ${i + 1} value`} placeholder="BDO" />
                    </Form.Item>
                    <Button aria-label={`Remove option ${i + 1}`} onClick={() => remove(field.name)}>
                      ✕
                    </Button>
                  </Space>
                ))}
                <Button onClick={() => add({ name: '', type: '' })}>Add option</Button>
                <Form.ErrorList errors={errors} />
              </Form.Item>
            )}
          </Form.List>
        )}
      </Form>
    </Drawer>
  );
}
