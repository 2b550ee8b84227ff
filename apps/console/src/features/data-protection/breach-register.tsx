// The breach register (decision 126, NPC Circular 16-03): each breach with its 72-hour clock from discovery, what
// a notification must say, when the NPC and the subjects were told, and the notification's text to file.
import { useState } from 'react';
import { Button, Card, Form, Input, InputNumber, Modal, Space, Table, Tag, message } from 'antd';
import type { BreachBody, BreachView } from '@lendwell/contracts';
import { ActorName } from '../../components/actor-name';
import { when } from '../../lib/when';
import { useBreaches } from './api/get-breaches';
import { useLogBreach } from './api/log-breach';
import { useMarkBreachNotified } from './api/mark-breach-notified';
import { LoadFailure } from '../../components/load-failure';

function clock(b: BreachView) {
  if (b.npcNotifiedAt)
    return <Tag color={b.late ? 'warning' : 'success'}>{b.late ? 'Told the NPC late' : 'NPC told'}</Tag>;
  if (b.late) return <Tag color="error">Past the 72 hours</Tag>;
  return <Tag color="processing">{b.hoursLeft} hours left</Tag>;
}

function LogBreach({ onClose }: { onClose: () => void }) {
  const [form] = Form.useForm<Omit<BreachBody, 'discoveredAt'> & { discoveredAt: string }>();
  const logging = useLogBreach();
  const save = async () => {
    const values = await form.validateFields();
    try {
      await logging.mutateAsync({ ...values, discoveredAt: new Date(values.discoveredAt).toISOString() });
      void message.success('Breach logged; the 72-hour clock runs from its discovery');
      onClose();
    } catch (e) {
      void message.error((e as Error).message);
    }
  };
  const text = (label: string, name: keyof BreachBody, rows = 2) => (
    <Form.Item
      label={label}
      name={name}
      rules={[{ required: true, min: 3, message: `Please describe the ${label.toLowerCase()}.` }]}
    >
      <Input.TextArea rows={rows} />
    </Form.Item>
  );
  return (
    <Modal
      open
      title="Log a personal data breach"
      okText="Log breach"
      onOk={() => void save()}
      onCancel={onClose}
      confirmLoading={logging.isPending}
    >
      <Form form={form} layout="vertical" initialValues={{ subjectsAffected: 0 }}>
        <Form.Item
          label="Discovered at (your local time)"
          name="discoveredAt"
          rules={[{ required: true, message: 'Please give when it was discovered.' }]}
        >
          <Input type="datetime-local" />
        </Form.Item>
        {text('Nature of the breach', 'nature')}
        {text('Personal data involved', 'dataInvolved')}
        <Form.Item
          label="Data subjects affected"
          name="subjectsAffected"
          rules={[{ required: true, message: 'Please give how many people.' }]}
        >
          <InputNumber min={0} style={{ width: '100%' }} />
        </Form.Item>
        {text('Measures taken', 'measuresTaken')}
        {text('Data protection officer and contact', 'dpoContact', 1)}
      </Form>
    </Modal>
  );
}

export function BreachRegister() {
  const breaches = useBreaches();
  const notified = useMarkBreachNotified();
  const [logging, setLogging] = useState(false);
  const tell = (id: number, whom: 'npc' | 'subjects') =>
    notified.mutate({ id, whom }, { onError: (e) => void message.error(e.message) });
  return (
    <Card
      title="Breach register"
      size="small"
      extra={
        <Button type="primary" onClick={() => setLogging(true)}>
          Log a breach
        </Button>
      }
    >
      {breaches.error ? (
        <LoadFailure error={breaches.error} onRetry={() => breaches.refetch()} />
      ) : (
        <Table<BreachView>
          rowKey="id"
          loading={breaches.isLoading}
          dataSource={breaches.data ?? []}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          tableLayout="fixed"
          size="small"
          columns={[
            { title: 'Discovered', key: 'at', width: 140, render: (_, b) => when(b.discoveredAt) },
            { title: 'Notify by', key: 'by', width: 140, render: (_, b) => when(b.notifyBy) },
            { title: 'Clock', key: 'clock', width: 120, render: (_, b) => clock(b) },
            { title: 'What happened', dataIndex: 'nature', key: 'nature' },
            { title: 'People', dataIndex: 'subjectsAffected', key: 'n', width: 70 },
            {
              title: 'Actions',
              key: 'actions',
              width: 220,
              render: (_, b) => (
                <Space wrap size={4}>
                  {!b.npcNotifiedAt && (
                    <Button size="small" onClick={() => tell(b.id, 'npc')}>
                      NPC told
                    </Button>
                  )}
                  {!b.subjectsNotifiedAt && (
                    <Button size="small" onClick={() => tell(b.id, 'subjects')}>
                      People told
                    </Button>
                  )}
                  <Button size="small" href={`/api/console/privacy/breaches/${b.id}/notification.txt`} download>
                    Notification
                  </Button>
                </Space>
              ),
            },
          ]}
          expandable={{
            expandedRowRender: (b) => (
              <Space direction="vertical">
                <span>Personal data involved: {b.dataInvolved}</span>
                <span>Measures taken: {b.measuresTaken}</span>
                <span>Officer: {b.dpoContact}</span>
                <span>
                  Logged by <ActorName actor={b.loggedBy} />, {when(b.loggedAt)}
                </span>
              </Space>
            ),
          }}
        />
      )}
      {logging && <LogBreach onClose={() => setLogging(false)} />}
    </Card>
  );
}
