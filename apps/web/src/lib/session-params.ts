// The host opens each page with device and session params in the URL. We read them once at boot,
// keep them in sessionStorage, and take sessionId out of the address bar so it cannot leak.
import {
  COMMON_PARAM_NAMES,
  FORM_CLIENT_HEADER_PARAMS,
  JSON_CLIENT_HEADER_PARAMS,
} from '@lendwell/contracts/constants';
import { initLang } from './i18n';

const SESSION_KEY = 'lw.sessionId';
const PARAMS_KEY = 'lw.params';

/** Params forwarded on every API call and to every page we open (never the session id). */
const KEPT_PARAMS = [
  ...COMMON_PARAM_NAMES,
  ...FORM_CLIENT_HEADER_PARAMS,
  ...JSON_CLIENT_HEADER_PARAMS,
  'product_id',
  'source',
  'from',
] as const;

type Params = Record<string, string>;

function readStored(): Params {
  try {
    return JSON.parse(sessionStorage.getItem(PARAMS_KEY) ?? '{}') as Params;
  } catch {
    return {};
  }
}

/** Query params of both the search part and a hash route (#/path?x=1). */
function urlParams(location: Location): URLSearchParams[] {
  const hashQuery = location.hash.includes('?') ? location.hash.slice(location.hash.indexOf('?') + 1) : '';
  return [new URLSearchParams(location.search), new URLSearchParams(hashQuery)];
}

/** Reads launch params and strips sessionId from the address bar. Call once before rendering. */
export function captureLaunchParams(win: Window = window): void {
  const { location, history } = win;
  const [search, hash] = urlParams(location) as [URLSearchParams, URLSearchParams];
  const stored = readStored();
  for (const source of [search, hash]) {
    for (const name of KEPT_PARAMS) {
      const value = source.get(name);
      if (value !== null && value !== '') stored[name] = value;
    }
  }
  if (stored.product_id && !stored.productId) stored.productId = stored.product_id;
  // The host opens every page with lang=en|fil; without it, the stored choice or the browser's.
  initLang(search.get('lang') ?? hash.get('lang'), win);
  sessionStorage.setItem(PARAMS_KEY, JSON.stringify(stored));

  const sessionId = search.get('sessionId') ?? hash.get('sessionId');
  if (sessionId) {
    sessionStorage.setItem(SESSION_KEY, sessionId);
    search.delete('sessionId');
    hash.delete('sessionId');
    const q = search.toString();
    const hashPath = location.hash.split('?')[0] ?? '';
    const hq = hash.toString();
    const clean = `${location.pathname}${q ? `?${q}` : ''}${hashPath}${hq ? `?${hq}` : ''}`;
    history.replaceState(history.state, '', clean);
  }
}

export function sessionId(): string | null {
  return sessionStorage.getItem(SESSION_KEY);
}

/**
 * A page param: the current address first (an in-app navigation carries its own orderId, productId,
 * source or real in its query), then what the host passed at boot. product_id
 * answers for productId as at boot.
 */
export function launchParam(name: string, location: Location = window.location): string | undefined {
  for (const source of urlParams(location)) {
    const value = source.get(name) ?? (name === 'productId' ? source.get('product_id') : null);
    if (value !== null && value !== '') return value;
  }
  return readStored()[name];
}

/** The params every API call carries in its query string. */
export function commonQueryParams(): URLSearchParams {
  const out = new URLSearchParams();
  for (const name of COMMON_PARAM_NAMES) {
    const value = launchParam(name);
    if (value) out.set(name, value);
  }
  return out;
}

/** Query string that carries the shared params (and the session, for the host-opened page) to another page. */
export function sharedParamsQuery(extra: Record<string, string> = {}): string {
  const out = new URLSearchParams();
  for (const name of KEPT_PARAMS) {
    const value = launchParam(name);
    if (value) out.set(name, value);
  }
  for (const [k, v] of Object.entries(extra)) out.set(k, v);
  return out.toString();
}
