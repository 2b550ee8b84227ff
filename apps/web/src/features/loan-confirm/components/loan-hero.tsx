import { formatMoney } from '@/lib/format';
import { text } from './text';

/** The top card of both confirm pages: product, amount, two facts and the rate line. */
export function LoanHero(props: {
  logo: string;
  name: string;
  amountCents: number;
  real: number;
  facts: [string, string][];
  rate: string;
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
    </section>
  );
}
