// What a screen shows while its data loads, and — the one shared way (issue 14 point 3) — after the
// load failed or when the page lacks the id it needs: what happened in words, and an action (retry,
// log in again, go to the loan, go home). Never an endless skeleton.
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import Button from 'antd-mobile/es/components/button';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { paths } from '@/config/paths';
import { host } from '@/lib/host-bridge';
import { failureActions, failureKind, type FailureAction, type FailureKind } from '@/lib/load-failure';
import { lf } from './load-failure-messages';
import './query-state.css';

/** The order a failed screen belongs to, so 'Go to my loan' can open it. */
export type OrderRef = { orderId: string; productId?: string };

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
export function LoadFailure({
  error,
  kind = failureKind(error),
  retry,
  order,
}: {
  error?: unknown;
  kind?: FailureKind;
  retry?: () => void;
  order?: OrderRef;
}) {
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

/** The parts of a TanStack query result a screen needs. */
export type LoadQuery<T> = {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
};

export function QueryState<T>({
  query,
  missing = false,
  pending = false,
  order,
  lines = 8,
  children,
}: {
  query: LoadQuery<T>;
  /** The page was opened without the id its query needs (the query never runs). */
  missing?: boolean;
  /** Something else still loads (a redirect under way). */
  pending?: boolean;
  order?: OrderRef;
  lines?: number;
  children: (data: T) => ReactNode;
}) {
  if (missing) return <LoadFailure kind="missing" />;
  if (query.isError) return <LoadFailure error={query.error} retry={() => void query.refetch()} order={order} />;
  if (query.isPending || pending || query.data === undefined)
    return (
      <div aria-busy="true">
        <Skeleton.Paragraph lineCount={lines} animated />
      </div>
    );
  return <>{children(query.data)}</>;
}
