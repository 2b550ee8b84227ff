// Home: the profile steps still to do, the open loan with its next payment, the loans this borrower
// may take with their limits, and the notices.
import Button from 'antd-mobile/es/components/button';
import { useLocation } from 'wouter';
import type { HostHome } from '@lendwell/contracts';
import { LoadState } from '@/components/load-state';
import { OrderCard } from '@/components/order-card';
import { Screen } from '@/components/screen';
import { borrowerPaths, openPath } from '@/lib/borrower-pages';
import { formatDate, formatMoney } from '@/lib/format';
import { useI18n } from '@/lib/i18n';
import { useHome } from '../api/get-home';
import './home.css';
import { WholeDates } from '@lendwell/client-kit/whole-dates';
import { MarkedSlot } from '@lendwell/client-kit/marked-slot';

function HomeBody({ home }: { home: HostHome }) {
  const { t } = useI18n();
  const [, navigate] = useLocation();
  const done = home.certify.steps.filter((s) => s.done).length;
  return (
    <>
      {!home.certify.complete ? (
        <section className="card home-certify" aria-labelledby="home-certify-title">
          <h2 id="home-certify-title">{t('certifyBanner')}</h2>
          <progress
            className="home-certify__progress"
            max={home.certify.steps.length}
            value={done}
            aria-label={t('certifyStep', { n: done, total: home.certify.steps.length })}
          />
          <p className="muted">{t('certifyStep', { n: done, total: home.certify.steps.length })}</p>
          <Button color="primary" block onClick={() => navigate('/certify')}>
            {t('certifyBannerAction')}
          </Button>
        </section>
      ) : null}

      {home.payoutAccountMissing && home.currentOrder ? (
        // Approved, and nowhere to send the money: the first thing home asks (decision 129).
        <section className="card home-account" role="status" aria-labelledby="home-account-title">
          <h2 id="home-account-title">{t('accountMissingTitle')}</h2>
          <p>{t('accountMissingLead')}</p>
          <Button
            color="primary"
            block
            onClick={() =>
              navigate(
                openPath(
                  `${borrowerPaths.bindBank}?source=loanDetail&orderId=${home.currentOrder!.orderId}&productId=${home.currentOrder!.productId}`,
                ),
              )
            }
          >
            {t('accountMissingAction')}
          </Button>
        </section>
      ) : null}
      {home.credit?.wait ? (
        <section className="card home-decline" role="status" aria-labelledby="home-decline-title">
          <h2 id="home-decline-title">{t('declinedTitle')}</h2>
          <p>
            {t(
              home.credit.wait.reasonCategory === 'identity'
                ? 'declineIdentity'
                : home.credit.wait.reasonCategory === 'credit'
                  ? 'declineCredit'
                  : 'declineEligibility',
            )}
          </p>
          {home.credit.wait.reviewCategory ? (
            <p>
              <MarkedSlot
                template={t('reviewReason')}
                name="category"
                value={home.credit.wait.reviewCategory}
                lang={home.credit.wait.reviewCategoryLang}
              />
            </p>
          ) : null}
          <p className="home-decline__date">
            <WholeDates text={t('reapplyFrom', { date: formatDate(home.credit.wait.reapplyOn) })} />
          </p>
        </section>
      ) : home.credit?.limitCents ? (
        <section className="card home-limit" aria-labelledby="home-limit-title">
          <h2 id="home-limit-title">{t('yourLimit')}</h2>
          <p className="amount">{formatMoney(home.credit.limitCents)}</p>
          <p className="muted">{t('yourLimitLead')}</p>
        </section>
      ) : null}
      {home.notices.length > 0 ? (
        <section aria-label={t('notices')} className="home-notices">
          {home.notices.map((n) => (
            <div key={n.id} className={`card home-notice home-notice--${n.level}`}>
              <strong>{n.title}</strong>
              <p className="muted">
                <WholeDates text={n.text} />
              </p>
            </div>
          ))}
        </section>
      ) : null}

      {home.currentOrder ? (
        <section aria-labelledby="home-order-title" className="home-section">
          <h2 id="home-order-title" className="home-section__title">
            {t('currentOrder')}
          </h2>
          <OrderCard order={home.currentOrder} onOpen={() => navigate(openPath(home.currentOrder!.link))} />
        </section>
      ) : null}

      {/* A borrower who must wait is offered no loan (decision 142): the decline card above says from when. */}
      {home.credit?.wait ? null : <ProductList home={home} />}
    </>
  );
}

/** The loans offered to this borrower, each up to their limit (the server's offers, decision 142). */
function ProductList({ home }: { home: HostHome }) {
  const { t } = useI18n();
  const [, navigate] = useLocation();
  return (
    <section aria-labelledby="home-products-title" className="home-section">
      <h2 id="home-products-title" className="home-section__title">
        {t('homeProducts')}
      </h2>
      {home.products.length === 0 ? <p className="card muted">{t('homeNoProducts')}</p> : null}
      {home.products.map((p) => {
        const terms = p.termChoices.map((c) => c.termDays);
        const min = Math.min(...terms);
        const max = Math.max(...terms);
        return (
          <article key={p.productId} className="card home-product">
            <div className="row">
              <div className="home-product__name">
                {p.logo ? <img src={p.logo} alt="" width="36" height="36" /> : null}
                <h3>{p.name}</h3>
              </div>
              <span className="muted">{min === max ? t('termDays', { days: min }) : t('termRange', { min, max })}</span>
            </div>
            <p className="amount">{t('limitUpTo', { amount: formatMoney(p.offerMaxCents) })}</p>
            {/* The lender's tags; lang 'en' when they are not translated (decision 132). */}
            {p.tags.length ? (
              <p className="muted" lang={p.tagsLang}>
                {p.tags.join(' · ')}
              </p>
            ) : null}
            {!p.mayApply && p.mayApplyReason ? (
              <p className="muted">
                <WholeDates text={p.mayApplyReason} />
              </p>
            ) : null}
            <Button
              color="primary"
              block
              disabled={!p.mayApply}
              onClick={() => navigate(`/product/${p.productId}`)}
              aria-label={`${t('apply')}: ${p.name}`}
            >
              {t('apply')}
            </Button>
          </article>
        );
      })}
    </section>
  );
}

export default function HomePage() {
  const { t } = useI18n();
  const home = useHome();
  return (
    <Screen title={t('homeTitle')} tab="home">
      <LoadState query={home}>{(data) => <HomeBody home={data} />}</LoadState>
    </Screen>
  );
}
