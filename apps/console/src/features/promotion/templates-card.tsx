// Landing templates with their funnel: visits → clicks → codes sent → registrations.
import { useState } from 'react';
import { count } from '../../lib/when';
import { App as AntApp, Button, Card, Space, Table, Tag, Typography } from 'antd';
import type { PromotionTemplateItem } from '@lendwell/contracts';
import { formatBps } from '@lendwell/contracts/money-format';
import { usePromotionTemplates } from './api/get-promotion-templates';
import { useSetPromotionTemplateActive } from './api/set-promotion-template-active';
import { TemplateDrawer } from './template-drawer';
import { LoadFailure } from '../../components/load-failure';

const landingUrl = (id: number) => `/promotion#/registerTemplate?templateId=${id}`;
const num = count;

export function TemplatesCard() {
  const { message } = AntApp.useApp();
  const { data, error, isPending, refetch } = usePromotionTemplates();
  const setTemplateActive = useSetPromotionTemplateActive();
  // undefined: closed; null: a new template.
  const [editing, setEditing] = useState<PromotionTemplateItem | null>();

  async function setActive(row: PromotionTemplateItem, isActive: boolean) {
    try {
      await setTemplateActive.mutateAsync({ id: row.id, isActive });
      message.success(
        `${row.name} ${isActive ? 'is live again' : 'is switched off: its landing says the promotion has ended'}`,
      );
    } catch (e) {
      message.error((e as Error).message);
    }
  }

  return (
    <Card
      title="Landing templates"
      style={{ marginBottom: 16 }}
      extra={
        <Space>
          <Button onClick={() => void refetch()}>Refresh</Button>
          <Button type="primary" onClick={() => setEditing(null)}>
            New template
          </Button>
        </Space>
      }
    >
      {error && (
        <LoadFailure error={error} onRetry={refetch} what="Could not load the templates" style={{ marginBottom: 16 }} />
      )}
      <Table<PromotionTemplateItem>
        rowKey="id"
        size="small"
        loading={isPending}
        dataSource={data?.items ?? []}
        pagination={false}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 60 },
          {
            title: 'Template',
            width: 280,
            key: 'name',
            render: (_: unknown, row) => (
              <>
                <Typography.Text strong>{row.name}</Typography.Text>
                <br />
                <Typography.Text type="secondary">{row.headline}</Typography.Text>
              </>
            ),
          },
          {
            title: 'Status',
            dataIndex: 'isActive',
            width: 100,
            render: (on: boolean) => <Tag color={on ? 'green' : 'default'}>{on ? 'Active' : 'Inactive'}</Tag>,
          },
          { title: 'Visits', width: 80, dataIndex: 'visits', align: 'right', render: num },
          { title: 'Clicks', width: 80, dataIndex: 'clicks', align: 'right', render: num },
          { title: 'Codes sent', width: 100, dataIndex: 'codesSent', align: 'right', render: num },
          { title: 'Registrations', width: 110, dataIndex: 'registrations', align: 'right', render: num },
          {
            title: 'Conversion',
            width: 100,
            dataIndex: 'conversionBps',
            align: 'right',
            render: (bps: number, row) => (row.visits ? formatBps(bps) : '—'),
          },
          {
            title: '',
            key: 'actions',
            width: 240,
            render: (_: unknown, row) => (
              <Space size={4}>
                <Button size="small" href={landingUrl(row.id)} target="_blank" rel="noopener noreferrer">
                  Open
                </Button>
                <Button size="small" onClick={() => setEditing(row)}>
                  Edit
                </Button>
                <Button size="small" danger={row.isActive} onClick={() => void setActive(row, !row.isActive)}>
                  {row.isActive ? 'Deactivate' : 'Activate'}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
        Conversion is registrations per visit. Counts include every event since the template was created.
      </Typography.Paragraph>
      <TemplateDrawer
        template={editing}
        onClose={() => setEditing(undefined)}
        onSaved={() => {
          setEditing(undefined);
        }}
      />
    </Card>
  );
}
