// A borrower's customer risk rating for the compliance officer (decision 125): the rating with its reasons, and
// every earlier rating with what changed it. Shown only to compliance, so no one else learns who is watched.
import { Space, Tag, Typography } from 'antd';
import { when } from '../lib/when';
import { ActorName } from './actor-name';
import { useAmlRisk } from './api/get-aml-risk';
import { LoadFailure } from './load-failure';

const RATING_COLORS = { low: 'success', medium: 'warning', high: 'error' } as const;
const TRIGGER_WORDS: Record<string, string> = {
  onboarding: 'certify completed',
  change: 'certify changed',
  'list-update': 'sanctions list screening',
  monitoring: 'monitoring alert',
  'alert decided': 'alert decided',
};

export function AmlRisk({ orderNo }: { orderNo: string }) {
  const { data, error, refetch } = useAmlRisk(orderNo);
  if (error) return <LoadFailure error={error} onRetry={refetch} what="The risk rating could not be loaded" />;
  if (!data) return null;
  if (!data.current) return <Typography.Text>Not rated yet: certify is not complete.</Typography.Text>;
  return (
    <Space direction="vertical" size={4}>
      <span>
        <Tag color={RATING_COLORS[data.current.rating]}>{`${data.current.rating} risk`}</Tag>
        {data.openAlerts > 0 && `${data.openAlerts} open AML alert${data.openAlerts === 1 ? '' : 's'}. `}
        {data.current.reasons.join(' ')}
      </span>
      {data.history.map((r) => (
        <Typography.Text key={r.ratedAt} type="secondary">
          {when(r.ratedAt)}: {r.rating} ({TRIGGER_WORDS[r.trigger] ?? r.trigger}) by <ActorName actor={r.ratedBy} />
        </Typography.Text>
      ))}
    </Space>
  );
}
