// The load-failure panel (decision 049): what happened in words, and an action (retry, log in again,
// go to the loan, go home). Its own chunk, loaded by query-state.tsx when a screen starts loading, so no
// route's first paint carries it (decision 083).
import { useLocation } from 'wouter';
import Button from 'antd-mobile/es/components/button';
import { paths } from '@/config/paths';
import { host } from '@/lib/host-bridge';
import { failureActions, failureKind, type FailureAction, type FailureKind } from '@/lib/load-failure';
import { lf } from './load-failure-messages';
import type { LoadFailureProps } from './query-state';

const TITLES: Record<FailureKind, () => string> = {
  offline: () => lf.offlineTitle,
  session: () => lf.sessionTitle,
  notFound: () => lf.notFoundTitle,
  refused: () => lf.refusedTitle,
  server: () => lf.serverTitle,
  missing: () => lf.missingTitle,
};

function sentence(kind: FailureKind, error: unknown): string {
  switch (kind) {
    case 'offline':
      return lf.offlineText;
    case 'session':
      return lf.sessionText;
    case 'notFound':
      return lf.notFoundText;
    case 'missing':
      return lf.missingText;
    case 'server':
      return lf.serverText;
    case 'refused':
      // The server's own reason ("This loan has nothing to repay") says most.
      return error instanceof Error && error.message ? error.message : lf.serverText;
  }
}

/** The failure panel: a heading, a sentence, and the actions that can help. */
export function LoadFailurePanel({ error, kind = failureKind(error), retry, order }: LoadFailureProps) {
  const [, navigate] = useLocation();
  const hasOrder = !!order?.orderId;
  const actions = failureActions(kind, hasOrder).filter((a) => a !== 'retry' || retry);
  const run: Record<FailureAction, () => void> = {
    retry: () => retry?.(),
    login: () => host.offToLogin(),
    order: () => {
      const q = new URLSearchParams({ orderId: order?.orderId ?? '' });
      if (order?.productId) q.set('productId', order.productId);
      navigate(`${paths.loanDetail}?${q}`);
    },
    home: () => host.toHome(),
  };
  return (
    <section className="query-state__error" role="alert" data-failure={kind}>
      <h2 className="query-state__title">{TITLES[kind]()}</h2>
      <p>{sentence(kind, error)}</p>
      <div className="query-state__actions">
        {actions.map((action, i) => (
          <Button
            key={action}
            block
            shape="rounded"
            color={i === 0 ? 'primary' : 'default'}
            fill={i === 0 ? 'solid' : 'outline'}
            onClick={run[action]}
          >
            {lf[action]}
          </Button>
        ))}
      </div>
    </section>
  );
}
