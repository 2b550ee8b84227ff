// Settlement reconciliation (decision 070): finance uploads the payment provider's
// settlement report, reads what each import matched, and works through the exceptions queue,
// resolving each with a note (audited on the server).
import { ActorName } from '../../components/actor-name';
import { useState } from 'react';
import { Alert, App as AntApp, Button, Input, Modal, Radio, Select, Space, Table, Tag, Typography } from 'antd';
import type { SettlementExceptionView, SettlementImportView } from '@lendwell/contracts';
import { peso } from '../../lib/api';
import { useSettlementExceptions } from './api/get-settlement-exceptions';
import { useSettlementImports } from './api/get-settlement-imports';
import { useImportSettlement } from './api/import-settlement';
import { useResolveSettlementException } from './api/resolve-settlement-exception';
import { LoadFailure } from '../../components/load-failure';

type Provider = SettlementImportView['provider'];
const providerName: Record<Provider, string> = { dragonpay: 'Dragonpay', sandbox: 'Sandbox' };
const kindName: Record<SettlementExceptionView['kind'], string> = {
  not_posted: 'Paid, not posted',
  not_settled: 'Posted, not settled',
  amount_differs: 'Amount differs',
  refunded: 'Refunded',
  refund_unreceived: 'Refund, never received',
};
/** Solid tags with white text: antd's light presets fall short of AA contrast on small text. */
const ORANGE = '#ad4e00';
const RED = '#a8071a';
const GREEN = '#237804';
const lines = (n: number) => (n === 1 ? '1 line' : `${n} lines`);
const money = (c: number | null) => (c === null ? '—' : peso(c));

function Problem({ error, retry }: { error: Error; retry: () => unknown }) {
  return <LoadFailure error={error} onRetry={retry} what="Could not load the settlements" />;
}

function Upload() {
  const { message } = AntApp.useApp();
  const importSettlement = useImportSettlement();
  const [provider, setProvider] = useState<Provider>('dragonpay');
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ duplicate: boolean; import: SettlementImportView } | null>(null);

  async function send() {
    if (!file) return;
    setBusy(true);
    try {
      const content = await file.text();
      const r = await importSettlement.mutateAsync({ provider, fileName: file.name, content });
      setResult(r);
      message.success(r.duplicate ? 'This file was imported before; nothing was added' : `${file.name} is imported`);
    } catch (e) {
      message.error((e as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <label>
          Provider{' '}
          <Select<Provider>
            value={provider}
            onChange={setProvider}
            style={{ width: 160 }}
            aria-label="Provider"
            options={[
              { value: 'dragonpay', label: 'Dragonpay' },
              { value: 'sandbox', label: 'Sandbox' },
            ]}
          />
        </label>
        <label>
          Settlement report (CSV){' '}
          <input
            type="file"
            accept=".csv,text/csv"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setResult(null);
            }}
          />
        </label>
        <Button type="primary" onClick={() => void send()} disabled={!file} loading={busy}>
          Import the report
        </Button>
      </Space>
      {result && (
        <Alert
          type={result.import.openExceptions > 0 || result.import.refusals.length > 0 ? 'warning' : 'success'}
          showIcon
          message={`${result.import.fileName}: ${result.import.matchedCount} of ${result.import.lineCount} lines matched, ${result.import.exceptions} to look into, ${lines(result.import.refusals.length)} could not be read${result.import.repeatedCount > 0 ? `, ${lines(result.import.repeatedCount)} already imported before` : ''}.`}
          description={
            result.import.refusals.length > 0 && (
              <ul style={{ margin: 0, paddingLeft: 20 }}>
                {result.import.refusals.map((r) => (
                  <li key={r.lineNo}>
                    Line {r.lineNo}: {r.reason}
                  </li>
                ))}
              </ul>
            )
          }
        />
      )}
    </Space>
  );
}

function Imports() {
  const { data, error, refetch } = useSettlementImports();
  if (error) return <Problem error={error} retry={refetch} />;
  return (
    <Table<SettlementImportView>
      size="small"
      rowKey="id"
      loading={!data}
      dataSource={data?.rows ?? []}
      pagination={{ pageSize: 10 }}
      locale={{ emptyText: 'No settlement report imported yet' }}
      columns={[
        { title: 'File', dataIndex: 'fileName' },
        { title: 'Provider', dataIndex: 'provider', render: (p: Provider) => providerName[p] },
        {
          title: 'Dates',
          render: (_, r) => (r.periodFrom === r.periodTo ? r.periodFrom : `${r.periodFrom} to ${r.periodTo}`),
        },
        { title: 'Lines matched', render: (_, r) => `${r.matchedCount} of ${r.lineCount}` },
        { title: 'Settled', dataIndex: 'settledCents', align: 'right', render: peso },
        { title: 'Fees', dataIndex: 'feeCents', align: 'right', render: peso },
        { title: 'Refunds', dataIndex: 'refundedCents', align: 'right', render: peso },
        { title: 'Net paid out', dataIndex: 'netCents', align: 'right', render: peso },
        {
          title: 'To look into',
          render: (_, r) =>
            r.openExceptions > 0 ? <Tag color={ORANGE}>{r.openExceptions} open</Tag> : <Tag color={GREEN}>none</Tag>,
        },
        { title: 'Imported by', dataIndex: 'importedBy', render: (a: string | null) => <ActorName actor={a} /> },
      ]}
    />
  );
}

