// Clearing and funding (decision 116): what each payment provider still owes (its clearing account) per date,
// the bank's balance, and funding of the disbursement account from capital or a credit line, which a second
// finance person approves before it is booked.
import { ActorName } from '../../components/actor-name';
import { useState } from 'react';
import { Alert, App as AntApp, Button, Card, Input, Select, Space, Table, Tag, Typography } from 'antd';
import type { ClearingDay, FundingInput, FundingRow } from '@lendwell/contracts';
import { parsePesos } from '@lendwell/contracts/money-format';
import { peso } from '../../lib/api';
import { isProposed } from '../../lib/proposed';
import { useBookFunding } from './api/book-funding';
import { useClearing } from './api/get-clearing';
import { useFundings } from './api/get-fundings';
import { LoadFailure } from '../../components/load-failure';

const providerName: Record<ClearingDay['provider'], string> = { dragonpay: 'Dragonpay', sandbox: 'Sandbox' };
const sourceName: Record<FundingRow['source'], string> = { capital: 'Capital', credit_line: 'Credit line' };

function Problem({ error, retry }: { error: Error; retry: () => unknown }) {
  return <LoadFailure error={error} onRetry={retry} what="Could not load clearing and funding" />;
}

function Clearing({ date }: { date: string }) {
  const { data, error, refetch } = useClearing(date);
  if (error) return <Problem error={error} retry={refetch} />;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap size="large">
        {(data?.providers ?? []).map((p) => (
          <Card key={p.provider} size="small" title={`${providerName[p.provider]} still owes`} style={{ width: 220 }}>
            <Typography.Text strong>{peso(p.owedCents)}</Typography.Text>
          </Card>
        ))}
        <Card size="small" title="In the bank" style={{ width: 220 }}>
          <Typography.Text strong>{data ? peso(data.bankCents) : '…'}</Typography.Text>
        </Card>
      </Space>
      <Table<ClearingDay>
        size="small"
        rowKey={(r) => `${r.provider}-${r.date}`}
        loading={!data}
        dataSource={data?.days ?? []}
        pagination={{ pageSize: 10 }}
        tableLayout="fixed"
        locale={{ emptyText: 'Nothing collected through a provider yet' }}
        columns={[
          { title: 'Date', dataIndex: 'date', width: 130 },
          {
            title: 'Provider',
            dataIndex: 'provider',
            width: 130,
            render: (p: ClearingDay['provider']) => providerName[p],
          },
          { title: 'Collected', dataIndex: 'collectedCents', align: 'right', width: 150, render: peso },
          { title: 'Settled', dataIndex: 'settledCents', align: 'right', width: 150, render: peso },
          { title: 'Still owed after the day', dataIndex: 'balanceCents', align: 'right', width: 200, render: peso },
        ]}
      />
    </Space>
  );
}

function Funding({ today }: { today: string }) {
  const { message } = AntApp.useApp();
  const book = useBookFunding();
  const [source, setSource] = useState<FundingInput['source']>('capital');
  const [amount, setAmount] = useState('');
  const [bankReference, setBankReference] = useState('');
  const [fundedOn, setFundedOn] = useState(today);
  const [note, setNote] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const amountCents = parsePesos(amount);

  function send() {
    if (amountCents === null) return;
    book.mutate(
      { source, amountCents, bankReference: bankReference.trim(), fundedOn, note: note.trim() },
      {
        onSuccess: (r) => {
          setRefusal(null);
          setAmount('');
          setBankReference('');
          setNote('');
          if (isProposed(r)) void message.info(r.message);
          else void message.success(`${peso(r.amountCents)} of funding is booked into the bank`);
        },
        onError: (e) => setRefusal(e.message),
      },
    );
  }

  return (
    <Card size="small" title="Fund the disbursement account">
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Text>
          Money put into the bank account that pays loans out. A second finance person approves it before it is booked.
        </Typography.Text>
        <Space wrap align="end">
          <label>
            Source{' '}
            <Select<FundingInput['source']>
              value={source}
              onChange={setSource}
              style={{ width: 150 }}
              aria-label="Source"
              options={[
                { value: 'capital', label: 'Capital' },
                { value: 'credit_line', label: 'Credit line' },
              ]}
            />
          </label>
          <label>
            Amount (₱){' '}
            <Input
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              style={{ width: 150 }}
              placeholder="50,000.00"
              status={amount && amountCents === null ? 'error' : undefined}
            />
          </label>
          <label>
            Bank reference{' '}
            <Input value={bankReference} onChange={(e) => setBankReference(e.target.value)} style={{ width: 180 }} />
          </label>
          <label>
            Date{' '}
            <Input
              type="date"
              value={fundedOn}
              max={today}
              onChange={(e) => e.target.value && setFundedOn(e.target.value)}
              style={{ width: 160 }}
            />
          </label>
          <label>
            Reason{' '}
            <Input
              value={note}
              onChange={(e) => setNote(e.target.value)}
              style={{ width: 260 }}
              placeholder="e.g. Draw on the BDO credit line"
            />
          </label>
          <Button
            type="primary"
            onClick={send}
            disabled={
              amountCents === null || amountCents <= 0 || bankReference.trim().length < 3 || note.trim().length < 5
            }
            loading={book.isPending}
          >
            Propose the funding
          </Button>
        </Space>
        {amount && amountCents === null && (
          <Typography.Text type="danger">Enter the amount in pesos, like 50,000.00.</Typography.Text>
        )}
        {refusal && <Alert type="error" showIcon message={refusal} />}
      </Space>
    </Card>
  );
}

function Fundings() {
  const { data, error, refetch } = useFundings();
  if (error) return <Problem error={error} retry={refetch} />;
  return (
    <Table<FundingRow>
      size="small"
      rowKey="id"
      loading={!data}
      dataSource={data?.rows ?? []}
      pagination={{ pageSize: 10 }}
      tableLayout="fixed"
      locale={{ emptyText: 'No funding booked yet' }}
      columns={[
        { title: 'Date', dataIndex: 'fundedOn', width: 110 },
        { title: 'Source', dataIndex: 'source', width: 110, render: (s: FundingRow['source']) => sourceName[s] },
        { title: 'Amount', dataIndex: 'amountCents', align: 'right', width: 140, render: peso },
        { title: 'Bank reference', dataIndex: 'bankReference', width: 140, ellipsis: true },
        { title: 'Reason', dataIndex: 'note', width: 180, ellipsis: true },
        { title: 'Booked by', dataIndex: 'bookedBy', width: 130, render: (a: string) => <ActorName actor={a} /> },
        {
          title: 'Approved by',
          dataIndex: 'approvedBy',
          width: 130,
          render: (a: string | null) => (a ? <ActorName actor={a} /> : <Tag>one person</Tag>),
        },
      ]}
    />
  );
}

export function ClearingTab({ date, today }: { date: string; today: string }) {
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        What the providers still owe on {date}
      </Typography.Title>
      <Clearing date={date} />
      <Funding today={today} />
      <Typography.Title level={4} style={{ margin: 0 }}>
        Fundings
      </Typography.Title>
      <Fundings />
    </Space>
  );
}
