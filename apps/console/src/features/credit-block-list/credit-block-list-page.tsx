// The block list desk (risk, decision 080): block a mobile number or a government ID
// number with a reason, find entries by the number or by words, and lift a block with a reason.
// Numbers are typed here and sent in request bodies only; the list shows the kind and last four
// characters, because the server keeps nothing but a keyed fingerprint of the number.
import { ActorName } from '../../components/actor-name';
import { useState } from 'react';
import { when } from '../../lib/when';
import {
  Alert,
  App as AntApp,
  Button,
  Card,
  Checkbox,
  Form,
  Input,
  Radio,
  Select,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import type { CreditBlockEntry } from '@lendwell/contracts';
import { ReasonModal } from '../../components/reason-modal';
import { useAddBlockEntry, type NewBlockEntry } from './api/add-block-entry';
import { useRemoveBlockEntry } from './api/remove-block-entry';
import { useBlockList } from './api/search-block-list';
import { LoadFailure } from '../../components/load-failure';

function AddForm({ idTypes }: { idTypes: { type: string; name: string }[] }) {
  const { message } = AntApp.useApp();
  const [form] = Form.useForm<NewBlockEntry>();
  const kind = Form.useWatch('kind', form);
  const adding = useAddBlockEntry();
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (values: NewBlockEntry) => {
    setProblem('');
    setBusy(true);
    try {
      const entry = await adding.mutateAsync(values);
      void message.success(`Blocked: ${entry.hint}`);
      form.resetFields(['number', 'reason']);
    } catch (error) {
      // The form keeps what was typed, so the number can be corrected and sent again.
      setProblem((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card title="Block a number" size="small" style={{ marginBottom: 16 }}>
      <Form<NewBlockEntry>
        form={form}
        layout="inline"
        initialValues={{ kind: 'phone' }}
        onFinish={(values) => void submit(values)}
        style={{ rowGap: 12 }}
      >
        <Form.Item name="kind" label="Kind">
          <Radio.Group
            options={[
              { value: 'phone', label: 'Mobile number' },
              { value: 'id', label: 'Government ID' },
            ]}
          />
        </Form.Item>
        {kind === 'id' && (
          <Form.Item name="idType" label="ID type" rules={[{ required: true, message: 'Choose the ID type.' }]}>
            <Select
              style={{ width: 220 }}
              placeholder="Choose"
              options={idTypes.map((t) => ({ value: t.type, label: t.name }))}
            />
          </Form.Item>
        )}
        <Form.Item
          name="number"
          label={kind === 'id' ? 'ID number to block' : 'Mobile number to block'}
          rules={[{ required: true, whitespace: true, message: 'Type the number to block.' }]}
        >
          <Input style={{ width: 220 }} placeholder={kind === 'id' ? 'As printed on the ID' : '0917 123 4567'} />
        </Form.Item>
        <Form.Item
          name="reason"
          label="Reason"
          rules={[{ required: true, whitespace: true, min: 3, message: 'Say why, in a few words.' }]}
        >
          <Input style={{ width: 320 }} maxLength={500} placeholder="Kept with the entry and in the audit log" />
        </Form.Item>
        <Form.Item>
          <Button type="primary" danger htmlType="submit" disabled={busy}>
            Block
          </Button>
        </Form.Item>
      </Form>
      {problem && <Alert type="error" showIcon title={problem} style={{ marginTop: 12 }} role="alert" />}
    </Card>
  );
}

export default function CreditBlockListPage() {
  const { message } = AntApp.useApp();
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const [includeRemoved, setIncludeRemoved] = useState(false);
  const { data, error, isPending, isFetching, refetch } = useBlockList({ query, includeRemoved });
  const removing = useRemoveBlockEntry();
  const [toRemove, setToRemove] = useState<CreditBlockEntry | null>(null);

  return (
    <>
      <Typography.Title level={3}>Block list</Typography.Title>
      <Typography.Paragraph>
        An application from a blocked mobile number or government ID number is declined by the rules at once; the
        borrower reads that they are not eligible and the date from which they may apply again. Numbers are kept only as
        a sealed fingerprint, so the list shows each number&apos;s kind and last four characters. Every change is
        written to the audit log.
      </Typography.Paragraph>
      <AddForm idTypes={data?.idTypes ?? []} />
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search
          aria-label="Search the block list"
          placeholder="Mobile number, ID number, or words in the reason"
          allowClear
          enterButton="Search"
          style={{ width: 460 }}
          value={typed}
          onChange={(e) => {
            setTyped(e.target.value);
            if (e.target.value === '') setQuery('');
          }}
          onSearch={(value) => setQuery(value.trim())}
        />
        <Checkbox checked={includeRemoved} onChange={(e) => setIncludeRemoved(e.target.checked)}>
          Show removed entries
        </Checkbox>
      </Space>
      {error && (
        <LoadFailure
          error={error}
          onRetry={refetch}
          what="The block list could not be loaded"
          style={{ marginBottom: 12 }}
        />
      )}
      <Table<CreditBlockEntry>
        rowKey="id"
        size="small"
        loading={isPending || isFetching}
        dataSource={data?.entries ?? []}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        locale={{
          emptyText: query ? 'Nothing on the block list matches this search' : 'Nobody is on the block list',
        }}
        columns={[
          { title: 'Number', dataIndex: 'hint' },
          { title: 'Reason', dataIndex: 'reason' },
          {
            title: 'Blocked',
            key: 'blocked',
            render: (_, e) => (
              <>
                {when(e.createdAt)} by <ActorName actor={e.createdBy} />
              </>
            ),
          },
          {
            title: 'Status',
            key: 'status',
            render: (_, e) =>
              e.removedAt ? (
                <span>
                  <Tag>Removed</Tag> {when(e.removedAt)} by {e.removedBy}: {e.removedReason}
                </span>
              ) : (
                <Tag color="#a8071a">Blocked</Tag>
              ),
          },
          {
            title: 'Action',
            key: 'action',
            render: (_, e) =>
              e.removedAt ? null : (
                <Button size="small" onClick={() => setToRemove(e)} aria-label={`Remove ${e.hint} from the block list`}>
                  Remove…
                </Button>
              ),
          },
        ]}
      />
      {toRemove && (
        <ReasonModal
          title={`Remove ${toRemove.hint} from the block list`}
          okText="Remove"
          danger
          onClose={() => setToRemove(null)}
          onOk={async (reason) => {
            await removing.mutateAsync({ id: toRemove.id, reason });
            void message.success(`Removed: ${toRemove.hint}`);
          }}
        />
      )}
    </>
  );
}
