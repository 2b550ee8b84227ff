// The one way a console screen says that a load failed (decision 143): what could not be loaded, the
// server's reason in its words, and "Try again", which asks the query again (its refetch).
import type { CSSProperties } from 'react';
import { Alert, Button } from 'antd';

export function LoadFailure({
  error,
  onRetry,
  what,
  style,
}: {
  error: Error;
  /** The query's refetch. */
  onRetry: () => unknown;
  /** What could not be loaded, as the start of the sentence ("Could not load the order"); the reason follows it. */
  what?: string;
  style?: CSSProperties;
}) {
  return (
    <Alert
      type="error"
      showIcon
      title={what ? `${what}: ${error.message}` : error.message}
      style={style}
      action={<Button onClick={() => void onRetry()}>Try again</Button>}
    />
  );
}
