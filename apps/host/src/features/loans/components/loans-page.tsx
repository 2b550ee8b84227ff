// My loans: every order with its status, amount and dates; tapping one opens the order page.
import { Link, useLocation } from 'wouter';
import { LoadState } from '@/components/load-state';
import { OrderCard } from '@/components/order-card';
import { Screen } from '@/components/screen';
import { openPath } from '@/lib/borrower-pages';
import { useI18n } from '@/lib/i18n';
import { useOrders } from '../api/get-orders';

export default function LoansPage() {
  const { t } = useI18n();
  const [, navigate] = useLocation();
  const orders = useOrders();
  return (
    <Screen
      title={t('loansTitle')}
      tab="loans"
      actions={
        <Link href="/messages" className="screen__action-link">
          {t('messagesOpen')}
        </Link>
      }
    >
      <LoadState query={orders}>
        {(items) =>
          items.length === 0 ? (
            <p className="card muted">{t('loansEmpty')}</p>
          ) : (
            <ul className="plain-list" aria-label={t('loansTitle')}>
              {items.map((order) => (
                <li key={order.orderId}>
                  <OrderCard order={order} onOpen={() => navigate(openPath(order.link))} />
                  <Link href={`/loans/${order.orderId}/documents`} className="loans__documents">
                    {t('documentsOpen')}
                  </Link>
                </li>
              ))}
            </ul>
          )
        }
      </LoadState>
    </Screen>
  );
}
