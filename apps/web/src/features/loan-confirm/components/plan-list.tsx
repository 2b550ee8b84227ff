import { formatMoney } from '@/lib/format';

export type PlanItem = { title: string; description: string; amountCents: number; payTime: string };

/** The repayment plan: what is due, when. */
export function PlanList({ items, real }: { items: readonly PlanItem[]; real?: number }) {
  return (
    <ol className="lc-plan">
      {items.map((p) => (
        <li key={`${p.title}-${p.payTime}`} className="lc-plan__item">
          <div>
            <strong>{p.title}</strong>
            <span>{p.description}</span>
          </div>
          <div className="lc-plan__due">
            <strong>{formatMoney(p.amountCents, real)}</strong>
            <span>{p.payTime}</span>
          </div>
        </li>
      ))}
    </ol>
  );
}
