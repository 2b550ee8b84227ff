import { formatMoney } from '@/lib/format';
import { fillText } from '@/lib/i18n';
import { text } from './text';

/** The top card of both confirm pages: product, amount, two facts and the rate line. */
export function LoanHero(props: {
  logo: string;
  name: string;
  amountCents: number;
  real: number;
  facts: [string, string][];
  rate: string;
  /** The borrower's own limit for this product (credit decisions), when known. */
  limitCents?: number | null;
}) {
  return (
    <section className="lc-hero">
      <div className="lc-hero__product">
        <img src={props.logo} alt="" width={28} height={28} />
        <span>{props.name}</span>
      </div>
      <p className="lc-hero__label">{text.loanAmount}</p>
      <p className="lc-hero__amount">{formatMoney(props.amountCents, props.real)}</p>
      <div className="lc-hero__facts">
        {props.facts.map(([label, value]) => (
          <div key={label}>
            <span>{label}</span>
            <b>{value}</b>
          </div>
        ))}
      </div>
      <p className="lc-hero__rate">{props.rate}</p>
      {props.limitCents !== undefined && props.limitCents !== null ? (
        <p className="lc-hero__limit">
          {fillText(text.yourLimit, { amount: formatMoney(props.limitCents, props.real) })}
        </p>
      ) : null}
    </section>
  );
}
