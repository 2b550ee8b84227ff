// The chart-of-accounts mapping (decision 064): which general-ledger account each of the
// loan ledger's accounts rolls up to. Finance reads it; an admin changes a row (audited on the server),
// proposed for a second person when the setting asks (decision 123).
// Ledger accounts are named in words here, with the technical name beside for the accountant's tie-out.
import { ActorName } from '../../components/actor-name';
import { useState } from 'react';
import { Alert, App as AntApp, Card, Input, Select, Space, Table, Tag } from 'antd';
import type { BooksChart } from '@lendwell/contracts';
import { useChart } from './api/get-chart';
import { useSaveMapping } from './api/save-mapping';
import { ledgerWords } from '@lendwell/contracts/ledger-words';
import { ReasonModal } from '../../components/reason-modal';
import { ApiError } from '../../lib/api';
import { isProposed } from '../../lib/proposed';
import { LoadFailure } from '../../components/load-failure';

export function ChartTab({ canChange }: { canChange: boolean }) {
  const { message } = AntApp.useApp();
  const chart = useChart();
  const save = useSaveMapping();
  const [filter, setFilter] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [asking, setAsking] = useState<{ ledgerAccount: string; glCode: string }>();

  if (chart.error)
    return (
      <LoadFailure error={chart.error} onRetry={() => chart.refetch()} what="Could not load the chart of accounts" />
    );
  const accounts = chart.data?.accounts ?? [];
  const options = accounts.map((a) => ({ value: a.code, label: `${a.code} ${a.name}` }));
  const rows = (chart.data?.mappings ?? []).filter((m) => {
    const q = filter.trim().toLowerCase();
    if (!q) return true;
    const gl = accounts.find((a) => a.code === m.glCode);
    return `${ledgerWords(m.ledgerAccount)} ${m.ledgerAccount} ${m.glCode ?? ''} ${gl?.name ?? ''}`
      .toLowerCase()
      .includes(q);
  });

  /** Changes a row; one that needs a second person (decision 123) asks for the reason, then says it is proposed. */
  async function change(ledgerAccount: string, glCode: string, reason?: string) {
    try {
      const answer = await save.mutateAsync({ ledgerAccount, glCode, reason });
      setRefusal(null);
      if (isProposed(answer)) message.info(answer.message);
      else message.success(`${ledgerWords(ledgerAccount)} now rolls up to ${glCode}`);
    } catch (e) {
      if (e instanceof ApiError && e.parts.field === 'reason' && !reason) setAsking({ ledgerAccount, glCode });
      else if (reason) throw e;
      else setRefusal((e as Error).message);
    }
  }

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Card size="small" title="Where each loan ledger account goes in the general ledger">
        <Space direction="vertical" style={{ width: '100%' }}>
          <label>
            Find{' '}
            <Input
              value={filter}
              onChange={(e) => setFilter(e.target.value)}
              style={{ width: 280 }}
              placeholder="e.g. interest, 4100, written off"
            />
          </label>
          {!canChange && <Alert type="info" showIcon message="Only an administrator can change the mapping." />}
          {refusal && <Alert type="error" showIcon message={refusal} />}
          <Table<BooksChart['mappings'][number]>
            size="small"
            rowKey="ledgerAccount"
            loading={chart.isPending}
            dataSource={rows}
            pagination={{ pageSize: 25, hideOnSinglePage: true }}
            columns={[
              {
                title: 'Loan ledger account',
                dataIndex: 'ledgerAccount',
                render: (a: string) => (
                  <Space direction="vertical" size={0}>
                    <span>{ledgerWords(a)}</span>
                    <code style={{ color: '#595959' }}>{a}</code>
                  </Space>
                ),
              },
              {
                title: 'General-ledger account',
                dataIndex: 'glCode',
                render: (code: string | null, m) =>
                  canChange ? (
                    <Select
                      aria-label={`General-ledger account for ${ledgerWords(m.ledgerAccount)}`}
                      value={code ?? undefined}
                      placeholder="Not mapped (suspense 9999)"
                      options={options}
                      onChange={(v: string) => void change(m.ledgerAccount, v)}
                      style={{ width: 340 }}
                      showSearch
                      optionFilterProp="label"
                    />
                  ) : code ? (
                    (options.find((o) => o.value === code)?.label ?? code)
                  ) : (
                    <Tag color="red">Not mapped (suspense 9999)</Tag>
                  ),
              },
              {
                title: 'Changed by',
                dataIndex: 'updatedBy',
                render: (by: string | null) => (by === 'seed' || by === null ? 'Set up' : <ActorName actor={by} />),
              },
            ]}
          />
        </Space>
      </Card>
      {asking && (
        <ReasonModal
          title={`Propose rolling ${ledgerWords(asking.ledgerAccount)} up to ${asking.glCode}`}
          okText="Propose"
          onOk={(reason) => change(asking.ledgerAccount, asking.glCode, reason)}
          onClose={() => setAsking(undefined)}
        />
      )}
      <Card size="small" title="General-ledger accounts">
        <Table
          size="small"
          rowKey="code"
          pagination={false}
          dataSource={accounts}
          columns={[
            { title: 'Code', dataIndex: 'code', width: 90 },
            { title: 'Name', dataIndex: 'name' },
            { title: 'Kind', dataIndex: 'kind', render: (k: string) => k[0]!.toUpperCase() + k.slice(1) },
            { title: 'Control account', dataIndex: 'control', render: (c: boolean) => (c ? 'Yes' : '') },
          ]}
        />
      </Card>
    </Space>
  );
}
