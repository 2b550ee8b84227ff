// The form engine's checks (shared with the server) decide what is wrong; the words come from the
// borrower's language, as a sentence under the field.
import { validateForm, type FormItem } from '@lendwell/contracts/constants';
import { PH_MOBILE_PATTERN } from '@lendwell/contracts/constants';
import type { MessageKey } from '@/lib/i18n';

type T = (key: MessageKey, values?: Record<string, string | number>) => string;

function sentence(item: FormItem, raw: string, t: T): string {
  const picked = ['enum', 'day', 'citySelect', 'placeSelect', 'date'].includes(item.cate);
  if (raw === '') return picked ? (item.cate === 'date' ? t('fieldDate') : t('fieldChoose')) : t('fieldRequired');
  switch (item.cate) {
    case 'enum':
    case 'day':
    case 'citySelect':
    case 'placeSelect':
      return t('fieldChoose');
    case 'email':
      return t('fieldEmail');
    case 'date':
      return t('fieldDate');
    case 'words': {
      const length = [...raw].length;
      if (length < item.minLength || length > item.maxLength)
        return t('fieldLength', { min: item.minLength, max: item.maxLength });
      return item.inputType === 'name' ? t('fieldName') : t('fieldWords');
    }
    case 'text':
      if (!/^\d+$/.test(raw)) return t('fieldDigits');
      if (item.inputType === 'phone' && !PH_MOBILE_PATTERN.test(raw)) return t('fieldPhone');
      return t('fieldLength', { min: item.minLength, max: item.maxLength });
  }
}

/** Field code → the sentence to show under it; empty when the step may be sent. */
export function fieldIssues(items: readonly FormItem[], values: Record<string, string>, t: T): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of validateForm(items, values, 0, '')) {
    const item = items.find((i) => i.code === issue.code);
    if (item) out[item.code] = sentence(item, (values[item.code] ?? '').trim(), t);
  }
  return out;
}
