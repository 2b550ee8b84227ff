import type { ProblemInit } from '@lendwell/contracts';
import { money } from '@/lib/currency';
import { cm } from '../messages';

type Card = NonNullable<ProblemInit['orderDetail']>;

const STATUS: Record<number, keyof typeof cm> = {
  21: 'status21',
  110: 'status110',
  151: 'status151',
  170: 'status170',
  174: 'status174',
  180: 'status180',
  200: 'status200',
};

export function OrderCard({ card, onAll }: { card: Card; onAll?: () => void }) {
  return (
    <div className="cp-order">
      <div className="cp-order__head">
        <img className="cp-order__logo" src={card.productLogo} alt="" width={36} height={36} />
        <div className="cp-order__name">
          <strong>{card.productName}</strong>
          <span>{card.status in STATUS ? cm[STATUS[card.status]!] : ''}</span>
        </div>
        {onAll ? (
          <button type="button" className="cp-order__all" onClick={onAll}>
            {cm.all}
          </button>
        ) : null}
      </div>
      <dl className="cp-order__rows">
        {card.list.map((row) => (
          <div key={row.title}>
            <dt>{row.title}</dt>
            <dd>{row.amountCents === undefined ? row.value : money(row.amountCents)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
