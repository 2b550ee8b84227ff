// Texts of the promotion landing, kept with the feature (decision 005: the spec's texts by default).
export const prm = {
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
} as const;

export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));
