// The borrower's payout-account form, item by item, filtered by card type.
import { useState } from 'react';
import { App as AntApp, Button, Popconfirm, Segmented, Space, Table, Tag, Typography } from 'antd';
import type { ConsoleBankFormItem } from '@lendwell/contracts';
import { useDeleteBankFormItem } from './api/delete-bank-form-item';
import { useBankForm } from './api/get-bank-form';
import { BankFormItemDrawer, CARD_TYPES } from './bank-form-item-drawer';
import { LoadFailure } from '../../components/load-failure';

const cardTypeLabel = (n: number) => CARD_TYPES.find((t) => t.value === n)?.label ?? String(n);

function limitsOf(i: ConsoleBankFormItem): string {
  if (i.cate === 'enum') return `${i.options.length} option${i.options.length === 1 ? '' : 's'}`;
  if (i.cate !== 'text') return '—';
  return i.minLength === i.maxLength ? `${i.minLength} chars` : `${i.minLength}–${i.maxLength} chars`;
}

export function BankFormTab() {
  const { message } = AntApp.useApp();
  const { data, error, isPending, refetch } = useBankForm();
  const deleteItem = useDeleteBankFormItem();
  const [cardType, setCardType] = useState<number>(-1);
  const [editing, setEditing] = useState<ConsoleBankFormItem | 'new'>();
  const rows = (data?.items ?? []).filter((i) => cardType === -1 || i.cardTypeMi === cardType || i.cardTypeMi === 0);

  async function remove(item: ConsoleBankFormItem) {
    try {
      await deleteItem.mutateAsync(item.id);
      message.success(`${item.code} deleted`);
    } catch (e) {
      message.error((e as Error).message);
    }
  }

  return (
    <>
      <Typography.Paragraph type="secondary">
        What the borrower fills in to receive a loan. Each card type keeps one secret item: the account number the
        payout goes to.
      </Typography.Paragraph>
      <Space wrap style={{ marginBottom: 16, width: '100%', justifyContent: 'space-between' }}>
        <Segmented
          value={cardType}
          onChange={(v) => setCardType(v as number)}
          options={[
            { value: -1, label: 'All items' },
            ...CARD_TYPES.filter((t) => t.value > 0).map((t) => ({ value: t.value, label: `${t.label} form` })),
          ]}
        />
        <Button type="primary" onClick={() => setEditing('new')}>
          Add item
        </Button>
      </Space>
      {error && (
        <LoadFailure error={error} onRetry={refetch} what="Could not load the bank form" style={{ marginBottom: 16 }} />
      )}
      <Table<ConsoleBankFormItem>
        rowKey="id"
        loading={isPending}
        pagination={false}
        dataSource={rows}
        columns={[
          {
            title: 'Card type',
            dataIndex: 'cardTypeMi',
            render: (n: number) => <span style={{ whiteSpace: 'nowrap' }}>{cardTypeLabel(n)}</span>,
          },
          { title: '#', dataIndex: 'sort', width: 48, align: 'right' },
          {
            title: 'Item',
            key: 'item',
            render: (_, i) => (
              <Space orientation="vertical" size={0}>
                <span>
                  {i.title} <Typography.Text code>{i.code}</Typography.Text>
                </span>
                <Typography.Text type="secondary">{i.subtitle}</Typography.Text>
              </Space>
            ),
          },
          {
            title: 'Kind',
            key: 'kind',
            render: (_, i) => (
              <Space orientation="vertical" size={0}>
                <span
                  style={{ whiteSpace: 'nowrap' }}
                >{`${i.cate}${i.inputType !== 'text' ? ` · ${i.inputType}` : ''}`}</span>
                {i.channelNumber && (
                  <Typography.Text type="secondary">only for channel {i.channelNumber}</Typography.Text>
                )}
              </Space>
            ),
          },
          {
            title: 'Limits',
            key: 'limits',
            render: (_, i) => <span style={{ whiteSpace: 'nowrap' }}>{limitsOf(i)}</span>,
          },
          {
            title: 'Rules',
            key: 'rules',
            render: (_, i) => (
              <Space size={4}>
                {i.required ? <Tag>required</Tag> : <Tag color="default">optional</Tag>}
                {i.secret && <Tag color="purple">secret</Tag>}
              </Space>
            ),
          },
          {
            title: '',
            key: 'actions',
            render: (_, i) => (
              <Space>
                <Button size="small" onClick={() => setEditing(i)}>
                  Edit
                </Button>
                <Popconfirm
                  title={`Delete ${i.code}?`}
                  description="Borrowers stop seeing this item."
                  okText="Delete"
                  okButtonProps={{ danger: true }}
                  onConfirm={() => void remove(i)}
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
      {editing && (
        <BankFormItemDrawer
          item={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            message.success('Form item saved');
            setEditing(undefined);
          }}
        />
      )}
    </>
  );
}
