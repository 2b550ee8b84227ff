// /repaymentOfCode2: the stored repaymentInfo as a pay-code sheet: the provider's logo, the
// contract number (pay code, tap to copy), the total (repayAmount, or the rollover's delayAmount)
// and the payment notices grouped by title, each with its steps.
import { Page } from '@/components/ui/page';
import { copyText } from '@/lib/clipboard';
import { formatMoney } from '@/lib/format';
import { launchParam } from '@/lib/session-params';
import { readRepaymentInfo } from '../repayment-info';
import { rm } from '../messages';
import './repayment.css';

export default function RepaymentCode2Page() {
  const info = readRepaymentInfo();
  const def = info?.defDetail;
  const total = info?.repayAmount ?? info?.delayInfo?.delayAmount ?? 0;

  return (
    <Page title={rm.repaymentTitle} variant="brand">
      {!info || !def ? (
        <p className="rp-notice">{rm.noRepaymentInfo}</p>
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
              aria-label={`${rm.contractNumber} ${def.payCode}`}
            >
              {def.payCode.replace(/(\d{4})(?=\d)/g, '$1 ')}
            </button>
            <div className="rp-total">
              <span>{rm.totalPayment}</span>
              <strong data-testid="repay-total">{formatMoney(total, launchParam('real'))}</strong>
            </div>
          </section>
          {Object.entries(def.payNotice).map(([group, items]) => (
            <section key={group} className="rp-card" aria-label={group}>
              <h2 className="rp-card__title">{group}</h2>
              {items.map((item) => (
                <div key={item.name} className="rp-steps">
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
