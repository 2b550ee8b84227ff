// Texts of the promotion landing, kept with the feature (decision 005: the spec's texts by default).
// Filipino: messages.fil.ts (decision 047).
import { catalogue } from '@/lib/i18n';

const en = {
  mobileLabel: 'Mobile number',
  mobilePlaceholder: '09XX XXX XXXX',
  captchaLabel: 'Picture code',
  captchaPlaceholder: '4 characters',
  captchaAlt: 'Picture code; tap to show another',
  smsLabel: 'SMS code',
  smsPlaceholder: '6 digits',
  getCode: 'Get code',
  resendIn: '{s}s',
  register: 'Register',
  enterMobile: 'Please enter the correct mobile number',
  enterCaptcha: 'Please enter the correct picture code',
  enterSms: 'Please enter the correct SMS code',
  refreshNeedsMobile: 'Please enter your mobile number first',
  doNotResend: 'The code has been sent. Please do not resend; you can ask again in {s} s.',
  codeSent: 'The verification code has been sent to your phone.',
  alreadyRegistered: 'This number is already registered. Please download the app and log in.',
  registered: 'registration successful',
  agreePrefix: 'By registering you agree to the',
  agreement: 'User Agreement and Privacy Notice',
  templateMissing: 'This promotion has ended.',
  templateEndedLead: 'Registration on this page is closed. See our loans and how to apply on our website.',
  templateEndedLink: 'Visit our website',
  downloadTitle: 'Download the app',
  downloadLead: 'Your account is ready. Install the app and log in with your mobile number to apply.',
  downloadButton: 'Download now',
  agreementTitle: 'User Agreement',
  perksLabel: 'Why borrow with us',
  perkDecision: '1 day',
  perkDecisionText: 'decision',
  perkFeesText: 'hidden fees',
  perkAnytimeText: 'apply anytime',
  legalLine: '{lender} · SEC Reg. No. {sec} · Certificate of Authority {coa}',
  legalNote: 'Loans are subject to approval. Check the full cost before you accept any loan.',
  stepInstall: 'Install {product} from the store.',
  stepLogin: 'Log in with the mobile number you registered.',
  stepChoose: 'Choose an amount and see every cost before you accept.',
  appAlt: '{product} app',
  /** The language switch names the other language in that language. */
  backToRegistration: 'Back to registration',
  switchLang: 'Filipino',
  switchLangLabel: 'Basahin sa Filipino',
  webAppTitle: 'Or use it in your browser',
  webAppLead: 'No download needed: open the web app and log in with the same mobile number.',
  webAppButton: 'Open the web app',
  storeTitle: 'Get the app',
};

/** The English texts, against which the Filipino translation is typed. */
export type English = typeof en;

export const prm = catalogue(en, () => import('./messages.fil'));

export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));
