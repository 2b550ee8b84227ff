// Order details V3 (the loan detail and order routes): status icon and texts, product and detail
// rows, the product market (hidden while a loan runs or after it is settled), the buttons of each
// status, and the popups: Kind tips, rating, reopen-confirm and the bank-card prompt.
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import Button from 'antd-mobile/es/components/button';
import { APP_RATE_MIN_STARS, EVENT_MODULES, ORDER_STATUS } from '@lendwell/contracts/constants';
import type { OrderDetails } from '@lendwell/contracts';
import { paths } from '@/config/paths';
import { DetailList } from '@/components/ui/detail-list';
import { Overlay } from '@/components/ui/overlay';
import { Page } from '@/components/ui/page';
import { QueryState } from '@/components/ui/query-state';
import { ProductCard } from '@/components/ui/product-card';
import { Section } from '@/components/ui/section';
import { StatusIcon, type StatusKind } from '@/components/ui/status-icon';
import { host } from '@/lib/host-bridge';
import { fillText } from '@/lib/i18n';
import { formatDate } from '@/lib/format';
import { messages } from '@/lib/messages';
import { text } from './text';
import { toast } from '@/lib/toast';
import { useQueryParams } from '@/lib/use-query-params';
import { OrderDocuments } from './order-documents';
import { closeCardPop } from '../api/close-card-pop';
import { useOrderDetails } from '../api/get-order-details';
import { saveEvent } from '../api/save-event';
import { sendGoogleScore } from '../api/send-google-score';
import { sendOrderScore } from '../api/send-order-score';
import './order.css';
import { WholeDates } from '@lendwell/client-kit/whole-dates';
import { MarkedSlot } from '@lendwell/client-kit/marked-slot';

/** The reason category a declined borrower reads (never the score), in their language. */
function declineText(reason: 'eligibility' | 'identity' | 'credit'): string {
  if (reason === 'identity') return text.declineIdentity;
  if (reason === 'credit') return text.declineCredit;
  return text.declineEligibility;
}

/** Set when the borrower goes to repay; while unset, the Kind tips popup shows (spec section 4). */
export const BANK_TIP_FLAG = 'lw.bankTipSeen';

const ICONS: Record<number, StatusKind> = {
  [ORDER_STATUS.underReview]: 'review',
  [ORDER_STATUS.rejected]: 'rejected',
  [ORDER_STATUS.disbursing]: 'disbursing',
  [ORDER_STATUS.due]: 'due',
  [ORDER_STATUS.overdue]: 'overdue',
  [ORDER_STATUS.settled]: 'done',
};
/** Statuses whose page shows loan buttons and hides the market. */
const LOAN_RUNNING: readonly number[] = [
  ORDER_STATUS.repaying,
  ORDER_STATUS.due,
  ORDER_STATUS.overdue,
  ORDER_STATUS.settled,
];

function bankTipSeen(): boolean {
  return sessionStorage.getItem(BANK_TIP_FLAG) === '1';
}

export default function OrderDetailsPage() {
  const query = useQueryParams();
  const orderId = query.get('orderId') ?? '';
  const productId = query.get('productId') ?? query.get('product_id') ?? '';
  const details = useOrderDetails(orderId, productId);
  const { data } = details;
  const redirecting = !!data && data.orderStatus !== ORDER_STATUS.underReview && data.playeduL !== '';

  // Spec: status 21 never redirects; any other status hands over to playeduL when present.
  useEffect(() => {
    if (redirecting) window.location.replace(data.playeduL);
  }, [redirecting, data?.playeduL]);

  return (
    <Page title={text.orderDetailsTitle}>
      <QueryState query={details} missing={orderId === ''} pending={redirecting} lines={8}>
        {(data) => <OrderView order={data} fresh={details.isFetchedAfterMount && !details.isFetching} />}
      </QueryState>
    </Page>
  );
}

/**
 * The order's popups open only from data fetched for this visit: cached data of an
 * earlier visit would reopen a prompt already answered (the rating after 'Contact us' → Back, the
 * bank-card prompt after rebinding). Closing one hides it for the rest of the visit.
 */
function usePopups(order: OrderDetails, fresh: boolean) {
  const [closed, setClosed] = useState<Record<'kindTips' | 'cardPop' | 'rating', boolean>>({
    kindTips: false,
    cardPop: false,
    rating: false,
  });
  const close = (name: keyof typeof closed) => setClosed((c) => ({ ...c, [name]: true }));
  return {
    kindTips: fresh && !closed.kindTips && order.KindTipsMsg !== '' && !bankTipSeen(),
    cardPop: fresh && !closed.cardPop && order.cardNeedPop === 1 && order.cardPopMsg !== '',
    rating: fresh && !closed.rating && order.isScore === 1,
    close,
  };
}

