// The generic server-driven form: which items show and whether the values are valid. Zod-free
// and pure, so the web app and the server run the very same rules (the bank form today; KYC
// personal, job and extra-info forms later).

/**
 * The bank form uses the first four. The certify (KYC) steps add 'words' (letters and the usual
 * punctuation, not digits only), 'email', 'date' (an ISO date) and 'placeSelect' (region, province,
 * city and barangay).
 */
export type FormCate = 'text' | 'citySelect' | 'day' | 'enum' | 'words' | 'email' | 'date' | 'placeSelect';
/** How a text item is typed and checked; 'channel' marks the enum that picks the payout channel; 'name' a person's name. */
export type FormInputType = 'text' | 'number' | 'bankCard' | 'phone' | 'channel' | 'name';
export type FormOption = { name: string; type: string };

export type FormItem = {
  code: string;
  title: string;
  /** Placeholder. */
  subtitle: string;
  cate: FormCate;
  /** The saved value, or '' (secret values are never sent back; see masked). */
  value: string;
  /** For enum items: the options (the spec's note). */
  note: FormOption[];
  inputType: FormInputType;
  /** 0 shows the item for every card type. */
  cardTypeMi: number;
  /** Shown only while this channel is chosen (card type 1), or always when null. */
  channelNumber: string | null;
  required: boolean;
  minLength: number;
  maxLength: number;
  /** Account numbers: stored encrypted, shown masked. */
  secret: boolean;
  /** The masked saved value of a secret item, e.g. '•••• 1234'. */
  masked: string;
  /** 'en' when a Filipino reader gets the lender's untranslated English title and placeholder (decision 132). */
  lang?: 'en';
};

export const BANK_DEFAULTS = { cardType: 1, channelNumber: '90006' } as const;

/**
 * The code of the item card-init adds when a save may replace the account bound now: the SMS code that
 * confirms the new account, sent with the other values. The spec's bank screen knows no SMS step, so the
 * form carries it; a save without it sends the code and answers a refusal naming this item (decision 118).
 * Our web app has its own code step and leaves the item out.
 */
export const BIND_CARD_CODE_ITEM = 'verifyCode';

/**
 * A citySelect item's value is three place codes joined by '|' (region, province, city); the options
 * come from GET /api/city-options. card-init says so in its answer (decision 118).
 */
export const CITY_SELECT_FORMAT = {
  optionsPath: '/api/city-options',
  valueFormat: 'regionCode|provinceCode|cityCode',
} as const;

/** Items shown for a card type and channel (spec: items whose card type or channel does not match are hidden). */
export function visibleItems(items: readonly FormItem[], cardType: number, channelNumber: string): FormItem[] {
  return items.filter(
    (i) =>
      (i.cardTypeMi === 0 || i.cardTypeMi === cardType) &&
      (i.channelNumber === null || cardType !== BANK_DEFAULTS.cardType || i.channelNumber === channelNumber),
  );
}

export type FormIssue = { code: string; message: string };

