// What a screen shows while its data loads, and — the one shared way (decision 049) — after the
// load failed or when the page lacks the id it needs: what happened in words, and an action (retry,
// log in again, go to the loan, go home). Never an endless skeleton.
import { useEffect, useState, type ReactNode } from 'react';
import Button from 'antd-mobile/es/components/button';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { translationsReady } from '@/lib/i18n';
import type { FailureKind } from '@/lib/load-failure';
import { messages } from '@/lib/messages';
import './query-state.css';

/** The order a failed screen belongs to, so 'Go to my loan' can open it. */
export type OrderRef = { orderId: string; productId?: string };

export type LoadFailureProps = { error?: unknown; kind?: FailureKind; retry?: () => void; order?: OrderRef };

type Panel = (props: LoadFailureProps) => ReactNode;
let panel: Panel | undefined;
let loading: Promise<Panel> | undefined;

/**
 * The failure panel lives in its own chunk (decision 055: no route's first paint carries it). It starts loading
 * when a screen starts loading its data, so it is there by the time a load fails; a failed chunk load is
 * tried again next time.
 */
function loadPanel(): Promise<Panel> {
  loading ??= import('./load-failure-panel').then(
    async (m) => {
      await translationsReady(); // its texts' Filipino, for a Filipino reader
      return (panel = m.LoadFailurePanel);
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The failure panel: a heading, a sentence, and the actions that can help. */
export function LoadFailure(props: LoadFailureProps) {
  const [Loaded, setLoaded] = useState<Panel | undefined>(() => panel);
  const [unreachable, setUnreachable] = useState(false);
  useEffect(() => {
    if (Loaded) return;
    let live = true;
    loadPanel().then(
      (p) => live && setLoaded(() => p),
      () => live && setUnreachable(true),
    );
    return () => {
      live = false;
    };
  }, [Loaded]);
  if (Loaded) return <Loaded {...props} />;
  // Even the panel's chunk did not arrive (the connection dropped): still words and a way forward.
  if (unreachable)
    return (
      <section className="query-state__error" role="alert" data-failure="offline">
        <p>{messages.networkError}</p>
        <div className="query-state__actions">
          <Button block shape="rounded" color="primary" onClick={() => (props.retry ?? (() => location.reload()))()}>
            {messages.tryAgain}
          </Button>
        </div>
      </section>
    );
  return <div aria-busy="true" />;
}

/** The parts of a TanStack query result a screen needs. */
export type LoadQuery<T> = {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
  /** 'paused': TanStack Query holds the request until the phone is online again. */
  fetchStatus?: string;
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
  // The failure panel's chunk loads beside the data, not on the way to the first paint.
  useEffect(() => void loadPanel().catch(() => undefined), []);
  if (missing) return <LoadFailure kind="missing" />;
  if (query.isError) return <LoadFailure error={query.error} retry={() => void query.refetch()} order={order} />;
  // Offline, the query waits for the connection without failing: say so, with a retry, not an endless skeleton.
  if (query.fetchStatus === 'paused' && query.data === undefined)
    return <LoadFailure kind="offline" retry={() => void query.refetch()} order={order} />;
  if (query.isPending || pending || query.data === undefined)
    return (
      <div aria-busy="true">
        <Skeleton.Paragraph lineCount={lines} animated />
      </div>
    );
  return <>{children(query.data)}</>;
}
