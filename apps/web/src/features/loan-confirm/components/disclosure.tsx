// The Truth-in-Lending figures (RA 3765) and the lender's registration, on every confirm page.
import { appConfig } from '@lendwell/client-kit/app-config';
import { formatBps, formatMoney } from '@/lib/format';
import { fillText } from '@/lib/i18n';
import { text } from './text';

export type Disclosure = {
  amountFinancedCents: number;
  financeChargeCents: number;
  netProceedsCents: number;
  totalRepaymentCents: number;
  effectiveMonthlyRateBps: number;
  effectiveYearlyRateBps: number;
};

export function DisclosureBox({ d, real }: { d: Disclosure; real?: number }) {
  const brand = appConfig();
  return (
    <section className="lc-tila" aria-label={text.tilaTitle}>
      <h2>{text.tilaTitle}</h2>
      <dl>
        <div>
          <dt>{text.amountFinanced}</dt>
          <dd>{formatMoney(d.amountFinancedCents, real)}</dd>
        </div>
        <div>
          <dt>{text.financeCharge}</dt>
          <dd>{formatMoney(d.financeChargeCents, real)}</dd>
        </div>
        <div>
          <dt>{text.netProceeds}</dt>
          <dd>{formatMoney(d.netProceedsCents, real)}</dd>
        </div>
        <div>
          <dt>{text.totalToRepay}</dt>
          <dd>{formatMoney(d.totalRepaymentCents, real)}</dd>
        </div>
        <div>
          <dt>{text.effectiveRate}</dt>
          <dd>
            {fillText(text.ratePerMonthYear, {
              m: formatBps(d.effectiveMonthlyRateBps),
              y: formatBps(d.effectiveYearlyRateBps),
            })}
          </dd>
        </div>
      </dl>
      <p className="lc-tila__lender">
        {brand.lenderLegalName} · {text.secRegNo} {brand.secRegistrationNo} · {brand.certificateOfAuthorityNo}
      </p>
    </section>
  );
}
