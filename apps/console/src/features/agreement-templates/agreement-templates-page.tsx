// Agreement templates (admin, decision 024): the lender's own sections of each agreement, one tab
// per document. The titles, figures, schedules and statutory text stay in code and cannot be edited.
import { useState } from 'react';
import { Spin, Tabs, Typography } from 'antd';
import { useAgreementTemplates } from './api/get-agreement-templates';
import { AgreementEditor } from './agreement-editor';
import { LoadFailure } from '../../components/load-failure';

export default function AgreementTemplatesPage() {
  const { data, error, isPending, refetch } = useAgreementTemplates();
  const [position, setPosition] = useState('1');
  return (
    <>
      <Typography.Title level={3}>Agreement templates</Typography.Title>
      <Typography.Paragraph type="secondary" style={{ maxWidth: 860 }}>
        Edit the lender&apos;s own sections of each agreement. The loan figures, schedules and legal disclosures are
        fixed. Saving adds a version: the confirm page shows it at once, and every order keeps the version that was in
        force when it was made.
      </Typography.Paragraph>
      {error && (
        <LoadFailure
          error={error}
          onRetry={refetch}
          what="Could not load the agreements"
          style={{ marginBottom: 16 }}
        />
      )}
      {isPending && <Spin />}
      <Tabs
        activeKey={position}
        onChange={setPosition}
        items={(data?.items ?? []).map((item) => ({
          key: String(item.position),
          label: item.title,
          // Keyed by version so a save (or someone else's, after reload) starts the editor afresh.
          children: <AgreementEditor key={`${item.position}:${item.version}`} template={item} />,
        }))}
      />
    </>
  );
}
