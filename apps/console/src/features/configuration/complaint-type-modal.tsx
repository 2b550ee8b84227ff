// Adds a complaint type (top level, or a sub-type of the collection type) or renames one. A type's
// value never changes once made: complaints keep their type by it. The title has a Filipino beside it (decision 132).
import { Alert, Form, Input, InputNumber, Modal } from 'antd';
import type { ConsoleComplaintType } from '@lendwell/contracts';
import { required } from './form-rules';
import { useSaveComplaintType } from './api/save-complaint-type';
import { useServerSave } from './server-errors';

type Values = { title: string; titleFil: string; sort: number; value?: number | null };

export type ComplaintTypeEdit =
  | { type: Pick<ConsoleComplaintType, 'id' | 'title' | 'titleFil' | 'sort'> }
  | { parent: Pick<ConsoleComplaintType, 'value' | 'title'> | null; sort: number };

export function ComplaintTypeModal({
  edit,
  onClose,
  onSaved,
}: {
  edit: ComplaintTypeEdit;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const saveType = useSaveComplaintType();
  const existing = 'type' in edit ? edit.type : null;
  const parent = 'parent' in edit ? edit.parent : null;
  const title = existing
    ? `Edit "${existing.title}"`
    : parent
      ? `New sub-type of "${parent.title}"`
      : 'New complaint type';

  const { busy, problem, save } = useServerSave<Values>(form, async (values) => {
    const titleFil = values.titleFil?.trim() ?? '';
    if (existing) await saveType.mutateAsync({ id: existing.id, title: values.title, titleFil, sort: values.sort });
    else
      await saveType.mutateAsync({
        parentValue: parent?.value ?? null,
        title: values.title,
        titleFil,
        sort: values.sort,
        ...(values.value ? { value: values.value } : {}),
      });
    onSaved();
  });

  return (
    <Modal open title={title} okText="Save" confirmLoading={busy} onOk={() => form.submit()} onCancel={onClose}>
      {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 16 }} />}
      <Form
        form={form}
        layout="vertical"
        initialValues={
          existing
            ? { title: existing.title, titleFil: existing.titleFil, sort: existing.sort }
            : { title: '', titleFil: '', sort: 'sort' in edit ? edit.sort : 0, value: null }
        }
        onFinish={(values) => void save(values)}
        requiredMark={false}
      >
        <Form.Item name="title" label="Title borrowers see" rules={[required('Title')]}>
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item
          name="titleFil"
          label="Title (Filipino)"
          extra="Optional: without it, borrowers reading Filipino see the English title."
        >
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item name="sort" label="Position">
          <InputNumber min={0} max={9999} precision={0} />
        </Form.Item>
        {!existing && (
          <Form.Item
            name="value"
            label="Value (optional)"
            extra="The number complaints are filed under; left empty, the next free one."
          >
            <InputNumber min={1} max={9999} precision={0} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
