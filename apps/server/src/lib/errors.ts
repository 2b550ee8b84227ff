// Errors a route may throw on purpose; the error handler turns them into envelopes (decisions 004, 051).
import { ErrorCode, type RefusalReason } from '@lendwell/contracts';
import { peopleSentence } from './refusal-sentence.js';

const statusOf: Record<ErrorCode, number> = {
  [ErrorCode.invalidRequest]: 400,
  [ErrorCode.unauthenticated]: 401,
  [ErrorCode.forbidden]: 403,
  [ErrorCode.notFound]: 404,
  [ErrorCode.conflict]: 409,
  [ErrorCode.tooManyRequests]: 429,
  [ErrorCode.internal]: 500,
  [ErrorCode.unavailable]: 503,
  [ErrorCode.repeatPayment]: 409,
  [ErrorCode.wrongVerifyCode]: 400,
  [ErrorCode.wrongCaptcha]: 400,
  [ErrorCode.alreadyRegistered]: 409,
  [ErrorCode.wrongCaptchaOnRegister]: 400,
};

/** Values a client fills into a reason's translated sentence: pesos already formatted, counts, seconds. */
export type RefusalParams = Record<string, string | number>;

/**
 * A refusal. `message` is the sentence a person reads (the envelope's `message`); `field` and `detail`
 * are for integrators (the refused field's path and the 'field: text' form of decision 004); `reason`
 * is a stable code a client may translate, with `params` to fill in.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  field?: string;
  detail?: string;
  reason?: RefusalReason;
  params?: RefusalParams;
  /** Sent as Retry-After with a 429, so a client knows when to come back. */
  retryAfterSeconds?: number;
  constructor(code: ErrorCode, message: string, extra: { reason?: RefusalReason; params?: RefusalParams } = {}) {
    super(message);
    this.code = code;
    this.statusCode = statusOf[code];
    if (extra.reason) this.reason = extra.reason;
    if (extra.params) this.params = extra.params;
  }
}

type InvalidOptions = {
  /** The sentence a person reads, when the generic one made from the field and text is not the screen's words. */
  sentence?: string;
  reason?: RefusalReason;
  params?: RefusalParams;
};

/**
 * A refused field. Integrators read `field` and `detail` ('amount: must be more than zero'); a person
 * reads a sentence ('Please enter an amount more than ₱0.00.').
 */
export const invalid = (field: string, text: string, options: InvalidOptions = {}) => {
  const error = new AppError(ErrorCode.invalidRequest, options.sentence ?? peopleSentence(field, text), {
    reason: options.reason ?? 'invalid-input',
    ...(options.params ? { params: options.params } : {}),
  });
  error.field = field;
  error.detail = `${field}: ${text}`;
  return error;
};
/** Something the request names is not the caller's or does not exist; integrators read 'order not found' in `detail`. */
export const notFound = (what: string) => {
  const error = new AppError(ErrorCode.notFound, `We could not find this ${what}. Please go back and try again.`, {
    reason: 'not-found',
  });
  error.detail = `${what} not found`;
  return error;
};
export const unauthenticated = () =>
  new AppError(ErrorCode.unauthenticated, 'Your session has expired. Please log in again.', {
    reason: 'session-expired',
  });
/** A session ended by "log out everywhere" from another device (decision 139): the device is told why. */
export const loggedOutEverywhere = () =>
  new AppError(
    ErrorCode.unauthenticated,
    'You logged out on every device, so this one was logged out too. Please log in again.',
    { reason: 'logged-out-everywhere' },
  );
export const tooMany = (message: string, retryAfterSeconds?: number, reason: RefusalReason = 'too-many-requests') => {
  const error = new AppError(ErrorCode.tooManyRequests, message, { reason });
  if (retryAfterSeconds !== undefined) {
    error.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
    error.params = { retryAfterSeconds: error.retryAfterSeconds };
  }
  return error;
};

/** A conflict about one field (a name already taken): the field for integrators, a sentence for people. */
export const conflictOn = (field: string, text: string) => {
  const error = new AppError(ErrorCode.conflict, peopleSentence(field, text));
  error.field = field;
  error.detail = `${field}: ${text}`;
  return error;
};
