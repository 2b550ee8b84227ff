// Texts of the bank screen's code step (issue 13): replacing the account that receives the loan.
export const bankMessages = {
  codeLabel: 'SMS code',
  codeHint: 'To protect your loan, we text a code to your phone before the account is replaced.',
  getCode: 'Get code',
  resendIn: 'Resend in {s} s',
  codeSent: 'We sent a code to your phone.',
  enterCode: 'Enter the 6-digit code we sent to your phone.',
} as const;
