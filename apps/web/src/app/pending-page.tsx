// Shown on routes whose screens later issues build, so every spec path already answers with a
// branded page rather than a blank one. docs/routes.md lists which routes use it.
import Result from 'antd-mobile/es/components/result';
import { Page } from '@/components/ui/page';
import { pendingText } from './pending-messages';

/** Without a title, the page says it was not found. */
export default function PendingPage({ title }: { title?: string }) {
  return (
    <Page title={title ?? pendingText.notFoundTitle}>
      <Result status="waiting" title={pendingText.pendingTitle} description={pendingText.pendingBody} />
    </Page>
  );
}
