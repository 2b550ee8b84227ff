// Adds or edits a payment instruction of a channel: a group title, a name and the steps in order, in English
// and, beside them, in Filipino (decision 132: a Filipino borrower reads the Filipino when it is written).
import { Alert, Button, Col, Form, Input, InputNumber, Modal, Row, Space } from 'antd';
import type { ConsoleChannel, ConsoleGuide } from '@lendwell/contracts';
import { assetUrlRule, required } from './form-rules';
import { useSaveGuide } from './api/save-guide';
import { useServerSave } from './server-errors';

type Values = {
  groupTitle: string;
  name: string;
  steps: string[];
  groupTitleFil: string;
  nameFil: string;
  stepsFil: string[];
  imageUrl: string;
  sort: number;
};

const atLeastOneStep = {
  validator: async (_rule: unknown, steps: string[] | undefined) => {
    if (!steps || steps.length === 0) throw new Error('Steps: add at least one step');
  },
};

/** The steps in order, in one language: each a line that can move up or down or go. */
function StepList({ name, label, optional }: { name: 'steps' | 'stepsFil'; label: string; optional?: boolean }) {
  const filipino = name === 'stepsFil' ? ' (Filipino)' : '';
  return (
    <Form.List name={name} rules={optional ? [] : [atLeastOneStep]}>
      {(fields, { add, remove, move }, { errors }) => (
        <Form.Item label={label} required={false}>
          {fields.map((field, i) => (
            <Space key={field.key} align="start" style={{ display: 'flex' }}>
              <span style={{ display: 'inline-block', width: 20, paddingTop: 5 }}>{i + 1}.</span>
              <Form.Item
                name={field.name}
                rules={[required(`Step ${i + 1}${filipino}`)]}
                style={{ width: 380, marginBottom: 8 }}
              >
                <Input aria-label={`Step ${i + 1}${filipino}`} maxLength={300} />
              </Form.Item>
              <Button aria-label={`Move step ${i + 1}${filipino} up`} disabled={i === 0} onClick={() => move(i, i - 1)}>
                ↑
              </Button>
              <Button
                aria-label={`Move step ${i + 1}${filipino} down`}
                disabled={i === fields.length - 1}
                onClick={() => move(i, i + 1)}
              >
                ↓
              </Button>
              <Button
                aria-label={`Remove step ${i + 1}${filipino}`}
                disabled={!optional && fields.length === 1}
                onClick={() => remove(field.name)}
              >
                ✕
              </Button>
            </Space>
          ))}
          <Button onClick={() => add('')} disabled={fields.length >= 12}>
            {filipino ? 'Add step in Filipino' : 'Add step'}
          </Button>
          <Form.ErrorList errors={errors} />
        </Form.Item>
      )}
    </Form.List>
  );
}

export function GuideModal({
  channel,
  guide,
  onClose,
  onSaved,
}: {
  channel: ConsoleChannel;
  guide?: ConsoleGuide;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const saveGuide = useSaveGuide();
  const initial: Values = guide ?? {
    groupTitle: channel.guides[0]?.groupTitle ?? '',
    name: '',
    steps: [''],
    groupTitleFil: channel.guides[0]?.groupTitleFil ?? '',
    nameFil: '',
    stepsFil: [],
    imageUrl: '',
    sort: channel.guides.length + 1,
  };

  const { busy, problem, save } = useServerSave<Values>(form, async (values) => {
    await saveGuide.mutateAsync({
      channelId: channel.id,
      guideId: guide?.id,
      guide: {
        ...values,
        steps: values.steps.map((s) => s.trim()),
        groupTitleFil: values.groupTitleFil?.trim() ?? '',
        nameFil: values.nameFil?.trim() ?? '',
        stepsFil: (values.stepsFil ?? []).map((s) => s.trim()),
        imageUrl: values.imageUrl?.trim() ?? '',
      },
    });
    onSaved();
  });

  return (
    <Modal
      open
      width={640}
      title={guide ? `Edit instruction: ${guide.name}` : `New instruction for ${channel.name}`}
      okText="Save"
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 16 }} />}
      <Form
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={(values) => void save(values)}
        requiredMark={false}
      >
        <Row gutter={16}>
          <Col flex="auto">
            <Form.Item name="groupTitle" label="Group title" rules={[required('Group title')]}>
              <Input maxLength={60} placeholder="e.g. Over the counter" />
            </Form.Item>
          </Col>
          <Col flex="120px">
            <Form.Item name="sort" label="Position">
              <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="name" label="Instruction name" rules={[required('Instruction name')]}>
          <Input maxLength={100} placeholder="e.g. Pay Bills in GCash" />
        </Form.Item>
        <StepList name="steps" label="Steps, in order" />
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="groupTitleFil" label="Group title (Filipino)">
              <Input maxLength={60} placeholder="e.g. Sa counter" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="nameFil" label="Instruction name (Filipino)">
              <Input maxLength={100} placeholder="e.g. Pay Bills sa GCash" />
            </Form.Item>
          </Col>
        </Row>
        <StepList
          name="stepsFil"
          label="Steps in Filipino (optional: without them, Filipino readers see the English)"
          optional
        />
        <Form.Item name="imageUrl" label="Picture (optional)" rules={[assetUrlRule('Picture')]}>
          <Input placeholder="/brand/guide-….svg" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
