import type { ProblemInit } from '@lendwell/contracts';

type Card = NonNullable<ProblemInit['orderDetail']>;

const STATUS: Record<number, string> = {
  21: 'Under review',
  110: 'Not approved',
  151: 'Disbursing',
  170: 'Repaying',
  174: 'Due',
  180: 'Overdue',
  200: 'Settled',
};

export function OrderCard({ card, onAll }: { card: Card; onAll?: () => void }) {
  return (
    <div className="cp-order">
      <div className="cp-order__head">
        <img className="cp-order__logo" src={card.productLogo} alt="" width={36} height={36} />
        <div className="cp-order__name">
          <strong>{card.productName}</strong>
          <span>{STATUS[card.status] ?? ''}</span>
        </div>
        {onAll ? (
          <button type="button" className="cp-order__all" onClick={onAll}>
            All
          </button>
        ) : null}
      </div>
      <dl className="cp-order__rows">
        {card.list.map((row) => (
          <div key={row.title}>
            <dt>{row.title}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
