// Plain values shared by client and server. No zod here: the web app imports this module at
// runtime and must not pay for the schema library in its bundle.
import type { PaymentSource, StaffRole } from './console.js';

/** Each role in the words staff read (the header, the staff list, a proposal's sentence); never the code. */
export const ROLE_NAMES: Record<StaffRole, string> = {
  agent: 'Agent',
  reviewer: 'Reviewer',
  finance: 'Finance',
  admin: 'Admin',
  risk: 'Risk',
  collector: 'Collector',
  collections_supervisor: 'Collections supervisor',
  compliance: 'Compliance officer',
};

/** Success codes: 0 for the standard envelope, '00' for the endpoints the spec marks so. */
export const SUCCESS_CODE = 0;
export const SUCCESS_CODE_LEGACY = '00';

/** Error codes of our envelope. HTTP status mirrors them (see docs/decisions/004-envelope-and-errors.md). */
export const ErrorCode = {
  invalidRequest: 1001,
  notFound: 1002,
  unauthenticated: 1003,
  tooManyRequests: 1004,
  /** Logged in, but the staff role may not do this (console, decision 022). */
  forbidden: 1005,
  conflict: 1009,
  internal: 1500,
  /** The database is away (a restart or failover): answered 503, try again shortly (decision 099). */
  unavailable: 1503,
  /** Payway repayment-confirm (spec): the payment was already confirmed; do not repeat it. */
  repeatPayment: 800005,
  /** Payway repayment-confirm (spec): the SMS code is wrong. */
  wrongVerifyCode: 800006,
  /** Promotion get-sms (spec): the image captcha is wrong; the page refreshes it. */
  wrongCaptcha: 101,
  /** Promotion get-sms and register (spec): the phone already has an account. */
  alreadyRegistered: 11,
  /** Promotion register (spec): the image captcha is wrong; the page refreshes it. */
  wrongCaptchaOnRegister: -1,
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/**
 * Stable codes of refusals a person may read (decision 051). The envelope's `message` is an English
 * sentence; a client that speaks the borrower's language translates by `reason`, filling in `params`,
 * and falls back to `message` for a reason it does not know.
 */
export const REFUSAL_REASONS = [
  /** A field the person typed or chose was refused; `message` says which, in the screen's words. */
  'invalid-input',
  /** The page's own link or ids were refused (a person cannot fix them by typing): go back and reopen. */
  'invalid-link',
  'not-found',
  'session-expired',
  /** The borrower logged out on every device from another one (decision 139). */
  'logged-out-everywhere',
  /** A request limit; params.retryAfterSeconds. */
  'too-many-requests',
  /** An SMS code was asked for again too soon, or too many were asked for; params.retryAfterSeconds. */
  'code-resend-too-soon',
  'code-too-many-requested',
  'code-expired',
  /** params.attemptsLeft */
  'code-wrong',
  'code-locked',
  'code-used',
  'order-nothing-to-repay',
  'amount-not-positive',
  /** params.amount: what is owed, in pesos. */
  'amount-more-than-owed',
  /** params.amount: the exact amount that extends the loan, in pesos. */
  'amount-extension-exact',
  'repay-page-expired',
  'card-declined',
  'complaint-collection-not-allowed',
  'upload-limit',
  'server-error',
  /** The database is away for a moment (decision 099); params.retryAfterSeconds. */
  'service-unavailable',
] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

/**
 * A refusal's message as a person reads it: a message that opens with a request field's path (a server
 * older than decision 051, or an integrator's proxy) loses the path; a sentence is left as it is.
 */
export function stripFieldPath(message: string): string {
  const match = /^[a-z_][\w.[\]]*: (.+)$/s.exec(message);
  if (!match) return message;
  const rest = match[1]!;
  return rest.charAt(0).toUpperCase() + rest.slice(1);
}

/**
 * The parts of a refusal's envelope beyond {code, message, data}: all optional, so an integrator that
 * reads only those keeps working.
 */
export type RefusalParts = {
  /** The refused request field as a path (`amount`, `clauses.2.heading`), for integrators. */
  field?: string;
  /** The refusal as decision 004 worded it, 'field: text', for integrators' logs. */
  detail?: string;
  reason?: RefusalReason;
  params?: Record<string, string | number>;
};

/**
 * Params the native host appends to every page URL and that the web app forwards on every call.
 * sessionId is deliberately absent: the client sends it as a bearer token, never in a URL.
 */
export const COMMON_PARAM_NAMES = [
  'deviceId',
  'userId',
  'merchantNumber',
  'mobilePhone',
  'appVersion',
  'appName',
  'channel',
  'productId',
  'orderId',
  'real',
] as const;
export type CommonParamName = (typeof COMMON_PARAM_NAMES)[number];

/** Header params of the two client flavours, copied from same-named URL params. */
export const FORM_CLIENT_HEADER_PARAMS = ['swift', 'eyes'] as const;
export const JSON_CLIENT_HEADER_PARAMS = ['building', 'gather'] as const;

/** Query params the server must never log or echo. */
export const SECRET_PARAM_NAMES = [
  'sessionId',
  'token',
  'code',
  'smsCode',
  'verifyCode',
  'capcode',
  'sid',
  'otp',
  'cardNo',
  'accountNo',
  'password',
] as const;

/**
 * Philippine mobile numbers in local (09XXXXXXXXX), international (+639XXXXXXXXX) or bare ten-digit
 * (9XXXXXXXXX, as people type after a "+63" prefix shown beside the field) form.
 */
export const PH_MOBILE_PATTERN = /^(?:\+?63|0)?9\d{9}$/;

/** Normalises a PH mobile number to E.164 (+639XXXXXXXXX); returns null when it is not one. */
export function normalizePhMobile(raw: string): string | null {
  const compact = raw.replace(/[\s-]/g, '');
  if (!PH_MOBILE_PATTERN.test(compact)) return null;
  return `+63${compact.slice(-10)}`;
}

/**
 * The installment page's "Bank card" entry: where the lender charges cards, choosing it opens payway (the
 * spec's card flow) instead of opening a collection at a provider.
 */
export const CARD_CHANNEL_NUMBER = 'card';

/** The spec's contact-kf-info call always sends overall=30. */
export const CONTACT_INFO_OVERALL = 30;

export { currencyFlagOf, currencySymbol, formatBps, formatCents, formatMoney } from './money-format.js';

export {
  BANK_DEFAULTS,
  BIND_CARD_CODE_ITEM,
  CITY_SELECT_FORMAT,
  bankChannelOf,
  changesPayoutDestination,
  channelOf,
  validateForm,
  visibleItems,
} from './form-engine.js';
export type { FormCate, FormInputType, FormIssue, FormItem, FormOption, PayoutDestination } from './form-engine.js';

export const COMPLAINT_LIMITS = { detailChars: 200, images: 9, ratingMin: 1, ratingMax: 5 } as const;
export const COLLECTION_PROBLEM_TYPE = 1;

/** event/save module ids: 30 is the spec's borrow-again; the others are ours (docs/routes.md). */
export const EVENT_MODULES = {
  borrowAgain: 30,
  orderMarketProduct: 31,
  orderMarketMore: 32,
  jointLoginProduct: 40,
} as const;
/** Orders whose page shows the loan buttons instead of the product market (spec section 4). */
export const ORDER_STATUS = {
  underReview: 21,
  rejected: 110,
  disbursing: 151,
  repaying: 170,
  due: 174,
  overdue: 180,
  settled: 200,
} as const;
/**
 * What staff call each order status (decision 053): the console shows these names, never the codes.
 * Borrowers read their own words (the order page's texts); this is the back office's one mapping.
 */
export const ORDER_STATUS_NAMES: Record<(typeof ORDER_STATUS)[keyof typeof ORDER_STATUS], string> = {
  [ORDER_STATUS.underReview]: 'Under review',
  [ORDER_STATUS.rejected]: 'Rejected',
  [ORDER_STATUS.disbursing]: 'Approved, awaiting payout',
  [ORDER_STATUS.repaying]: 'Repaying',
  [ORDER_STATUS.due]: 'Due',
  [ORDER_STATUS.overdue]: 'Overdue',
  [ORDER_STATUS.settled]: 'Settled',
};
/** The staff name of a status code; an unknown code reads as "Status <code>" rather than a bare number. */
export function orderStatusName(status: number): string {
  return (ORDER_STATUS_NAMES as Record<number, string>)[status] ?? `Status ${status}`;
}
/** How a payment reached the loan, as finance reads it (decision 108). */
export const PAYMENT_SOURCE_WORDS: Record<PaymentSource, string> = {
  provider: 'Payment provider',
  operator: 'Posted by the operator',
  reported_transfer: 'Reported transfer, matched',
  moved: 'Moved by finance',
};
/** The spec's agreement scene of the loan confirm pages. */
export const AGREEMENT_SCENE = 3;
/** The rating prompt: this many stars or more go on to the app store (spec section 9). */
export const APP_RATE_MIN_STARS = 4;

export { formatDate, formatDateTime, formatManilaTime, TIME_ZONE } from './date-format.js';

/** Repayment: the SMS resend countdown and code length (spec section 9). */
export const REPAYMENT_LIMITS = { smsCountdownSeconds: 60, smsCodeLength: 6 } as const;
/** The Idempotency-Key header every money-moving POST accepts (docs/decisions/019-idempotency.md). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** Promotion landing (spec section 9, docs/decisions/021-promotion-registration.md). */
export const PROMOTION_LIMITS = {
  mobileLength: 11,
  captchaLength: 4,
  smsCodeLength: 6,
  smsCountdownSeconds: 60,
} as const;
/** The default mobile rule of the landing; each merchant may configure its own (promotion_settings). */
export const DEFAULT_PROMOTION_MOBILE_PATTERN = '^(?:0|\\+?63)9\\d{9}$';
/** The official site's carousel interval (spec section 9). */
export const SITE_CAROUSEL_MS = 3000;

/** The borrower's My data under /api/host/my-data (decision 126). */
export const MY_DATA_PATHS = {
  overview: '/api/host/my-data',
  exportJson: '/api/host/my-data/export.json',
  exportPdf: '/api/host/my-data/export.pdf',
  requests: '/api/host/my-data/requests',
  marketing: '/api/host/my-data/marketing-consent',
} as const;

/** The certify fields a borrower may ask to correct, each in the step that holds it. */
export const CORRECTABLE_FIELDS = {
  fullName: 'basic',
  birthDate: 'basic',
  civilStatus: 'basic',
  email: 'basic',
  street: 'personal',
  employer: 'job',
} as const;
export type CorrectableField = keyof typeof CORRECTABLE_FIELDS;
