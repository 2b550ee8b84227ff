// The one HTTP client. Two flavours from the spec: the form client (form-encoded, headers swift and
// eyes copied from same-named URL params) and the JSON client (JSON, XHR marker, headers building and
// gather). Both add the common params, send the session as a bearer token, time out after 60 s,
// and toast the server's message when the answer is not a success.
import {
  ErrorCode,
  FORM_CLIENT_HEADER_PARAMS,
  JSON_CLIENT_HEADER_PARAMS,
  SUCCESS_CODE,
  stripFieldPath,
} from '@lendwell/contracts/constants';
import type { RefusalParts } from '@lendwell/contracts/constants';
import type { Envelope } from '@lendwell/contracts';
import { takeEarlyResponse } from './first-call';
import { host } from './host-bridge';
import { lang, translationsReady } from './i18n';
import { messages } from './messages';
import { commonQueryParams, launchParam, sessionId } from './session-params';
import { showLoading, toast } from './toast';

export const REQUEST_TIMEOUT_MS = 60_000;

/** A failed call. `message` is what the borrower reads; `parts` keeps the refused field and reason (decision 051). */
export class ApiError extends Error {
  readonly code: number | string;
  readonly status: number;
  readonly parts: RefusalParts;
  /** The message is this app's general one (no answer, or none the server worded): a screen may say its own. */
  readonly fallback: boolean;
  constructor(code: number | string, message: string, status: number, parts: RefusalParts = {}, fallback = false) {
    super(message);
    this.code = code;
    this.status = status;
    this.parts = parts;
    this.fallback = fallback;
  }
}

type Scalar = string | number | boolean | null | undefined;

export type RequestOptions = {
  method?: 'GET' | 'POST';
  /** Sent form-encoded (form client), as JSON (json client), or as multipart when FormData. */
  body?: Record<string, Scalar> | FormData;
  query?: Record<string, Scalar>;
  flavour?: 'form' | 'json';
  /** Show the 'loading...' toast while waiting. */
  loading?: boolean;
  /** Do not toast failures; the caller shows its own message. */
  quiet?: boolean;
  /** Codes that count as success; '00' endpoints pass ['00']. */
  successCodes?: ReadonlyArray<number | string>;
  /** Extra headers, e.g. Idempotency-Key on money-moving POSTs. */
  headers?: Record<string, string>;
};

/**
 * The sentence a borrower reads for a refusal. The refusal catalogue (English and its Filipino) loads with
 * the first refusal, not with every route's entry (decision 083): a refusal has just crossed the network, so
 * the chunk almost always follows; if it does not, the server's own sentence is shown.
 */
async function refusalSentence(message: string, parts: RefusalParts): Promise<string> {
  try {
    const { refusalText } = await import('./refusals');
    await translationsReady();
    return refusalText(message, parts);
  } catch {
    return stripFieldPath(message);
  }
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  const params = commonQueryParams();
  // The server writes its sentences in the page's language (decision 132).
  params.set('lang', lang());
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null) params.set(k, String(v));
  const qs = params.toString();
  return `/api${path}${qs ? `?${qs}` : ''}`;
}

function buildHeaders(flavour: 'form' | 'json'): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  const session = sessionId();
  if (session) headers.set('Authorization', `Bearer ${session}`);
  const names = flavour === 'form' ? FORM_CLIENT_HEADER_PARAMS : JSON_CLIENT_HEADER_PARAMS;
  for (const name of names) {
    const value = launchParam(name);
    if (value) headers.set(name, value);
  }
  if (flavour === 'json') headers.set('X-Requested-With', 'XMLHttpRequest');
  return headers;
}

function encodeBody(body: RequestOptions['body'], flavour: 'form' | 'json', headers: Headers): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData) return body;
  const entries = Object.entries(body).filter(
    (e): e is [string, string | number | boolean] => e[1] !== undefined && e[1] !== null,
  );
  if (flavour === 'json') {
    headers.set('Content-Type', 'application/json');
    return JSON.stringify(Object.fromEntries(entries));
  }
  headers.set('Content-Type', 'application/x-www-form-urlencoded');
  return new URLSearchParams(entries.map(([k, v]) => [k, String(v)])).toString();
}

/** Sends a request and answers the whole envelope; throws ApiError (after a toast) on failure. */
export async function apiEnvelope<T>(path: string, options: RequestOptions = {}): Promise<Envelope<T>> {
  const { method = 'POST', flavour = 'form', successCodes = [SUCCESS_CODE] } = options;
  const headers = buildHeaders(flavour);
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
  const body = method === 'POST' ? encodeBody(options.body, flavour, headers) : undefined;
  const fail = (error: ApiError): never => {
    if (!options.quiet) toast(error.message);
    if (error.code === ErrorCode.unauthenticated) host.offToLogin();
    throw error;
  };
  // The page's HTML may already have sent this call (its first): take that response instead of a second request.
  const early =
    options.body instanceof FormData
      ? undefined
      : takeEarlyResponse(method, path, { ...options.query, ...options.body });
  const stopLoading = options.loading ? showLoading() : undefined;
  try {
    let response: Response;
    try {
      response = await (early ??
        fetch(buildUrl(path, options.query), {
          method,
          headers,
          body,
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
          credentials: 'same-origin',
          referrerPolicy: 'no-referrer',
        }));
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      return fail(new ApiError(-1, timedOut ? messages.requestTimeout : messages.networkError, 0, {}, true));
    }
    let envelope: Envelope<T> & RefusalParts;
    try {
      envelope = (await response.json()) as Envelope<T> & RefusalParts;
    } catch {
      return fail(new ApiError(-1, messages.genericError, response.status, {}, true));
    }
    if (!successCodes.includes(envelope.code)) {
      const parts: RefusalParts = {};
      if (envelope.field) parts.field = envelope.field;
      if (envelope.detail) parts.detail = envelope.detail;
      if (envelope.reason) parts.reason = envelope.reason;
      if (envelope.params) parts.params = envelope.params;
      const text = await refusalSentence(envelope.message ?? '', parts);
      return fail(new ApiError(envelope.code, text || messages.genericError, response.status, parts, !text));
    }
    return envelope;
  } finally {
    stopLoading?.();
  }
}

/** Sends a request and answers its data. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiEnvelope<T>(path, options)).data;
}

/**
 * Loads a screen's data. The screen shows a failure in its QueryState / LoadFailure panel (words and an
 * action), so the load never toasts as well: one message, where the borrower can act on it.
 */
export function apiLoad<T>(path: string, options: Omit<RequestOptions, 'quiet'> = {}): Promise<T> {
  return apiRequest<T>(path, { ...options, quiet: true });
}
