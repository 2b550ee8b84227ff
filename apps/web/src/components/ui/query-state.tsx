// What a screen shows while its data loads or after the load failed (the API client already toasted
// the reason); the children render only once the data is there.
import type { ReactNode } from 'react';
import Button from 'antd-mobile/es/components/button';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { messages } from '@/lib/messages';
import './query-state.css';

export function QueryState<T>({
  pending,
  data,
  failed,
  retry,
  lines = 8,
  children,
}: {
  pending: boolean;
  data: T | undefined;
  failed: boolean;
  retry: () => void;
  lines?: number;
  children: (data: T) => ReactNode;
}) {
  if (pending) return <Skeleton.Paragraph lineCount={lines} animated />;
  if (failed || data === undefined) {
    return (
      <div className="query-state__error">
        <p>{messages.genericError}</p>
        <Button onClick={retry}>{messages.tryAgain}</Button>
      </div>
    );
  }
  return <>{children(data)}</>;
}