function OrderView({ order, fresh }: { order: OrderDetails; fresh: boolean }) {
  const [, navigate] = useLocation();
  const status = order.orderStatus;
  const popups = usePopups(order, fresh);
  const kindTips = popups.kindTips;
  const cardPop = popups.cardPop;
  const rating = popups.rating;
  const [stars, setStars] = useState(0);
  const [sorry, setSorry] = useState(false);
  const [reopen, setReopen] = useState(false);
  const orderQuery = `orderId=${order.orderId}&productId=${order.productId}`;

  const goRepay = (path: string) => {
    sessionStorage.setItem(BANK_TIP_FLAG, '1');
    navigate(`${path}?${orderQuery}`);
  };

  const rebind = () => navigate(`${paths.bindBank}?${orderQuery}&source=loanDetail`);

  const closeCard = () => {
    popups.close('cardPop');
    void closeCardPop(order.orderId);
  };

  const sendRating = async () => {
    if (stars === 0) return toast(messages.chooseRating);
    try {
      if (stars >= APP_RATE_MIN_STARS) {
        host.toRate();
        await sendGoogleScore(order.orderId);
        popups.close('rating');
      } else {
        await sendOrderScore(order.orderId, stars);
        popups.close('rating');
        setSorry(true);
      }
    } catch {
      // The API client showed the server's message; the prompt stays for another try.
    }
  };

  const borrowAgain = async () => {
    setReopen(false);
    await saveEvent({ productId: order.productId, moduleId: EVENT_MODULES.borrowAgain, positionId: 1 });
    host.toP(String(order.productId));
  };

  const showMarket = !LOAN_RUNNING.includes(status);
  // A borrower who must wait after a decline or a rejection is offered no loan, and reads from when (decision 142);
  // said once when this order's own decline already names the date.
  const waitText = order.reapplyOn ? fillText(text.reapplyFrom, { date: formatDate(order.reapplyOn) }) : null;
  const waitSaid =
    !!order.reapplyOn &&
    order.creditAnswer?.outcome === 'decline' &&
    !!order.creditAnswer.reasonCategory &&
    order.creditAnswer.reapplyOn === order.reapplyOn;
  const delayed = (status === ORDER_STATUS.due || status === ORDER_STATUS.overdue) && order.isDelay === 1;

  return (
    <>
      <section className={`od-status od-status--${status}`}>
        <StatusIcon kind={order.payoutFailed ? 'failure' : (ICONS[status] ?? 'done')} />
        <h2 className="od-status__text">{order.noticeStatusText}</h2>
        <p className="od-status__desc">
          <WholeDates text={order.payoutAccountMissing ? text.accountMissingBody : order.noticeDesText} />
        </p>
        {order.reyMsg ? (
          <p className="od-status__rey">
            <WholeDates text={order.reyMsg} />
          </p>
        ) : null}
        {order.creditAnswer?.outcome === 'decline' && order.creditAnswer.reasonCategory ? (
          <div className="od-status__decline" role="status">
            <p>{declineText(order.creditAnswer.reasonCategory)}</p>
            {order.creditAnswer.reviewCategory ? (
              <p>
                <MarkedSlot
                  template={text.reviewReason}
                  name="category"
                  value={order.creditAnswer.reviewCategory}
                  lang={order.creditAnswer.reviewCategoryLang}
                />
              </p>
            ) : null}
            {order.creditAnswer.reapplyOn ? (
              <p>
                <WholeDates text={fillText(text.reapplyFrom, { date: formatDate(order.creditAnswer.reapplyOn) })} />
              </p>
            ) : null}
          </div>
        ) : null}
      </section>

      <Section>
        <div className="od-product">
          <img src={order.productLogo} alt="" width={36} height={36} />
          <strong>{order.productName}</strong>
        </div>
        <DetailList rows={order.userOrderDetail.detail} label={text.orderDetailsTitle} />
      </Section>

      {order.creditCents > 0 ? (
        <p className="od-credit" role="status">
          <WholeDates text={order.creditText} />
        </p>
      ) : null}

      {order.payoutFailed ? (
        <div className="od-actions" role="alert">
          <p className="od-payout-failed">{text.payoutFailedAction}</p>
          <Button block color="primary" size="large" onClick={rebind}>
            {text.bindAccount}
          </Button>
        </div>
      ) : null}

      {LOAN_RUNNING.includes(status) ? (
        <div className="od-actions">
          {delayed ? (
            <>
              <Button block color="primary" size="large" onClick={() => goRepay(paths.repay)}>
                {text.repayUpper}
              </Button>
              <div className="od-rollover">
                <span>{text.shortOfMoney}</span>
                <Button block fill="outline" color="primary" onClick={() => goRepay(paths.repayDelay)}>
                  {text.rolloverRepayment}
                </Button>
              </div>
            </>
          ) : status === ORDER_STATUS.settled && !order.canApply ? (
            <p className="od-repay-first" role="status">
              <WholeDates text={waitText ?? text.repayFirst} />
            </p>
          ) : status === ORDER_STATUS.settled ? (
            <Button block color="primary" size="large" onClick={() => setReopen(true)}>
              {text.borrowAgain}
            </Button>
          ) : (
            <Button block color="primary" size="large" onClick={() => goRepay(paths.repay)}>
              {text.repayment}
            </Button>
          )}
        </div>
      ) : null}

      {status === ORDER_STATUS.due || status === ORDER_STATUS.overdue ? (
        <div className="od-plan">
          <span>{text.cantPay}</span>
          <Button block fill="outline" color="primary" onClick={() => navigate(`${paths.plan}?${orderQuery}`)}>
            {text.askForPlan}
          </Button>
        </div>
      ) : null}

      {LOAN_RUNNING.includes(status) ? <OrderDocuments orderId={String(order.orderId)} /> : null}

      {showMarket && !order.canApply && !waitSaid ? (
        <p className="od-repay-first" role="status">
          <WholeDates text={waitText ?? text.repayFirst} />
        </p>
      ) : null}

      {showMarket && order.canApply && order.recProducts.length ? (
        <section className="od-market" aria-label={text.recommendedLoans}>
          <h2>{text.moreLoans}</h2>
          {order.recProducts.map((p, i) => (
            <ProductCard
              key={p.productId}
              product={p}
              onOpen={() => {
                void saveEvent({
                  productId: p.productId,
                  moduleId: EVENT_MODULES.orderMarketProduct,
                  positionId: i + 1,
                });
                host.toP(String(p.productId));
              }}
            />
          ))}
          <button
            type="button"
            className="od-market__more"
            onClick={() => {
              void saveEvent({ moduleId: EVENT_MODULES.orderMarketMore });
              if (order.inside === 1 || !order.h5Url) host.toHome();
              else host.to(order.h5Url);
            }}
          >
            {text.viewMoreProducts}
          </button>
        </section>
      ) : null}

      {order.telephone ? (
        <p className="od-help">
          {text.questions}{' '}
          <button type="button" onClick={() => host.callTelephone(order.telephone)}>
            {fillText(text.call, { phone: order.telephone })}
          </button>
        </p>
      ) : null}

      <Overlay open={kindTips && !cardPop} title={text.kindTips}>
        <p className="od-dialog__text">{order.KindTipsMsg}</p>
        <Button block color="primary" onClick={() => popups.close('kindTips')}>
          {text.iKnow}
        </Button>
      </Overlay>

      {/* No account yet (decision 129): the same prompt asks for the first one, in the page's language. */}
      <Overlay open={cardPop} title={order.payoutAccountMissing ? text.accountMissingTitle : order.cardPopTitle}>
        <p className="od-dialog__text">{order.payoutAccountMissing ? text.accountMissingBody : order.cardPopMsg}</p>
        <div className="od-dialog__actions">
          <Button onClick={closeCard}>{text.later}</Button>
          <Button color="primary" onClick={rebind}>
            {order.payoutAccountMissing ? text.addAccount : text.bindAccount}
          </Button>
        </div>
      </Overlay>

      <Overlay open={rating && !cardPop} title={text.rateUs}>
        <div className="od-stars" role="radiogroup" aria-label={text.rating}>
          {[1, 2, 3, 4, 5].map((n) => (
            <button
              key={n}
              type="button"
              role="radio"
              aria-checked={stars === n}
              aria-label={n > 1 ? fillText(text.stars, { n }) : text.oneStar}
              className={n <= stars ? 'od-star od-star--on' : 'od-star'}
              onClick={() => setStars(n)}
            >
              ★
            </button>
          ))}
        </div>
        <div className="od-dialog__actions">
          <Button onClick={() => popups.close('rating')}>{messages.cancel}</Button>
          <Button color="primary" onClick={() => void sendRating()}>
            {messages.send}
          </Button>
        </div>
      </Overlay>

      <Overlay open={sorry} title={text.thankYou}>
        <p className="od-dialog__text">{text.rateSorry}</p>
        <div className="od-dialog__actions">
          <Button onClick={() => setSorry(false)}>{messages.close}</Button>
          <Button color="primary" onClick={() => navigate(paths.customerService)}>
            {text.contactUs}
          </Button>
        </div>
      </Overlay>

      <Overlay open={reopen} title={text.reopenTitle} onMaskClick={() => setReopen(false)}>
        <p className="od-dialog__text">{fillText(text.reopenBody, { product: order.productName })}</p>
        <div className="od-dialog__actions">
          <Button onClick={() => setReopen(false)}>{messages.cancel}</Button>
          <Button color="primary" onClick={() => void borrowAgain()}>
            {messages.confirm}
          </Button>
        </div>
      </Overlay>
    </>
  );
}
