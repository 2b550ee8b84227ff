// Approvals (decision 106): proposals waiting for a second person, and for admins the settings of which
// actions need one.
import { Typography } from 'antd';
import type { SectionProps } from '../../lib/section';
import { useApprovals } from './api/get-approvals';
import { ProposalsTable } from './components/proposals-table';
import { SettingsCard } from './components/settings-card';
import { LoadFailure } from '../../components/load-failure';

export default function ApprovalsPage({ role }: SectionProps) {
  const { data, error, isPending, isFetching, refetch } = useApprovals();
  return (
    <>
      <Typography.Title level={3}>Approvals</Typography.Title>
      <Typography.Paragraph>
        Money and risky decisions wait here for a second person. The one who proposed cannot approve; a proposal not
        decided within 72 hours expires and must be proposed again. Every proposal, decision and expiry is in the audit
        log with the staff member&apos;s name.
      </Typography.Paragraph>
      {error && (
        <LoadFailure
          error={error}
          onRetry={refetch}
          what="The proposals could not be loaded"
          style={{ marginBottom: 12 }}
        />
      )}
      <ProposalsTable items={data?.items ?? []} loading={isPending || isFetching} />
      {role === 'admin' && <SettingsCard />}
    </>
  );
}
