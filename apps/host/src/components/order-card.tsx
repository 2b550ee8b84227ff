// One order in a card: product, amount, status in words, the next payment; tapping opens its page.
import type { HostOrderSummary } from '@lendwell/contracts';
import { formatDate, formatMoney } from '@/lib/format';
import { useI18n } from '@/lib/i18n';
import { statusKey, statusTone } from '@/lib/order-status';
import './order-card.css';
import { WholeDates } from '@lendwell/client-kit/whole-dates';

export function OrderCard({ order, onOpen }: { order: HostOrderSummary; onOpen: () => void }) {
  const { t } = useI18n();
  return (
    <button type="button" className="order-card card" onClick={onOpen}>
      <span className="row">
        <span className="order-card__name">{order.productName}</span>
        <span className={`order-card__status order-card__status--${statusTone(order.status)}`}>
          {t(statusKey(order.status))}
        </span>
      </span>
      <span className="order-card__amount">{formatMoney(order.principalCents)}</span>
      <span className="muted">
        <WholeDates
          text={
            order.nextDueOn && order.nextDueCents !== null
              ? t('nextDue', { amount: formatMoney(order.nextDueCents), date: formatDate(order.nextDueOn) })
              : t('appliedOn', { date: formatDate(order.appliedOn) })
          }
        />
      </span>
      <span className="order-card__no">{order.orderNo}</span>
    </button>
  );
}
