// The SMS notices of a loan's way to the money (decision 129): approval, the money sent, and a daily
// reminder while an approved loan waits for the borrower's payout account. Due-date and overdue SMS are the
// reminder schedule's (decision 060), not these. Pure: the job passes the facts and sends what this says.

export const NOTICE_KINDS = ['approved', 'payout_sent', 'account_reminder'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];
export const NOTICE_LANGUAGES = ['en', 'fil'] as const;
export type NoticeLanguage = (typeof NOTICE_LANGUAGES)[number];

/** At most this many daily reminders to add a payout account; after them finance's desk still shows the wait. */
export const ACCOUNT_REMINDER_CAP = 5;

export type NoticeValues = {
  lender: string;
  /** Already in pesos, e.g. "₱5,000.00". */
  amount: string;
  /** Where the borrower opens the app. */
  link: string;
  /** Whether the borrower has bound a payout account (the approval notice asks for one when not). */
  accountBound: boolean;
};

const TEXTS: Record<NoticeLanguage, Record<NoticeKind, (v: NoticeValues) => string>> = {
  en: {
    approved: (v) =>
      v.accountBound
        ? `${v.lender}: your loan of ${v.amount} is approved. We are sending the money to your account. ${v.link}`
        : `${v.lender}: your loan of ${v.amount} is approved. Add your bank or e-wallet account in the app so we can send the money: ${v.link}`,
    payout_sent: (v) =>
      `${v.lender}: we sent ${v.amount} to your account. Your repayment dates are in the app: ${v.link}`,
    account_reminder: (v) =>
      `${v.lender}: your approved loan of ${v.amount} is waiting. Add your bank or e-wallet account in the app so we can send it: ${v.link}`,
  },
  fil: {
    approved: (v) =>
      v.accountBound
        ? `${v.lender}: aprubado na ang loan mo na ${v.amount}. Ipinapadala na namin ang pera sa account mo. ${v.link}`
        : `${v.lender}: aprubado na ang loan mo na ${v.amount}. Idagdag ang bank o e-wallet account mo sa app para maipadala namin ang pera: ${v.link}`,
    payout_sent: (v) =>
      `${v.lender}: naipadala na namin ang ${v.amount} sa account mo. Nasa app ang mga petsa ng bayad mo: ${v.link}`,
    account_reminder: (v) =>
      `${v.lender}: naghihintay ang aprubadong loan mo na ${v.amount}. Idagdag ang bank o e-wallet account mo sa app para maipadala namin ito: ${v.link}`,
  },
};

/** The SMS body of a notice in the borrower's language (English when none is known). */
export function noticeText(kind: NoticeKind, language: string, values: NoticeValues): string {
  const lang: NoticeLanguage = language === 'fil' ? 'fil' : 'en';
  return TEXTS[lang][kind](values);
}

/**
 * The notice's once-only key within its loan: an event notice is sent once per loan; the account reminder
 * once per business date, so a run every few minutes sends it once a day.
 */
export function noticeKey(kind: NoticeKind, businessDate: string): string {
  return kind === 'account_reminder' ? businessDate : 'once';
}

/**
 * Whether an approved loan without an account gets today's reminder: not on the day of the approval notice
 * (which asked already), and not after the cap. Invariant: at most one a business date (the key says so).
 */
export function accountReminderDue(input: {
  approvalNoticedOn: string | null;
  businessDate: string;
  remindersSent: number;
}): boolean {
  if (input.approvalNoticedOn === null || input.approvalNoticedOn >= input.businessDate) return false;
  return input.remindersSent < ACCOUNT_REMINDER_CAP;
}
