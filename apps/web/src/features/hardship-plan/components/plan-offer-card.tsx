// One offer as the borrower reads it: what it is, every payment with its date, the added charge or the
// discount, and the total to pay, in pesos and their language (decision 128).
import type { PlanOfferView } from '@lendwell/contracts';
import { money } from '@/lib/currency';
import { formatDate } from '@/lib/format';
import { fillText } from '@/lib/i18n';
import { hp } from '../messages';
import { WholeDates } from '@lendwell/client-kit/whole-dates';

export const KIND_TITLE = {
  payment_plan: () => hp.paymentPlan,
  restructure: () => hp.restructure,
  settlement: () => hp.settlement,
} as const;

function description(offer: PlanOfferView): string {
  if (offer.kind === 'payment_plan') return hp.paymentPlanDesc;
  if (offer.kind === 'restructure') return hp.restructureDesc;
  return fillText(hp.settlementDesc, {
    amount: money(offer.totalToPayCents),
    date: formatDate(offer.payByOn),
    discount: money(offer.discountCents),
  });
}

export function PlanOfferCard({ offer, action }: { offer: PlanOfferView; action?: React.ReactNode }) {
  const heading = `plan-${offer.kind}`;
  return (
    <section className="hp-offer" aria-labelledby={heading}>
      <h2 id={heading} className="hp-offer__title">
        {KIND_TITLE[offer.kind]()}
      </h2>
      <p className="hp-offer__desc">
        <WholeDates text={description(offer)} />
      </p>
      {offer.kind === 'settlement' ? null : (
        <ol className="hp-offer__schedule">
          {offer.installments.map((i, k) => (
            <li key={i.seq}>
              <span>
                <WholeDates text={fillText(hp.payment, { n: k + 1, date: formatDate(i.dueOn) })} />
              </span>
              <strong>{money(i.amountCents)}</strong>
            </li>
          ))}
        </ol>
      )}
      {offer.loanChargesCents > 0 && offer.kind !== 'settlement' ? (
        <p className="hp-offer__note">{fillText(hp.chargesWithFirst, { amount: money(offer.loanChargesCents) })}</p>
      ) : null}
      {offer.kind === 'settlement' ? null : (
        <p className="hp-offer__note">
          {offer.newChargesCents > 0
            ? fillText(hp.addedInterest, { amount: money(offer.newChargesCents) })
            : hp.noAddedCharge}
        </p>
      )}
      <p className="hp-offer__total">{fillText(hp.total, { amount: money(offer.totalToPayCents) })}</p>
      {action}
    </section>
  );
}

/** The agreement the borrower accepts, rendered from the offer's own figures. */
export function agreementText(offer: PlanOfferView): string {
  if (offer.kind === 'settlement')
    return fillText(hp.agreementSettlement, {
      total: money(offer.totalToPayCents),
      date: formatDate(offer.payByOn),
      discount: money(offer.discountCents),
    });
  return fillText(hp.agreementPlan, {
    total: money(offer.totalToPayCents),
    n: offer.installments.length,
    first: formatDate(offer.installments[0]?.dueOn ?? offer.payByOn),
    last: formatDate(offer.payByOn),
  });
}
