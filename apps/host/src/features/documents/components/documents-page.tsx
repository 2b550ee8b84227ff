// Receipts and statement of one loan: each opens as a page to read or print, or
// downloads as a PDF. The links are signed and short-lived, so the list is fetched when shown.
import { useParams } from 'wouter';
import { LoadState } from '@/components/load-state';
import { Screen } from '@/components/screen';
import { formatMoney } from '@/lib/format';
import { useI18n } from '@/lib/i18n';
import { useOrderDocuments } from '../api/get-order-documents';
import './documents-page.css';

export default function DocumentsPage() {
  const { t } = useI18n();
  const { orderId = '' } = useParams<{ orderId: string }>();
  const documents = useOrderDocuments(orderId);
  return (
    <Screen title={t('documentsTitle')} back="/loans">
      <LoadState query={documents}>
        {(links) => (
          <>
            {links.statement && (
              <section className="card doc" aria-label={t('documentsStatement')}>
                <h2 className="doc__title">{t('documentsStatement')}</h2>
                <p className="muted">{links.orderNo}</p>
                <div className="doc__actions">
                  <a className="doc__open" href={links.statement.html} target="_blank" rel="noreferrer">
                    {t('documentsView')}
                  </a>
                  <a className="doc__pdf" href={links.statement.pdf} download>
                    {t('documentsPdf')}
                  </a>
                </div>
              </section>
            )}
            {links.receipts.length === 0 ? (
              <p className="card muted">{t('documentsEmpty')}</p>
            ) : (
              <ul className="plain-list" aria-label={t('documentsTitle')}>
                {links.receipts.map((r) => (
                  <li key={r.receiptNo} className="card doc">
                    <h2 className="doc__title">
                      {/* Payments since the switch have invoices; earlier ones keep their official receipt (decision 117). */}
                      {t(r.kind === 'invoice' ? 'documentsInvoice' : 'documentsReceipt', { no: r.receiptNumber })}
                    </h2>
                    <p className={r.reversed ? 'doc__reversed' : 'muted'}>
                      {r.paidOn} · {formatMoney(r.amountCents)}
                      {r.reversed ? ` · ${t('documentsReversed')}` : ''}
                    </p>
                    <div className="doc__actions">
                      <a className="doc__open" href={r.html} target="_blank" rel="noreferrer">
                        {t('documentsView')}
                      </a>
                      <a className="doc__pdf" href={r.pdf} download>
                        {t('documentsPdf')}
                      </a>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </LoadState>
    </Screen>
  );
}
