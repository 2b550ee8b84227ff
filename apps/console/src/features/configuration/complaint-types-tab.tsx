// Complaint types as a tree: top-level types, and the collection type's sub-types the borrower
// picks after choosing it. A type complaints use cannot be deleted; the server says why.
import { useState } from 'react';
import { App as AntApp, Button, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import type { ConsoleComplaintType } from '@lendwell/contracts';
import { useDeleteComplaintType } from './api/delete-complaint-type';
import { useComplaintTypes } from './api/get-complaint-types';
import { ComplaintTypeModal, type ComplaintTypeEdit } from './complaint-type-modal';
import { LoadFailure } from '../../components/load-failure';

/** The collection type (spec: problem type 1) is the only one with sub-types in the borrower app. */
const COLLECTION = 1;

type Row = Omit<ConsoleComplaintType, 'children'> & { key: string; children?: Row[] };

const toRows = (types: ConsoleComplaintType[]): Row[] =>
  types.map((t) => ({
    ...t,
    key: `${t.parentValue ?? 'top'}-${t.value}`,
    children: t.children.length ? toRows(t.children) : undefined,
  }));

export function ComplaintTypesTab() {
  const { message } = AntApp.useApp();
  const { data, error, isPending, refetch } = useComplaintTypes();
  const deleteType = useDeleteComplaintType();
  const [edit, setEdit] = useState<ComplaintTypeEdit>();
  const types = data?.items ?? [];
  const nextSort = (list: { sort: number }[]) => Math.max(0, ...list.map((t) => t.sort)) + 1;

  async function remove(t: Row) {
    try {
      await deleteType.mutateAsync(t.id);
      message.success(`"${t.title}" deleted`);
    } catch (e) {
      message.error((e as Error).message);
    }
  }

  return (
    <>
      <Space wrap style={{ marginBottom: 16, width: '100%', justifyContent: 'space-between' }}>
        <Typography.Text type="secondary">
          What a borrower can complain about. Complaints keep their type, so a type in use can be renamed but not
          deleted.
        </Typography.Text>
        <Button type="primary" onClick={() => setEdit({ parent: null, sort: nextSort(types) })}>
          Add type
        </Button>
      </Space>
      {error && (
        <LoadFailure
          error={error}
          onRetry={refetch}
          what="Could not load the complaint types"
          style={{ marginBottom: 16 }}
        />
      )}
      <Table<Row>
        loading={isPending}
        pagination={false}
        dataSource={toRows(types)}
        expandable={{ defaultExpandAllRows: true }}
        key={types.length ? 'loaded' : 'empty'}
        columns={[
          { title: 'Title', dataIndex: 'title' },
          { title: 'Title (Filipino)', dataIndex: 'titleFil' },
          { title: 'Value', dataIndex: 'value', align: 'right' },
          { title: 'Position', dataIndex: 'sort', align: 'right' },
          {
            title: 'Complaints',
            dataIndex: 'complaintCount',
            align: 'right',
            render: (n: number) => (n > 0 ? <Tag color="blue">{n}</Tag> : '0'),
          },
          {
            title: '',
            key: 'actions',
            render: (_, t) => (
              <Space>
                <Button size="small" onClick={() => setEdit({ type: t })}>
                  Edit
                </Button>
                {t.parentValue === null && t.value === COLLECTION && (
                  <Button size="small" onClick={() => setEdit({ parent: t, sort: nextSort(t.children ?? []) })}>
                    Add sub-type
                  </Button>
                )}
                <Popconfirm
                  title={`Delete "${t.title}"?`}
                  okText="Delete"
                  okButtonProps={{ danger: true }}
                  onConfirm={() => void remove(t)}
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
      {edit && (
        <ComplaintTypeModal
          edit={edit}
          onClose={() => setEdit(undefined)}
          onSaved={() => {
            message.success('Complaint type saved');
            setEdit(undefined);
          }}
        />
      )}
    </>
  );
}
