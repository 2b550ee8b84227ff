// The page's first API call, already sent by an inline script in the HTML while the page's code downloaded
// (apps/server/src/plugins/app/route-boot.ts, decision 055). The API client takes the pending response when it
// makes that same call (same method, path and params), once; any other call, or a second one, goes out as usual.

type Scalar = string | number | boolean | null | undefined;
type EarlyCall = { method: string; path: string; params: Record<string, string>; response: Promise<Response> };
type EarlyWindow = { __lwFirstCall?: EarlyCall };

/** Params as the API client sends them: absent ones dropped, the rest as strings. */
function normalise(params: Record<string, Scalar>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params)
      .filter((e): e is [string, string | number | boolean] => e[1] !== undefined && e[1] !== null)
      .map(([k, v]) => [k, String(v)]),
  );
}

function sameParams(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
}

/** The response already on its way for this call (once), else undefined and the caller sends it. */
export function takeEarlyResponse(
  method: string,
  path: string,
  params: Record<string, Scalar>,
  win: Window = window,
): Promise<Response> | undefined {
  const w = win as unknown as EarlyWindow;
  const early = w.__lwFirstCall;
  if (!early || early.method !== method || early.path !== path) return undefined;
  if (!sameParams(early.params, normalise(params))) return undefined;
  delete w.__lwFirstCall;
  return early.response;
}
