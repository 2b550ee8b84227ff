// Shown on routes whose screens later issues build, so every spec path already answers with a
// branded page rather than a blank one. docs/routes.md lists which routes use it.
import Result from 'antd-mobile/es/components/result';
import { Page } from '@/components/ui/page';
import { messages } from '@/lib/messages';

export default function PendingPage({ title }: { title: string }) {
  return (
    <Page title={title}>
      <Result status="waiting" title={messages.pendingTitle} description={messages.pendingBody} />
    </Page>
  );
}
