// The admin's card: which actions need a second person, and above which amount in pesos. A change is
// itself a proposal that another admin approves in the list (decision 106).
import { useState } from 'react';
import { Alert, App as AntApp, Button, Card, Input, Switch, Table, Typography } from 'antd';
import type { ApprovalSettingView } from '@lendwell/contracts';
import { parsePesos } from '@lendwell/contracts/money-format';
import { peso } from '../../../lib/api';
import { ReasonModal } from '../../../components/reason-modal';
import { useApprovalSettings } from '../api/get-approval-settings';
import { useProposeApprovalSetting } from '../api/propose-approval-setting';

type Draft = { enabled: boolean; pesos: string };

export function SettingsCard() {
  const { message } = AntApp.useApp();
  const settings = useApprovalSettings();
  const proposing = useProposeApprovalSetting();
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  const [asking, setAsking] = useState<ApprovalSettingView | null>(null);

  const draftOf = (s: ApprovalSettingView): Draft =>
    drafts[s.action] ?? { enabled: s.enabled, pesos: s.thresholdCents === null ? '' : String(s.thresholdCents / 100) };
  const thresholdOf = (d: Draft) => (d.pesos.trim() === '' ? null : parsePesos(d.pesos));

  return (
    <Card size="small" title="Two-person approval settings" style={{ marginTop: 24 }}>
      <Typography.Paragraph>
        When an action is on, the staff member who starts it proposes it with a reason and another staff member approves
        it before anything moves. With a threshold, amounts at or below it still take one person. A change here is
        itself proposed and needs another admin.
      </Typography.Paragraph>
      {settings.error && (
        <Alert type="error" showIcon title={`Could not load the settings: ${settings.error.message}`} />
      )}
      <Table<ApprovalSettingView>
        rowKey="action"
        size="small"
        tableLayout="fixed"
        pagination={false}
        loading={settings.isPending}
        dataSource={settings.data?.items ?? []}
        columns={[
          { title: 'Action', dataIndex: 'actionName' },
          {
            title: 'Two people',
            key: 'enabled',
            width: 200,
            render: (_, s) =>
              s.alwaysOn ? (
                <Typography.Text>Always</Typography.Text>
              ) : (
                <Switch
                  aria-label={`Two people for ${s.actionName}`}
                  checked={draftOf(s).enabled}
                  onChange={(enabled) => setDrafts({ ...drafts, [s.action]: { ...draftOf(s), enabled } })}
                />
              ),
          },
          {
            title: 'Above (pesos)',
            key: 'threshold',
            width: 220,
            render: (_, s) =>
              s.takesThreshold ? (
                <Input
                  aria-label={`Threshold in pesos for ${s.actionName}`}
                  placeholder="Every amount"
                  prefix="₱"
                  value={draftOf(s).pesos}
                  status={draftOf(s).pesos && thresholdOf(draftOf(s)) === null ? 'error' : undefined}
                  onChange={(e) => setDrafts({ ...drafts, [s.action]: { ...draftOf(s), pesos: e.target.value } })}
                />
              ) : null,
          },
          {
            title: 'Change',
            key: 'change',
            width: 130,
            render: (_, s) =>
              s.alwaysOn ? null : (
                <Button
                  size="small"
                  disabled={!drafts[s.action] || (draftOf(s).pesos.trim() !== '' && thresholdOf(draftOf(s)) === null)}
                  onClick={() => setAsking(s)}
                  aria-label={`Propose the change for ${s.actionName}`}
                >
                  Propose…
                </Button>
              ),
          },
        ]}
      />
      {asking && (
        <ReasonModal
          title={`Propose: ${asking.actionName}, ${
            draftOf(asking).enabled
              ? `two people${thresholdOf(draftOf(asking)) === null ? '' : ` above ${peso(thresholdOf(draftOf(asking))!)}`}`
              : 'one person'
          }`}
          okText="Propose"
          onClose={() => setAsking(null)}
          onOk={async (reason) => {
            const d = draftOf(asking);
            const answer = await proposing.mutateAsync({
              action: asking.action,
              enabled: d.enabled,
              thresholdCents: asking.takesThreshold ? thresholdOf(d) : null,
              reason,
            });
            const { [asking.action]: _done, ...rest } = drafts;
            setDrafts(rest);
            void message.info(answer.message);
          }}
        />
      )}
    </Card>
  );
}
