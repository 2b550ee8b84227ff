// Turns a field refusal ('amount: must be more than zero') into the sentence a person reads
// ('The amount must be more than zero.'), decision 051. Integrators keep the field in the envelope's
// `field` and `detail`; nobody reading a screen should see a field path.

/** Words for the request fields people fill in, as the screens call them. */
const FIELD_WORDS: Record<string, string> = {
  amount: 'the amount',
  amountCents: 'the amount',
  ja: 'the amount',
  phone: 'the mobile number',
  mobilePhone: 'the mobile number',
  mobile: 'the mobile number',
  code: 'the SMS code',
  smsCode: 'the SMS code',
  verifyCode: 'the SMS code',
  vcode: 'the SMS code',
  captcha: 'the picture code',
  password: 'the password',
  email: 'the e-mail address',
  problemDesc: 'the description',
  problemType: 'the complaint type',
  problemSonType: 'what happened',
  problemImage: 'the pictures',
  imageKeys: 'the pictures',
  file: 'the file',
  image: 'the picture',
  reason: 'the reason',
  remark: 'the note',
  name: 'the name',
  date: 'the date',
  paidOn: 'the payment date',
  periods: 'the number of installments',
  cardNumber: 'the card number',
  accountNumber: 'the account number',
  salaryDay: 'the salary day',
};

/** Fields a page fills from its own link or state; a person cannot fix them by typing. */
const LINK_FIELD = /^(?:\w*Id|id|\w*No|orderNo|position|p|scene|sign|digest|repayToken|token|sessionId|query|params)$/;

/** 'problemSonType' → 'problem son type'. */
function words(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_.-]+/g, ' ')
    .toLowerCase()
    .trim();
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const endSentence = (text: string) => (/[.!?)]$/.test(text) ? text : `${text}.`);

export const LINK_SENTENCE = 'This page’s link is incomplete or out of date. Please go back and open it again.';

/** True when the field is part of the page's link or state rather than something a person typed. */
export function isLinkField(field: string): boolean {
  const leaf =
    field
      .split('.')
      .filter((part) => !/^\d+$/.test(part))
      .pop() ?? field;
  return LINK_FIELD.test(leaf);
}

/**
 * The sentence for a refused field. A text that is already a sentence (capitalised) is kept; a label a
 * screen shows (server-driven forms name fields by their label, 'Transfer by') leads its own sentence;
 * a field of the page's link asks to reopen the page; anything else reads 'The amount must be …'.
 */
export function peopleSentence(field: string, text: string): string {
  const trimmed = text.trim();
  if (/^[A-Z]/.test(trimmed) && !/^[A-Z]\w*:/.test(trimmed)) return endSentence(trimmed);
  // A screen's label (has a space or a capital first letter and no path punctuation): keep it as the screen says it.
  if (/^[A-Z][A-Za-z]*(?: [A-Za-z]+)*$/.test(field) && /^[A-Z]|\s/.test(field)) {
    return endSentence(`${field}: ${trimmed}`);
  }
  // A fragment that needs its subject ('must be a number', 'is required'); anything else ('this loan is not
  // waiting for a repayment', 'keep at least one channel') is a sentence of its own.
  const needsSubject = /^(must|is|are|has|have|cannot|can|should|needs|does|was|were|may)\b/i.test(trimmed);
  if (!needsSubject) return endSentence(capitalise(trimmed));
  if (isLinkField(field)) return LINK_SENTENCE;
  const leaf =
    field
      .split('.')
      .filter((part) => !/^\d+$/.test(part))
      .pop() ?? field;
  const subject = FIELD_WORDS[leaf] ?? `the ${words(leaf)}`;
  if (trimmed === 'is required') return `Please fill in ${subject}.`;
  if (trimmed === 'must be more than zero') return `${capitalise(subject)} must be more than ₱0.00.`;
  return endSentence(`${capitalise(subject)} ${trimmed}`);
}
