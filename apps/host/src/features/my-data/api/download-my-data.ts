// The export is a file, not an envelope: fetched with the session header (never in the URL) and handed to the
// browser as a download.
import { useMutation } from '@tanstack/react-query';
import { MY_DATA_PATHS } from '@lendwell/contracts/constants';
import { ApiError, hostParams } from '@/lib/api-client';
import { currentSession } from '@/lib/session';

export type ExportFormat = 'json' | 'pdf';

/** Downloads everything we hold about the borrower as JSON or PDF. */
export async function downloadMyData(format: ExportFormat): Promise<void> {
  const path = format === 'json' ? MY_DATA_PATHS.exportJson : MY_DATA_PATHS.exportPdf;
  const session = currentSession();
  const headers = new Headers(session ? { Authorization: `Bearer ${session.sessionId}` } : {});
  let response: Response;
  try {
    response = await fetch(`${path}?${new URLSearchParams(hostParams()).toString()}`, {
      headers,
      credentials: 'same-origin',
      referrerPolicy: 'no-referrer',
    });
  } catch {
    throw new ApiError(-1, '', 0, true);
  }
  if (!response.ok) throw new ApiError(-1, '', response.status, response.status >= 500);
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `my-data.${format}`;
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData });
}
