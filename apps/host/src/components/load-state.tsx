// What a screen shows while its data loads, and after a failed load: words that say what happened
// and the action that moves on (try again, or log in again when the session ended).
import type { ReactNode } from 'react';
import Button from 'antd-mobile/es/components/button';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useLocation } from 'wouter';
import { ApiError } from '@/lib/api-client';
import { useI18n } from '@/lib/i18n';

export function LoadState<T>({
  query,
  lines = 6,
  children,
}: {
  query: {
    isPending: boolean;
    data: T | undefined;
    error: unknown;
    refetch: () => unknown;
    /** 'paused': TanStack Query holds the request until the phone is online again. */
    fetchStatus?: string;
  };
  lines?: number;
  children: (data: T) => ReactNode;
}) {
  const { t } = useI18n();
  const [, navigate] = useLocation();
  if (query.data !== undefined) return <>{children(query.data)}</>;
  // Offline, the query waits for the connection without failing: say so, with a retry, not an endless skeleton.
  const offline = query.fetchStatus === 'paused' && !query.error;
  if (query.isPending && !query.error && !offline)
    return (
      // A name needs a role (axe aria-prohibited-attr): a status region says "Loading" while the lines shimmer.
      <div className="card" role="status" aria-busy="true" aria-label={t('loading')}>
        <Skeleton.Paragraph lineCount={lines} animated />
      </div>
    );
  const error = query.error instanceof ApiError ? query.error : null;
  if (error?.unauthenticated) {
    return (
      <div className="card" role="alert">
        <p className="muted">{t('sessionExpired')}</p>
        <Button block color="primary" style={{ marginTop: 12 }} onClick={() => navigate('/login')}>
          {t('loginAgain')}
        </Button>
      </div>
    );
  }
  return (
    <div className="card" role="alert">
      <p className="muted">{offline || error?.network ? t('offline') : error?.message || t('loadFailed')}</p>
      <Button block color="primary" style={{ marginTop: 12 }} onClick={() => void query.refetch()}>
        {t('retry')}
      </Button>
    </div>
  );
}
