// The host app's one HTTP client: JSON in and out, the session as a bearer token (never in the
// URL), the device params a native host sends, a 60 s timeout. A failure throws ApiError with the
// server's sentence in the borrower's language; an expired session also drops the stored one so the app shows login.
import { ErrorCode, SUCCESS_CODE, type RefusalParts } from '@lendwell/contracts/constants';
import type { Envelope } from '@lendwell/contracts';
import { REFUSAL_TEXTS_EN, refusalSentence } from '@lendwell/contracts/refusal-texts';
import REFUSAL_TEXTS_FIL from '@lendwell/contracts/refusal-texts.fil';
import { appConfig } from '@lendwell/client-kit/app-config';
import { storedLang } from './i18n';
import { clearSession, currentSession, deviceId } from './session';

export const REQUEST_TIMEOUT_MS = 60_000;

export class ApiError extends Error {
  readonly code: number | string;
  readonly status: number;
  /** The request never reached the server or got no answer (offline, timeout). */
  readonly network: boolean;
  /** The refused field and the stable reason, for screens that react to them (decision 051). */
  readonly parts: RefusalParts;
  constructor(code: number | string, message: string, status: number, network = false, parts: RefusalParts = {}) {
    super(message);
    this.code = code;
    this.status = status;
    this.network = network;
    this.parts = parts;
  }
  get unauthenticated(): boolean {
    return this.code === ErrorCode.unauthenticated;
  }
}

export type RequestOptions = {
  method?: 'GET' | 'POST';
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  /** Multipart uploads (ID photos). */
  form?: FormData;
};

/** The params a native host appends to every call (docs/host-bridge.md); never the session or phone. */
export function hostParams(): Record<string, string> {
  const session = currentSession();
  return {
    deviceId: deviceId(),
    appName: appConfig().productName,
    appVersion: 'web-1',
    ...(session ? { userId: session.userId } : {}),
  };
}

function url(path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams(hostParams());
  // The server writes its sentences in the borrower's language (decision 132).
  params.set('lang', storedLang());
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) params.set(k, String(v));
  return `/api${path}?${params.toString()}`;
}

export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = options.body || options.form ? 'POST' : 'GET' } = options;
  const headers = new Headers({ Accept: 'application/json' });
  const session = currentSession();
  if (session) headers.set('Authorization', `Bearer ${session.sessionId}`);
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }
  let response: Response;
  try {
    response = await fetch(url(path, options.query), {
      method,
      headers,
      body,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      credentials: 'same-origin',
      referrerPolicy: 'no-referrer',
    });
  } catch {
    throw new ApiError(-1, '', 0, true);
  }
  let envelope: Envelope<T> & RefusalParts;
  try {
    envelope = (await response.json()) as Envelope<T> & RefusalParts;
  } catch {
    throw new ApiError(-1, '', response.status, response.status === 0 || response.status >= 500);
  }
  if (envelope.code !== SUCCESS_CODE) {
    // `message` is the person's sentence, said by its reason in Filipino (the texts the borrower pages use);
    // a field path never reaches the screen (decision 051).
    const parts: RefusalParts = {};
    if (envelope.field) parts.field = envelope.field;
    if (envelope.detail) parts.detail = envelope.detail;
    if (envelope.reason) parts.reason = envelope.reason;
    if (envelope.params) parts.params = envelope.params;
    const lang = storedLang();
    const text = refusalSentence(
      lang === 'fil' ? REFUSAL_TEXTS_FIL : REFUSAL_TEXTS_EN,
      lang === 'en',
      envelope.message ?? '',
      parts,
    );
    const error = new ApiError(envelope.code, text, response.status, false, parts);
    // A session ended from another device by "log out everywhere" says so on the welcome screen (decision 139).
    if (error.unauthenticated && session)
      clearSession(parts.reason === 'logged-out-everywhere' ? 'everywhere' : undefined);
    throw error;
  }
  return envelope.data;
}
