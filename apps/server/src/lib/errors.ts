// Errors a route may throw on purpose; the error handler turns them into envelopes.
import { ErrorCode } from '@lendwell/contracts';

const statusOf: Record<ErrorCode, number> = {
  [ErrorCode.invalidRequest]: 400,
  [ErrorCode.unauthenticated]: 401,
  [ErrorCode.forbidden]: 403,
  [ErrorCode.notFound]: 404,
  [ErrorCode.conflict]: 409,
  [ErrorCode.tooManyRequests]: 429,
  [ErrorCode.internal]: 500,
  [ErrorCode.repeatPayment]: 409,
  [ErrorCode.wrongVerifyCode]: 400,
  [ErrorCode.wrongCaptcha]: 400,
  [ErrorCode.alreadyRegistered]: 409,
  [ErrorCode.wrongCaptchaOnRegister]: 400,
};

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  /** Sent as Retry-After with a 429, so a client knows when to come back. */
  retryAfterSeconds?: number;
  constructor(code: ErrorCode, message: string) {
    super(message);
    this.code = code;
    this.statusCode = statusOf[code];
  }
}

export const invalid = (field: string, message: string) =>
  new AppError(ErrorCode.invalidRequest, `${field}: ${message}`);
export const notFound = (what: string) => new AppError(ErrorCode.notFound, `${what} not found`);
export const unauthenticated = () =>
  new AppError(ErrorCode.unauthenticated, 'Your session has expired. Please log in again.');
export const tooMany = (message: string, retryAfterSeconds?: number) => {
  const error = new AppError(ErrorCode.tooManyRequests, message);
  if (retryAfterSeconds !== undefined) error.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return error;
};
