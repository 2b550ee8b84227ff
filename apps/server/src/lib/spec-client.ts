// Which refusals answer HTTP 200 (decision 118). The spec's own client rejects every non-2xx answer
// without reading it, so a refusal its screens handle by `code` (a toast of the message, the captcha
// redrawn on 101 and -1, the download page on 11, the countdown restarted after a failed commit) must
// arrive as a 200 with the envelope. Session, authorization and transport failures keep their statuses:
// the spec's client cannot act on them anyway, and proxies, monitoring and rate-limit clients read them.
import { ErrorCode, PROMOTION_API_PREFIX } from '@lendwell/contracts';

/**
 * The routes the spec's screens call (spec section 7 and the Variant API), as Fastify names them, and the
 * companions our borrower app calls beside them on the same screens (the bank screen's SMS code, the
 * order page's own rating and prompt). The console, admin, host app, sign-in, provider callbacks, files
 * and documents are not here: their clients read HTTP statuses.
 */
export const SPEC_CLIENT_ROUTES: ReadonlySet<string> = new Set([
  // Bank screen.
  '/api/card-init',
  '/api/bind-card-new',
  '/api/bind-card-change',
  '/api/bind-card-code',
  // Complaints.
  '/api/problem-detail',
  '/api/problem-init',
  '/api/user-problem/save-score',
  '/api/user-problem/problem-save',
  '/api/user-problem/upload-problem-img',
  '/api/user-problem/problem-list',
  '/api/v3/personal-center/contact-kf-info',
  // Payway.
  '/api/loan/repayment-way',
  '/api/loan/repayment-commit',
  '/api/loan/repayment-huichao',
  '/api/loan/repayment-confirm',
  // Promotion landing.
  `${PROMOTION_API_PREFIX}/channel/channel-template`,
  `${PROMOTION_API_PREFIX}/promotion/track-visit`,
  `${PROMOTION_API_PREFIX}/promotion/track-click`,
  `${PROMOTION_API_PREFIX}/promotion/get-sid`,
  `${PROMOTION_API_PREFIX}/promotion/get-sms`,
  `${PROMOTION_API_PREFIX}/promotion/register`,
  // Repayment, confirm, agreements, order details.
  '/api/v3/installment/loan-play-detail',
  '/api/floodwater/plan',
  '/api/v3/loan-details/generate-vcode',
  '/api/v3/loan-confirm/loan-detail-confirm',
  '/api/v3/contract/contract',
  '/api/v3/contract/contract-jump',
  '/api/v3/loan-confirm/loan-detail-push',
  '/api/v3/loan-details/loan-details',
  '/api/v3/loan-details/google-score',
  '/api/v3/loan-details/order-score',
  '/api/v3/loan-details/card-pop-close',
  '/api/service/event/save',
  // Variant API and the joint-login failure page.
  '/api/v2/vx/qd',
  '/api/v2/vx/al',
  '/api/v2/vx/aj',
  '/api/v2/vx/lp',
  '/api/v3/joint-login/failure-notice',
  '/api/v3/joint-login/product-click',
  '/api/v3/joint-login/target-link',
]);

/**
 * Refusals a screen handles by `code`: a request it may correct (1001), a state it must be told about
 * (1009) and the spec's own codes. Not here: 1002 (what the request names is not the caller's, an
 * authorization answer), 1003 (session), 1004 (throttled, with Retry-After), 1005, 1500 and 1503.
 */
const ENVELOPE_ONLY_CODES: ReadonlySet<number> = new Set<number>([
  ErrorCode.invalidRequest,
  ErrorCode.conflict,
  ErrorCode.repeatPayment,
  ErrorCode.wrongVerifyCode,
  ErrorCode.wrongCaptcha,
  ErrorCode.alreadyRegistered,
  ErrorCode.wrongCaptchaOnRegister,
]);

/** The HTTP status of a refusal with `code` on the route `routeUrl` (Fastify's pattern, absent when none matched). */
export function refusalStatus(routeUrl: string | undefined, code: number, status: number): number {
  if (routeUrl === undefined || !SPEC_CLIENT_ROUTES.has(routeUrl)) return status;
  return ENVELOPE_ONLY_CODES.has(code) ? 200 : status;
}
