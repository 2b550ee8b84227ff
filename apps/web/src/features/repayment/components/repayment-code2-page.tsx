// /repaymentOfCode2: the stored repaymentInfo as a pay-code sheet: the provider's logo, the
// contract number (pay code, tap to copy), the total — the amount the code itself collects (decision
// 050: a code belongs to one purpose and amount; the spec's repayAmount or delayAmount only for a
// stored plan from before codes carried their amount) — and the payment notices grouped by title.
import { useLocation } from 'wouter';
import Button from 'antd-mobile/es/components/button';
import { lf } from '@/components/ui/load-failure-messages';
import { Page } from '@/components/ui/page';
import { paths } from '@/config/paths';
import { copyText } from '@/lib/clipboard';
import { money } from '@/lib/currency';
import { groupCode } from '@/lib/format';
import { host } from '@/lib/host-bridge';
import { usePageParam } from '@/lib/use-query-params';
import { codeTotal, readRepaymentInfo } from '../repayment-info';
import { rm } from '../messages';
import '@/components/ui/query-state.css';
import './repayment.css';

export default function RepaymentCode2Page() {
  const orderId = usePageParam('orderId') ?? '';
  const [, navigate] = useLocation();
  const stored = readRepaymentInfo();
  // A plan stored for another order is not this order's code.
  const info = stored && (!orderId || !stored.orderId || String(stored.orderId) === orderId) ? stored : null;
  const def = info?.defDetail;

  return (
    <Page title={rm.repaymentTitle} variant="brand">
      {!info || !def || def.payCode === '' ? (
        <section className="query-state__error" role="alert">
          <p className="rp-notice">{rm.noRepaymentInfo}</p>
          <Button
            block
            shape="rounded"
            color="primary"
            onClick={() => (orderId ? navigate(`${paths.loanDetail}?orderId=${orderId}`) : host.toHome())}
          >
            {orderId ? lf.order : lf.home}
          </Button>
        </section>
      ) : (
        <>
          <section className="rp-card rp-code">
            {def.logo ? <img className="rp-code__channel" src={def.logo} alt="" width={56} height={56} /> : null}
            {def.title ? <p className="rp-code__provider">{def.title}</p> : null}
            <p className="rp-code__label">{rm.contractNumber}</p>
            <button
              type="button"
              className="rp-code__value"
              onClick={() => void copyText(def.payCode)}
              aria-label={`${rm.contractNumber} ${groupCode(def.payCode)}`}
            >
              {groupCode(def.payCode)}
            </button>
            <div className="rp-total">
              <span>{rm.totalPayment}</span>
              <strong data-testid="repay-total">{money(codeTotal(info))}</strong>
            </div>
          </section>
          {Object.entries(def.payNotice).map(([group, items]) => (
            <section key={group} className="rp-card" aria-label={group}>
              <h2 className="rp-card__title">{group}</h2>
              {items.map((item) => (
                // The lender's instruction; lang 'en' when it is not translated (decision 132).
                <div key={item.name} className="rp-steps" lang={item.lang}>
                  <h3>{item.name}</h3>
                  <ol>
                    {item.step.map((s) => (
                      <li key={s}>{s}</li>
                    ))}
                  </ol>
                </div>
              ))}
            </section>
          ))}
        </>
      )}
    </Page>
  );
}
