// Reminders (admin, issue 18): each product's schedule of SMS reminders and daily cap, and the
// words of each step with a preview. Every save is a new version, written to the audit log.
import { useState } from 'react';
import { Alert, Button, Card, Input, InputNumber, Space, Table, Tag, Typography, message } from 'antd';
import type { ConsoleReminders, ConsoleReminderSchedule, ConsoleTemplate } from '@lendwell/contracts';
import { get, post } from '../../lib/api';
import { useLoad } from '../../lib/use-load';

const STEP_LABEL: Record<string, string> = {
  before: 'Before the due date',
  due: 'On the due date',
  after: 'After the due date (overdue)',
};

const describe = (offset: number) =>
  offset === 0
    ? 'on the day'
    : `${Math.abs(offset)} day${Math.abs(offset) === 1 ? '' : 's'} ${offset < 0 ? 'before' : 'after'}`;

function TemplateCard({ template, onSaved }: { template: ConsoleTemplate & { step: string }; onSaved: () => void }) {
  const [body, setBody] = useState(template.body);
  const [preview, setPreview] = useState<{ text: string; problem: string | null } | null>(null);
  const [busy, setBusy] = useState(false);
  const showPreview = async () => setPreview(await post('/reminders/templates/preview', { body }));
  const save = async () => {
    setBusy(true);
    try {
      const saved = await post<{ version: number }>(`/reminders/templates/${template.step}`, { body });
      void message.success(`Saved as version ${saved.version}`);
      onSaved();
    } catch (error) {
      void message.error((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card
      title={STEP_LABEL[template.step]}
      extra={
        <Tag>
          {template.version === 0 ? 'Built-in words (version 0)' : `Version ${template.version} · ${template.actor}`}
        </Tag>
      }
    >
      <Input.TextArea
        aria-label={`Message ${STEP_LABEL[template.step]}`}
        value={body}
        onChange={(e) => {
          setBody(e.target.value);
          setPreview(null);
        }}
        autoSize={{ minRows: 3, maxRows: 6 }}
        maxLength={480}
      />
      <Space style={{ marginTop: 12 }}>
        <Button onClick={() => void showPreview()}>Preview</Button>
        <Button type="primary" loading={busy} disabled={body === template.body} onClick={() => void save()}>
          Save new version
        </Button>
      </Space>
      {preview && (
        <Alert
          style={{ marginTop: 12 }}
          type={preview.problem ? 'error' : 'info'}
          title={preview.problem ? `Cannot be sent: ${preview.problem}` : 'What a borrower reads'}
          description={preview.problem ? undefined : preview.text}
          showIcon
        />
      )}
    </Card>
  );
}

function ScheduleRow({ schedule, onSaved }: { schedule: ConsoleReminderSchedule; onSaved: () => void }) {
  const [days, setDays] = useState(schedule.offsetsDays.join(', '));
  const [cap, setCap] = useState<number | null>(schedule.maxPerDay);
  const save = async () => {
    const offsetsDays = days
      .split(/[,\s]+/)
      .filter(Boolean)
      .map((d) => Number(d.replace('−', '-')));
    try {
      await post(`/reminders/schedules/${schedule.productId}`, { offsetsDays, maxPerDay: cap });
      void message.success(`${schedule.productName}: schedule saved`);
      onSaved();
    } catch (error) {
      void message.error((error as Error).message);
    }
  };
  return (
    <Space wrap>
      <Input
        aria-label={`Reminder days for ${schedule.productName}`}
        value={days}
        onChange={(e) => setDays(e.target.value)}
        style={{ width: 220 }}
      />
      <InputNumber
        aria-label={`Reminders per day for ${schedule.productName}`}
        min={1}
        max={10}
        value={cap}
        onChange={setCap}
        addonAfter="a day at most"
      />
      <Button onClick={() => void save()}>Save</Button>
    </Space>
  );
}

export default function RemindersPage() {
  const { data, error, loading, reload } = useLoad('reminders', () => get<ConsoleReminders>('/reminders'));
  return (
    <>
      <Typography.Title level={3}>Reminders</Typography.Title>
      <Typography.Paragraph>
        Payment reminders go by SMS and to the borrower&apos;s messages in the app, only between 6:00 AM and 10:00 PM
        Manila time (a reminder due at night waits for the morning), never to references. Days are counted from the due
        date: −3 is three days before, 0 the due date, 7 a week after.
      </Typography.Paragraph>
      {error && (
        <Alert
          type="error"
          title={`The reminders could not be loaded: ${error}`}
          action={<Button onClick={reload}>Try again</Button>}
          showIcon
          style={{ marginBottom: 16 }}
        />
      )}
      <Typography.Title level={4}>Schedule per product</Typography.Title>
      <Table<ConsoleReminderSchedule>
        rowKey="productId"
        size="small"
        loading={loading}
        pagination={false}
        dataSource={data?.schedules ?? []}
        columns={[
          { title: 'Product', dataIndex: 'productName' },
          {
            title: 'In force',
            render: (_, s) => (
              <span>
                {s.offsetsDays.map(describe).join(' · ')} · at most {s.maxPerDay} a day{' '}
                {!s.custom && <Tag>default</Tag>}
              </span>
            ),
          },
          {
            title: 'Change',
            render: (_, s) => (
              <ScheduleRow key={`${s.productId}-${s.offsetsDays.join()}`} schedule={s} onSaved={reload} />
            ),
          },
        ]}
      />
      <Typography.Title level={4} style={{ marginTop: 24 }}>
        Messages
      </Typography.Title>
      <Typography.Paragraph>Variables: {(data?.variables ?? []).map((v) => `{${v}}`).join(', ')}</Typography.Paragraph>
      <Space direction="vertical" style={{ width: '100%' }} size="middle">
        {(data?.templates ?? []).map((t) => (
          <TemplateCard key={`${t.step}-${t.version}`} template={t} onSaved={reload} />
        ))}
      </Space>
    </>
  );
}
