// What went wrong when a screen's data did not load, in the borrower's terms (decision 049):
// every screen names the kind and offers the action that can help (retry, log in, go to the order).
import { ErrorCode } from '@lendwell/contracts/constants';
import { ApiError } from './api-client';

/**
 * offline: no answer (network cut, timeout); session: logged out; notFound: the loan or item is not
 * the caller's or is gone; refused: the server declined the request (any other 4xx, or a 200 with a
 * refusal's code, decision 118); server: a 5xx
 * or an unreadable answer; missing: the page was opened without the id it needs.
 */
export type FailureKind = 'offline' | 'session' | 'notFound' | 'refused' | 'server' | 'missing';

export function failureKind(error: unknown): FailureKind {
  if (!(error instanceof ApiError)) return 'server';
  if (error.code === ErrorCode.unauthenticated || error.status === 401) return 'session';
  if (error.code === ErrorCode.notFound || error.status === 404) return 'notFound';
  if (error.status === 0) return 'offline';
  if (error.status >= 400 && error.status < 500) return 'refused';
  // On the spec's routes a refusal arrives as a 200 with its code (decision 118): the server declined.
  if (error.status === 200 && !error.fallback && error.code !== ErrorCode.internal) return 'refused';
  return 'server';
}

/** The actions a failure offers, first the one most likely to help. */
export type FailureAction = 'retry' | 'login' | 'order' | 'home';

export function failureActions(kind: FailureKind, hasOrder: boolean): FailureAction[] {
  switch (kind) {
    case 'offline':
    case 'server':
      return hasOrder ? ['retry', 'order'] : ['retry', 'home'];
    case 'session':
      return ['login'];
    case 'notFound':
      return ['home', 'retry'];
    case 'refused':
      return hasOrder ? ['order', 'retry'] : ['home', 'retry'];
    case 'missing':
      return ['home'];
  }
}
