// The generic server-driven form: which items show and whether the values are valid. Zod-free
// and pure, so the web app and the server run the very same rules (the bank form today; KYC
// personal, job and extra-info forms later).

export type FormCate = 'text' | 'citySelect' | 'day' | 'enum';
/** How a text item is typed and checked; 'channel' marks the enum that picks the payout channel. */
export type FormInputType = 'text' | 'number' | 'bankCard' | 'phone' | 'channel';
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
};

export const BANK_DEFAULTS = { cardType: 1, channelNumber: '90006' } as const;

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
): FormIssue[] {
  const issues: FormIssue[] = [];
  for (const item of visibleItems(items, cardType, channelNumber)) {
    const raw = (values[item.code] ?? '').trim();
    const fail = (message: string) => issues.push({ code: item.code, message: `${item.title}: ${message}` });
    if (raw === '') {
      if (item.required) fail('is required');
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
