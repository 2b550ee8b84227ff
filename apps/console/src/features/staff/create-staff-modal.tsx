// A new staff account: the admin sets a first password and hands it over out of band.
import { useState } from 'react';
import { Alert, Form, Input, Modal, Select } from 'antd';
import type { StaffRole } from '@lendwell/contracts';
import { useCreateStaff } from './api/create-staff';
import { ROLE_OPTIONS } from './roles';

type Values = { email: string; name: string; role: StaffRole; password: string };

export function CreateStaffModal({ onDone, onClose }: { onDone: (email: string) => void; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const [error, setError] = useState('');
  const createStaff = useCreateStaff();
  const saving = createStaff.isPending;

  async function save() {
    // A refused field shows its message under the field; nothing is sent.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setError('');
    try {
      await createStaff.mutateAsync(values);
      onDone(values.email);
    } catch (e) {
      setError((e as Error).message);
    }
  }

  return (
    <Modal
      open
      title="Add a staff member"
      okText="Create account"
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ role: 'agent' }} requiredMark={false}>
        <Form.Item
          name="email"
          label="Email"
          rules={[{ required: true, type: 'email', message: 'Email: enter a work email address' }]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="name"
          label="Name"
          rules={[{ required: true, whitespace: true, message: 'Name: enter the person’s name' }]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="role" label="Role">
          <Select options={ROLE_OPTIONS} />
        </Form.Item>
        <Form.Item
          name="password"
          label="First password"
          extra="At least 12 characters. Share it privately; it is stored only as an argon2 hash."
          rules={[{ required: true, min: 12, message: 'First password: at least 12 characters' }]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
      {error && <Alert type="error" showIcon title={error} />}
    </Modal>
  );
}
