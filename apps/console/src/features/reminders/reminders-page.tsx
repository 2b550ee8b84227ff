// Reminders (admin): each product's schedule of SMS reminders and daily cap, and the
// words of each step with a preview. Every save is a new version, written to the audit log.
import { ActorName } from '../../components/actor-name';
import { useState } from 'react';
import { Alert, Button, Card, Input, InputNumber, Space, Table, Tag, Typography, message } from 'antd';
import type { ConsoleReminderSchedule, ConsoleTemplate } from '@lendwell/contracts';
import { useReminders } from './api/get-reminders';
import { usePreviewTemplate } from './api/preview-template';
import { useSaveSchedule } from './api/save-schedule';
import { useSaveTemplate } from './api/save-template';
import { LoadFailure } from '../../components/load-failure';

const STEP_LABEL: Record<string, string> = {
  before: 'Before the due date',
  due: 'On the due date',
  after: 'After the due date (overdue)',
};

const describe = (offset: number) =>
  offset === 0
    ? 'on the day'
    : `${Math.abs(offset)} day${Math.abs(offset) === 1 ? '' : 's'} ${offset < 0 ? 'before' : 'after'}`;

function TemplateCard({ template }: { template: ConsoleTemplate & { step: string } }) {
  const [body, setBody] = useState(template.body);
  const previewing = usePreviewTemplate();
  const saving = useSaveTemplate();
  const preview = previewing.data && previewing.variables === body ? previewing.data : null;
  const showPreview = () => previewing.mutate(body, { onError: (error) => void message.error(error.message) });
  const save = () =>
    saving.mutate(
      { step: template.step, body },
      {
        onSuccess: (saved) => void message.success(`Saved as version ${saved.version}`),
        onError: (error) => void message.error(error.message),
      },
    );
  return (
    <Card
      title={STEP_LABEL[template.step]}
      extra={
        <Tag>
          {template.version === 0 ? (
            'Built-in words (version 0)'
          ) : (
            <>
              Version {template.version} · <ActorName actor={template.actor} />
            </>
          )}
        </Tag>
      }
    >
      <Input.TextArea
        aria-label={`Message ${STEP_LABEL[template.step]}`}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        autoSize={{ minRows: 3, maxRows: 6 }}
        maxLength={480}
      />
      <Space style={{ marginTop: 12 }}>
        <Button onClick={showPreview} loading={previewing.isPending}>
          Preview
        </Button>
        <Button type="primary" loading={saving.isPending} disabled={body === template.body} onClick={save}>
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

function ScheduleRow({ schedule }: { schedule: ConsoleReminderSchedule }) {
  const [days, setDays] = useState(schedule.offsetsDays.join(', '));
  const [cap, setCap] = useState<number | null>(schedule.maxPerDay);
  const saving = useSaveSchedule();
  const save = () => {
    const offsetsDays = days
      .split(/[,\s]+/)
      .filter(Boolean)
      .map((d) => Number(d.replace('−', '-')));
    saving.mutate(
      { productId: schedule.productId, offsetsDays, maxPerDay: cap },
      {
        onSuccess: () => void message.success(`${schedule.productName}: schedule saved`),
        onError: (error) => void message.error(error.message),
      },
    );
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
      <Button onClick={save} loading={saving.isPending}>
        Save
      </Button>
    </Space>
  );
}

export default function RemindersPage() {
  const { data, error, isPending, refetch } = useReminders();
  return (
    <>
      <Typography.Title level={3}>Reminders</Typography.Title>
      <Typography.Paragraph>
        Payment reminders go by SMS and to the borrower&apos;s messages in the app, only between 6:00 AM and 10:00 PM
        Manila time (a reminder due at night waits for the morning), never to references. Days are counted from the due
        date: −3 is three days before, 0 the due date, 7 a week after.
      </Typography.Paragraph>
      {error && (
        <LoadFailure
          error={error}
          onRetry={refetch}
          what="The reminders could not be loaded"
          style={{ marginBottom: 16 }}
        />
      )}
      <Typography.Title level={4}>Schedule per product</Typography.Title>
      <Table<ConsoleReminderSchedule>
        rowKey="productId"
        size="small"
        loading={isPending}
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
            render: (_, s) => <ScheduleRow key={`${s.productId}-${s.offsetsDays.join()}`} schedule={s} />,
          },
        ]}
      />
      <Typography.Title level={4} style={{ marginTop: 24 }}>
        Messages
      </Typography.Title>
      <Typography.Paragraph>Variables: {(data?.variables ?? []).map((v) => `{${v}}`).join(', ')}</Typography.Paragraph>
      <Space direction="vertical" style={{ width: '100%' }} size="middle">
        {(data?.templates ?? []).map((t) => (
          <TemplateCard key={`${t.step}-${t.version}`} template={t} />
        ))}
      </Space>
    </>
  );
}
