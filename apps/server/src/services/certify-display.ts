// The certify answers as a reviewer reads them (part 5 of issue 16): titles instead of codes,
// option names instead of values, place names instead of PSGC codes, pesos with the sign.
import { formatMoney, type CertifyDisplayRow } from '@lendwell/contracts';
import { placeLabel } from '../adapters/geo/ph-locations.js';
import { STEP_ITEMS, type CertifyStep } from '../domain/kyc/certify-steps.js';

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
