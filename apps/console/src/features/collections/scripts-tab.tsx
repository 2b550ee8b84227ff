// Call scripts (decision 081): the collections supervisor approves the words a collector reads for
// each days-past-due bucket. Each save is a new version, audited; a preview fills sample figures.
// The server refuses variables it does not know and words that threaten or shame (SEC MC 18).
import { useState } from 'react';
import { when } from '../../lib/when';
import { Alert, Button, Card, Input, List, Space, Table, Tag, Typography, message } from 'antd';
import { useScripts } from './api/get-scripts';
import { useScriptVersions } from './api/get-script-versions';
import { usePreviewScript } from './api/preview-script';
import { useSaveScript } from './api/save-script';
import type { CallScript as Script } from '@lendwell/contracts';
import { bucketLabel } from './labels';
import { LoadFailure } from '../../components/load-failure';

function Versions({ script }: { script: Script }) {
  const [open, setOpen] = useState(false);
  const versions = useScriptVersions(script.bucket, open);
  if (!open)
    return (
      <Button type="link" onClick={() => setOpen(true)} disabled={script.version === 0}>
        Earlier versions
      </Button>
    );
  if (versions.isError)
    return <LoadFailure error={versions.error} onRetry={() => versions.refetch()} what="Could not load the versions" />;
  return (
    <Table
      size="small"
      loading={!versions.data}
      pagination={false}
      rowKey="version"
      dataSource={versions.data?.items ?? []}
      columns={[
        { title: 'Version', dataIndex: 'version' },
        { title: 'Approved', dataIndex: 'at', render: (at: string) => when(at) },
        { title: 'Words', dataIndex: 'body' },
      ]}
    />
  );
}

function ScriptCard({ script }: { script: Script }) {
  const [body, setBody] = useState(script.body);
  const previewing = usePreviewScript();
  const saving = useSaveScript();
  const preview = previewing.data && previewing.variables === body ? previewing.data : null;
  const label = `${bucketLabel(script.bucket)} past due`;
  return (
    <Card
      size="small"
      title={label}
      extra={<Tag>{script.version === 0 ? 'Built-in words (version 0)' : `Version ${script.version}`}</Tag>}
    >
      <Input.TextArea
        aria-label={`Script for ${label}`}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        autoSize={{ minRows: 3, maxRows: 8 }}
        maxLength={2000}
      />
      <Space style={{ marginTop: 12 }} wrap>
        <Button
          onClick={() => previewing.mutate(body, { onError: (error) => void message.error(error.message) })}
          loading={previewing.isPending}
        >
          Preview
        </Button>
        <Button
          type="primary"
          disabled={body === script.body}
          loading={saving.isPending}
          onClick={() =>
            saving.mutate(
              { bucket: script.bucket, body },
              {
                onSuccess: (saved) => void message.success(`Approved as version ${saved.version}`),
                onError: (error) => void message.error(error.message),
              },
            )
          }
        >
          Approve new version
        </Button>
        <Versions script={script} />
      </Space>
      {preview &&
        (preview.problem ? (
          <Alert style={{ marginTop: 12 }} type="warning" showIcon message={`Not yet: ${preview.problem}`} />
        ) : (
          <Alert style={{ marginTop: 12 }} type="info" message="What the collector reads" description={preview.text} />
        ))}
    </Card>
  );
}

export function ScriptsTab() {
  const scripts = useScripts();
  if (scripts.isError)
    return (
      <LoadFailure error={scripts.error} onRetry={() => scripts.refetch()} what="Could not load the call scripts" />
    );
  if (!scripts.data) return <Table loading />;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Paragraph>
        The words collectors read on a call, one script per bucket. You may use{' '}
        {scripts.data.variables.map((v) => `{${v}}`).join(', ')}. A script names no pay code, phone or account number,
        and never threatens or shames.
      </Typography.Paragraph>
      <List
        dataSource={scripts.data.items}
        renderItem={(s) => (
          <List.Item key={`${s.bucket}-${s.version}`} style={{ display: 'block' }}>
            <ScriptCard key={`${s.bucket}-${s.version}`} script={s} />
          </List.Item>
        )}
      />
    </Space>
  );
}
