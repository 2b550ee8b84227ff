// The Truth-in-Lending figures (RA 3765) and the lender's registration, on every confirm page.
import { appConfig } from '@/lib/app-config';
import { formatBps, formatMoney } from '@/lib/format';

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
    <section className="lc-tila" aria-label="Truth in Lending disclosure">
      <h2>Truth in Lending disclosure</h2>
      <dl>
        <div>
          <dt>Amount financed</dt>
          <dd>{formatMoney(d.amountFinancedCents, real)}</dd>
        </div>
        <div>
          <dt>Finance charge</dt>
          <dd>{formatMoney(d.financeChargeCents, real)}</dd>
        </div>
        <div>
          <dt>Net proceeds</dt>
          <dd>{formatMoney(d.netProceedsCents, real)}</dd>
        </div>
        <div>
          <dt>Total to repay</dt>
          <dd>{formatMoney(d.totalRepaymentCents, real)}</dd>
        </div>
        <div>
          <dt>Effective interest rate</dt>
          <dd>
            {formatBps(d.effectiveMonthlyRateBps)} a month · {formatBps(d.effectiveYearlyRateBps)} a year
          </dd>
        </div>
      </dl>
      <p className="lc-tila__lender">
        {brand.lenderLegalName} · SEC Reg. No. {brand.secRegistrationNo} · {brand.certificateOfAuthorityNo}
      </p>
    </section>
  );
}
