// Payment channels in the order borrowers see them, each with its payment instructions (expand a row).
import { useState } from 'react';
import { App as AntApp, Button, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import type { ConsoleChannel, ConsoleGuide } from '@lendwell/contracts';
import { useDeleteGuide } from './api/delete-guide';
import { useChannels } from './api/get-channels';
import { ChannelModal } from './channel-modal';
import { GuideModal } from './guide-modal';
import { LoadFailure } from '../../components/load-failure';

const KIND: Record<string, string> = { ewallet: 'E-wallet', otc: 'Over the counter', bank: 'Online banking', qr: 'QR' };

function Guides({
  channel,
  onEdit,
  onDelete,
}: {
  channel: ConsoleChannel;
  onEdit: (g: ConsoleGuide) => void;
  onDelete: (g: ConsoleGuide) => void;
}) {
  if (channel.guides.length === 0)
    return (
      <Typography.Text type="secondary">No instructions yet: borrowers see no guide for this channel.</Typography.Text>
    );
  return (
    <Table<ConsoleGuide>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={channel.guides}
      columns={[
        { title: 'Group', dataIndex: 'groupTitle', width: 160 },
        { title: 'Instruction', dataIndex: 'name', width: 220 },
        {
          title: 'Steps',
          dataIndex: 'steps',
          render: (steps: string[]) => (
            <ol style={{ margin: 0, paddingLeft: 18 }}>
              {steps.map((s, i) => (
                <li key={i}>{s}</li>
              ))}
            </ol>
          ),
        },
        { title: 'Position', dataIndex: 'sort', width: 80, align: 'right' },
        {
          title: '',
          key: 'actions',
          width: 170,
          render: (_, g) => (
            <Space>
              <Button size="small" onClick={() => onEdit(g)}>
                Edit
              </Button>
              <Popconfirm
                title={`Delete "${g.name}"?`}
                okText="Delete"
                okButtonProps={{ danger: true }}
                onConfirm={() => onDelete(g)}
              >
                <Button size="small" danger>
                  Delete
                </Button>
              </Popconfirm>
            </Space>
          ),
        },
      ]}
    />
  );
}

export function ChannelsTab() {
  const { message } = AntApp.useApp();
  const { data, error, isPending, refetch } = useChannels();
  const deleteGuide = useDeleteGuide();
  const [editing, setEditing] = useState<ConsoleChannel>();
  const [guide, setGuide] = useState<{ channel: ConsoleChannel; guide?: ConsoleGuide }>();
  const [expanded, setExpanded] = useState<number[]>([]);

  async function remove(g: ConsoleGuide) {
    try {
      await deleteGuide.mutateAsync(g.id);
      message.success(`Instruction "${g.name}" deleted`);
    } catch (e) {
      message.error((e as Error).message);
    }
  }

  const saved = (text: string) => () => {
    message.success(text);
    setEditing(undefined);
    setGuide(undefined);
  };

  return (
    <>
      <Typography.Paragraph type="secondary">
        The channels borrowers repay through, in this order. Expand a channel for the payment instructions shown in the
        guide and next to a pay code.
      </Typography.Paragraph>
      {error && (
        <LoadFailure
          error={error}
          onRetry={refetch}
          what="Could not load the payment channels"
          style={{ marginBottom: 16 }}
        />
      )}
      <Table<ConsoleChannel>
        rowKey="id"
        loading={isPending}
        pagination={false}
        dataSource={data?.items ?? []}
        expandable={{
          expandedRowKeys: expanded,
          onExpandedRowsChange: (keys) => setExpanded(keys as number[]),
          expandedRowRender: (c) => (
            <Guides channel={c} onEdit={(g) => setGuide({ channel: c, guide: g })} onDelete={(g) => void remove(g)} />
          ),
        }}
        columns={[
          {
            title: '',
            dataIndex: 'logoUrl',
            width: 56,
            render: (url: string) => <img src={url} alt="" width={32} height={32} style={{ objectFit: 'contain' }} />,
          },
          { title: 'Channel', dataIndex: 'name' },
          { title: 'Code', dataIndex: 'channelNumber' },
          { title: 'Kind', dataIndex: 'kind', render: (k: string) => KIND[k] ?? k },
          { title: 'Position', dataIndex: 'sort', align: 'right' },
          { title: 'Instructions', key: 'guides', align: 'right', render: (_, c) => c.guides.length },
          {
            title: 'Status',
            dataIndex: 'isActive',
            render: (on: boolean) => (on ? <Tag color="green">Shown</Tag> : <Tag>Hidden</Tag>),
          },
          {
            title: '',
            key: 'actions',
            render: (_, c) => (
              <Space>
                <Button onClick={() => setEditing(c)}>Edit</Button>
                <Button
                  onClick={() => {
                    setExpanded((keys) => (keys.includes(c.id) ? keys : [...keys, c.id]));
                    setGuide({ channel: c });
                  }}
                >
                  Add instruction
                </Button>
              </Space>
            ),
          },
        ]}
      />
      {editing && (
        <ChannelModal
          channel={editing}
          onClose={() => setEditing(undefined)}
          onSaved={saved(`${editing.channelNumber} saved`)}
        />
      )}
      {guide && (
        <GuideModal
          channel={guide.channel}
          guide={guide.guide}
          onClose={() => setGuide(undefined)}
          onSaved={saved('Instruction saved')}
        />
      )}
    </>
  );
}
