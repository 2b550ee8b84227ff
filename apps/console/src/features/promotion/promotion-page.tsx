// Promotion & events (admin, decision 024): the landing templates with their funnel, the landing's
// mobile rule, and the event/save counts of the borrower app.
import { Typography } from 'antd';
import { EventCounts } from './event-counts';
import { MobileRule } from './mobile-rule';
import { TemplatesCard } from './templates-card';

export default function PromotionPage() {
  return (
    <>
      <Typography.Title level={3}>Promotion &amp; events</Typography.Title>
      <TemplatesCard />
      <MobileRule />
      <EventCounts />
    </>
  );
}
