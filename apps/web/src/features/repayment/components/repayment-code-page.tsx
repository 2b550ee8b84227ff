// /repaymentOfCode (showType, payCode, payCodeImg, repayAmount, real, expiresAt): the amount with its symbol;
// showType 1 shows a copyable code and the channel's picture, otherwise a QR to scan.
import { Link } from 'wouter';
import { Page } from '@/components/ui/page';
import { paths } from '@/config/paths';
import { copyText } from '@/lib/clipboard';
import { formatDate, formatManilaTime, formatMoney, groupCode } from '@/lib/format';
import { fillText } from '@/lib/i18n';
import { messages } from '@/lib/messages';
import { sharedParamsQuery } from '@/lib/session-params';
import { useQueryParams } from '@/lib/use-query-params';
import { rm } from '../messages';
import './repayment.css';
import { WholeDates } from '@lendwell/client-kit/whole-dates';

/** Only our own pictures: a relative path on this site (a pay link cannot smuggle in another origin). */
function safeImage(src: string | null): string {
  return src && src.startsWith('/') && !src.startsWith('//') ? src : '';
}

export default function RepaymentCodePage() {
  const q = useQueryParams();
  const showType = q.get('showType') ?? '1';
  const payCode = q.get('payCode') ?? '';
  const groupedCode = groupCode(payCode);
  const image = safeImage(q.get('payCodeImg'));
  const amount = /^\d+$/.test(q.get('repayAmount') ?? '') ? Number(q.get('repayAmount')) : 0;
  // When the code stops working, in Manila time (decision 072); a link without it keeps the general words.
  const expires = new Date(q.get('expiresAt') ?? '');
  const expiresAt = Number.isNaN(expires.getTime()) ? '' : `${formatDate(expires)} ${formatManilaTime(expires)}`;

  return (
    <Page title={rm.repaymentCodeTitle} variant="brand">
      <div className="rp-hero">
        <p className="rp-hero__label">{rm.amountDue}</p>
        <p className="rp-hero__amount" data-testid="repay-amount">
          {formatMoney(amount, q.get('real') ?? undefined)}
        </p>
      </div>
      {showType === '1' ? (
        <section className="rp-card rp-code">
          {image ? <img className="rp-code__channel" src={image} alt="" width={56} height={56} /> : null}
          <p className="rp-code__label">{rm.repaymentCode}</p>
          <button
            type="button"
            className="rp-code__value"
            onClick={() => void copyText(payCode)}
            aria-label={`${rm.repaymentCode} ${groupedCode}`}
          >
            {groupedCode}
          </button>
          <button type="button" className="rp-copy rp-copy--wide" onClick={() => void copyText(payCode)}>
            {messages.copy}
          </button>
          <p className="rp-notice" data-testid="pay-code-expiry">
            <WholeDates text={expiresAt ? fillText(rm.payExactAmountBy, { time: expiresAt }) : rm.payExactAmount} />
          </p>
        </section>
      ) : (
        <section className="rp-card rp-code">
          {image ? <img className="rp-code__qr" src={image} alt={rm.qrAlt} width={220} height={220} /> : null}
          <p className="rp-notice">{rm.scanToPay}</p>
        </section>
      )}
      <Link className="rp-banner" href={`${paths.paymentInstructions}?${sharedParamsQuery()}`}>
        <span className="rp-banner__icon" aria-hidden="true">
          ?
        </span>
        <span>{rm.howToPay}</span>
        <span aria-hidden="true">›</span>
      </Link>
    </Page>
  );
}
