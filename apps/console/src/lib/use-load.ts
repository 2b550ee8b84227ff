// Loads data for a key (e.g. a list's filter) and again on reload(); errors become a message the page shows.
import { useCallback, useEffect, useState } from 'react';

export function useLoad<T>(key: string, load: () => Promise<T>) {
  const [version, setVersion] = useState(0);
  const [result, setResult] = useState<{ tag: string; data?: T; error?: string }>();
  const tag = `${key}#${version}`;

  useEffect(() => {
    let live = true;
    load().then(
      (data) => live && setResult({ tag, data }),
      (error: Error) => live && setResult({ tag, error: error.message }),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key names everything the loader reads
  }, [tag]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { data: result?.data, error: result?.error, loading: result?.tag !== tag, reload };
}
