// One agreement's clauses: edit, preview as the borrower would see the draft, save as a new version.
import { ActorName } from '../../components/actor-name';
import { useState } from 'react';
import { when } from '../../lib/when';
import { App as AntApp, Button, Card, Col, Popconfirm, Row, Space, Tag, Typography } from 'antd';
import type { AgreementClause, AgreementTemplateItem } from '@lendwell/contracts';
import { ApiError } from '../../lib/api';
import { useUnsavedEdits } from '../../lib/unsaved';
import { ClauseList } from './clause-list';
import { usePreviewAgreement } from './api/preview-agreement';
import { useSaveAgreement } from './api/save-agreement';
import { clauseWords } from './clause-words';
import { PreviewFrame } from './preview-frame';
import { VersionHistory } from './version-history';

export function AgreementEditor({ template }: { template: AgreementTemplateItem }) {
  const { message } = AntApp.useApp();
  const previewAgreement = usePreviewAgreement();
  const saveAgreement = useSaveAgreement();
  const [clauses, setClauses] = useState<AgreementClause[]>(template.clauses);
  const [html, setHtml] = useState<string>();
  const [busy, setBusy] = useState(false);
  const changed = JSON.stringify(clauses) !== JSON.stringify(template.clauses);
  useUnsavedEdits(`agreement:${template.position}`, changed);

  async function run(action: () => Promise<void>) {
    setBusy(true);
    try {
      await action();
    } catch (e) {
      // A refused clause is named by its path in the integrator's detail; staff read the editor's words for it.
      const detail = e instanceof ApiError ? e.parts.detail : undefined;
      message.error(detail && /\bclauses\b/.test(detail) ? clauseWords(detail) : (e as Error).message);
    } finally {
      setBusy(false);
    }
  }

  const preview = () =>
    run(async () => setHtml((await previewAgreement.mutateAsync({ position: template.position, clauses })).html));
  const save = () =>
    run(async () => {
      const saved = await saveAgreement.mutateAsync({
        position: template.position,
        clauses,
        baseVersion: template.version,
      });
      message.success(`Version ${saved.version} of the ${template.title} saved`);
    });

  return (
    <Row gutter={16}>
      <Col span={12}>
        <Card
          title="Lender clauses"
          extra={
            <Space>
              <Tag color={template.version ? 'blue' : 'default'}>
                {template.version ? `Version ${template.version}` : 'Built-in text'}
              </Tag>
              {changed && <Tag color="orange">Unsaved changes</Tag>}
            </Space>
          }
        >
          {template.createdAt && (
            <Typography.Paragraph type="secondary">
              Saved {when(template.createdAt)} by <ActorName actor={template.createdBy} />
            </Typography.Paragraph>
          )}
          <ClauseList value={clauses} onChange={setClauses} />
          <Space style={{ marginTop: 16 }}>
            <Button onClick={() => void preview()} loading={busy}>
              Preview
            </Button>
            <Popconfirm
              title="Save these clauses as a new version?"
              description="The confirm page shows them at once; existing orders keep theirs."
              onConfirm={() => void save()}
              okText="Save"
            >
              <Button type="primary" disabled={!changed} loading={busy}>
                Save new version
              </Button>
            </Popconfirm>
            <Button disabled={!changed} onClick={() => setClauses(template.clauses)}>
              Discard changes
            </Button>
          </Space>
        </Card>
      </Col>
      <Col span={12}>
        <PreviewFrame html={html} />
        <VersionHistory position={template.position} versions={template.versions} onLoad={(old) => setClauses(old)} />
      </Col>
    </Row>
  );
}