function Exceptions() {
  const { message } = AntApp.useApp();
  const [status, setStatus] = useState<'open' | 'resolved'>('open');
  const { data, error, refetch } = useSettlementExceptions(status);
  const resolveException = useResolveSettlementException();
  const [resolving, setResolving] = useState<SettlementExceptionView | null>(null);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);

  async function resolve() {
    if (!resolving) return;
    setBusy(true);
    try {
      await resolveException.mutateAsync({ id: resolving.id, note });
      message.success(`Payment ${resolving.paymentNo} is resolved`);
      setResolving(null);
      setNote('');
    } catch (e) {
      message.error((e as Error).message);
    } finally {
      setBusy(false);
    }
  }

  if (error) return <Problem error={error} retry={refetch} />;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Radio.Group
        value={status}
        onChange={(e) => setStatus(e.target.value as 'open' | 'resolved')}
        optionType="button"
        options={[
          { value: 'open', label: 'Open' },
          { value: 'resolved', label: 'Resolved' },
        ]}
      />
      <Table<SettlementExceptionView>
        size="small"
        rowKey="id"
        loading={!data}
        dataSource={data?.rows ?? []}
        pagination={{ pageSize: 20 }}
        locale={{ emptyText: status === 'open' ? 'Nothing to look into' : 'Nothing resolved yet' }}
        columns={[
          {
            title: 'What',
            render: (_, r) => (
              <Space direction="vertical" size={0}>
                <Tag color={r.kind === 'not_posted' || r.kind === 'not_settled' ? ORANGE : RED}>{kindName[r.kind]}</Tag>
                <Typography.Text>{r.description}</Typography.Text>
              </Space>
            ),
          },
          { title: 'Payment', dataIndex: 'paymentNo' },
          { title: "Provider's reference", render: (_, r) => r.providerRef ?? '—' },
          { title: 'We posted', dataIndex: 'ourAmountCents', align: 'right', render: money },
          { title: 'They settled', dataIndex: 'theirAmountCents', align: 'right', render: money },
          {
            title: 'Report',
            render: (_, r) => (r.lineNo === null ? r.fileName : `${r.fileName}, line ${r.lineNo}`),
          },
          status === 'open'
            ? {
                title: '',
                render: (_, r) => (
                  <Button onClick={() => setResolving(r)} aria-label={`Resolve payment ${r.paymentNo}`}>
                    Resolve
                  </Button>
                ),
              }
            : {
                title: 'Resolution',
                render: (_, r) => (
                  <>
                    {r.resolutionNote ?? ''} (<ActorName actor={r.resolvedBy} />)
                  </>
                ),
              },
        ]}
      />
      <Modal
        open={resolving !== null}
        title={resolving ? `Resolve payment ${resolving.paymentNo}` : ''}
        okText="Resolve"
        okButtonProps={{ disabled: note.trim().length < 3, loading: busy }}
        onOk={() => void resolve()}
        onCancel={() => {
          setResolving(null);
          setNote('');
        }}
      >
        {resolving && (
          <Space direction="vertical" style={{ width: '100%' }}>
            <Typography.Text>{resolving.description}</Typography.Text>
            {resolving.kind === 'not_posted' &&
              resolving.ourAmountCents !== null &&
              resolving.ourAmountCents === resolving.theirAmountCents && (
                <Alert
                  type="info"
                  showIcon
                  message={`Resolving posts ${peso(resolving.ourAmountCents)} to the loan as paid on ${resolving.settledOn ?? 'the settlement date'}.`}
                />
              )}
            <label>
              What was done (kept in the audit log)
              <Input.TextArea
                value={note}
                onChange={(e) => setNote(e.target.value)}
                rows={3}
                maxLength={500}
                placeholder="e.g. Claimed the one-peso shortfall from Dragonpay"
              />
            </label>
          </Space>
        )}
      </Modal>
    </Space>
  );
}

export function SettlementsTab() {
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Upload />
      <Typography.Title level={4} style={{ margin: 0 }}>
        Imported reports
      </Typography.Title>
      <Imports />
      <Typography.Title level={4} style={{ margin: 0 }}>
        Exceptions to look into
      </Typography.Title>
      <Exceptions />
    </Space>
  );
}
