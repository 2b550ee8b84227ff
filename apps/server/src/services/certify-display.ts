// The certify answers as a reviewer reads them (part 5 of decision 047): titles instead of codes,
// option names instead of values, place names instead of PSGC codes, pesos with the sign.
import { formatMoney, type CertifyDisplayRow } from '@lendwell/contracts';
import { placeLabel } from '../adapters/geo/ph-locations.js';
import { CERTIFY_STEPS, STAFF_STEP_TITLES, STEP_ITEMS, type CertifyStep } from '../domain/kyc/certify-steps.js';
import type { KycRow } from '../repositories/kyc-repository.js';

export function certifyDisplay(step: CertifyStep, fields: Record<string, string>): CertifyDisplayRow[] {
  const rows: CertifyDisplayRow[] = [];
  for (const item of STEP_ITEMS[step]) {
    if (item.secret) continue;
    const raw = fields[item.code];
    if (raw === undefined || raw === '') continue;
    let value = raw;
    if (item.cate === 'enum') value = item.note.find((o) => o.type === raw)?.name ?? raw;
    else if (item.cate === 'placeSelect') value = placeLabel(raw) || raw;
    else if (item.code === 'monthlyIncomePesos') value = formatMoney(Number(raw) * 100);
    else if (item.code === 'monthsInJob') value = `${raw} month${raw === '1' ? '' : 's'}`;
    rows.push({ code: item.code, title: item.title.replace(' (₱)', ''), value });
  }
  return rows;
}

const SAVED_AT = { basic: 'basicSavedAt', personal: 'personalSavedAt', job: 'jobSavedAt', ext: 'extSavedAt' } as const;

/** Each certify step but the ID (shown apart, masked) as staff read it, with when it was saved. */
export function certifySteps(row: KycRow | undefined) {
  return CERTIFY_STEPS.filter((s) => s !== 'id').map((step) => ({
    step,
    title: STAFF_STEP_TITLES[step],
    savedAt: row?.[SAVED_AT[step as keyof typeof SAVED_AT]]?.toISOString() ?? null,
    rows: certifyDisplay(step, (row?.[step as 'basic'] as Record<string, string> | null) ?? {}),
  }));
}