const DIGITS = /^\d+$/;
const PH_MOBILE = /^(?:\+?63|0)9\d{9}$/;
const PERSON_NAME = /^\p{L}[\p{L} .'-]*$/u;
const WORDS = /^[\p{L}\p{N}][\p{L}\p{N} .,'#/()&-]*$/u;
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written yyyy-mm-dd. */
export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/**
 * Checks the values of the visible items. `cityExists` checks a citySelect value (the server has
 * the PSGC list; the client checks the shape only).
 */
export function validateForm(
  items: readonly FormItem[],
  values: Readonly<Record<string, string | undefined>>,
  cardType: number,
  channelNumber: string,
  cityExists: (value: string) => boolean = (v) => /^\d{10}\|\d{10}\|\d{10}$/.test(v),
  placeExists: (value: string) => boolean = (v) => /^\d{10}\|\d{10}\|\d{10}\|\d{10}$/.test(v),
): FormIssue[] {
  const issues: FormIssue[] = [];
  for (const item of visibleItems(items, cardType, channelNumber)) {
    const raw = (values[item.code] ?? '').trim();
    const fail = (message: string) => issues.push({ code: item.code, message: `${item.title}: ${message}` });
    if (raw === '') {
      // A secret item left blank keeps the saved number it shows masked.
      if (item.required && !(item.secret && item.masked)) fail('is required');
      continue;
    }
    switch (item.cate) {
      case 'text':
        if (!DIGITS.test(raw)) fail('digits only');
        else if (raw.length < item.minLength || raw.length > item.maxLength)
          fail(
            item.minLength === item.maxLength
              ? `must be ${item.minLength} digits`
              : `must be ${item.minLength} to ${item.maxLength} digits`,
          );
        else if (item.inputType === 'phone' && !PH_MOBILE.test(raw)) fail('must be a mobile number like 09171234567');
        break;
      case 'enum':
        if (!item.note.some((o) => o.type === raw)) fail('choose one of the options');
        break;
      case 'day': {
        const day = Number(raw);
        if (!DIGITS.test(raw) || day < 1 || day > 31) fail('choose a day from 1 to 31');
        break;
      }
      case 'citySelect':
        if (!cityExists(raw)) fail('choose a region, province and city');
        break;
      case 'placeSelect':
        if (!placeExists(raw)) fail('choose a region, province, city or municipality and barangay');
        break;
      case 'words': {
        const length = [...raw].length;
        if (!(item.inputType === 'name' ? PERSON_NAME : WORDS).test(raw))
          fail(
            item.inputType === 'name'
              ? 'use letters only (spaces, dots, hyphens and apostrophes are fine)'
              : 'use letters, digits and common punctuation',
          );
        else if (length < item.minLength || length > item.maxLength)
          fail(`must be ${item.minLength} to ${item.maxLength} characters`);
        break;
      }
      case 'email':
        if (raw.length > item.maxLength || !EMAIL.test(raw)) fail('must be an e-mail address like juan@example.com');
        break;
      case 'date':
        if (!isIsoDate(raw)) fail('choose a date');
        break;
    }
  }
  return issues;
}

/** The channel chosen by the channel item, if the values pick one. */
export function channelOf(
  items: readonly FormItem[],
  values: Readonly<Record<string, string | undefined>>,
  fallback: string,
): string {
  const channelItem = items.find((i) => i.inputType === 'channel');
  const chosen = channelItem ? values[channelItem.code] : undefined;
  return chosen && channelItem?.note.some((o) => o.type === chosen) ? chosen : fallback;
}

/**
 * The bank channel the 'Transfer by' picker starts on: the one in force when it is one of the picker's
 * options, else the default. An e-wallet's channel (GCash 90011, Maya 90012) is never a bank channel,
 * so after saving a wallet the bank tab starts on the default, not on an empty picker.
 */
export function bankChannelOf(items: readonly FormItem[], channelNumber: string | null | undefined): string {
  const channelItem = items.find((i) => i.inputType === 'channel');
  if (!channelItem) return channelNumber ?? BANK_DEFAULTS.channelNumber;
  return channelNumber && channelItem.note.some((o) => o.type === channelNumber)
    ? channelNumber
    : BANK_DEFAULTS.channelNumber;
}

/** Where the money goes now, and where a save would send it. */
export type PayoutDestination = { cardType: number; channelNumber: string; institution: string };

/**
 * True when a save sends the money somewhere else: a newly typed number (the caller says whether the
 * number differs), another card type, another bank or wallet, or for a bank another channel. Changing
 * only the salary day is not a change of destination and needs no SMS code.
 */
export function changesPayoutDestination(
  current: PayoutDestination | null,
  next: PayoutDestination,
  numberChanged: boolean,
): boolean {
  if (!current) return false;
  return (
    numberChanged ||
    current.cardType !== next.cardType ||
    current.institution !== next.institution ||
    (next.cardType === BANK_DEFAULTS.cardType && current.channelNumber !== next.channelNumber)
  );
}
