// Receipts and statement from the order page (decision 062): the statement of account and every
// official receipt, each to read (and print) or to download as a PDF. The links are signed and live 30
// minutes, so they are fetched with the page and again before they expire; a session id never sits in them.
import Button from 'antd-mobile/es/components/button';
import { money } from '@/lib/currency';
import { fillText } from '@/lib/i18n';
import { formatDate } from '@/lib/format';
import { useOrderDocuments } from '../api/get-order-documents';
import { text } from './text';

export function OrderDocuments({ orderId }: { orderId: string }) {
  const documents = useOrderDocuments(orderId);
  return (
    <section className="od-docs" aria-labelledby="od-docs-title">
      <h2 id="od-docs-title" className="od-docs__title">
        {text.documentsTitle}
      </h2>
      {documents.isError ? (
        <div className="od-docs__failed" role="alert">
          <p>{text.documentsFailed}</p>
          <Button size="small" color="primary" fill="outline" onClick={() => void documents.refetch()}>
            {text.tryAgain}
          </Button>
        </div>
      ) : !documents.data ? (
        <p className="od-docs__muted">{text.documentsLoading}</p>
      ) : (
        <ul className="od-docs__list">
          {documents.data.statement ? (
            <li className="od-docs__item">
              <div>
                <strong>{text.statement}</strong>
                <span className="od-docs__muted">{documents.data.orderNo}</span>
              </div>
              <div className="od-docs__links">
                <a href={documents.data.statement.html} aria-label={text.viewStatement}>
                  {text.view}
                </a>
                <a href={documents.data.statement.pdf} download aria-label={text.statementPdf}>
                  {text.pdf}
                </a>
              </div>
            </li>
          ) : null}
          {documents.data.receipts.map((r) => {
            // Payments since the switch have invoices; earlier ones keep their official receipt (decision 117).
            const invoice = r.kind === 'invoice';
            const no = { no: r.receiptNumber };
            return (
              <li key={r.receiptNo} className="od-docs__item">
                <div>
                  <strong>{fillText(invoice ? text.invoice : text.receipt, no)}</strong>
                  <span className={r.reversed ? 'od-docs__reversed' : 'od-docs__muted'}>
                    <span className="whole-date">{formatDate(r.paidOn)}</span> · {money(r.amountCents)}
                    {r.reversed ? ` · ${text.reversed}` : ''}
                  </span>
                </div>
                <div className="od-docs__links">
                  <a href={r.html} aria-label={fillText(invoice ? text.viewInvoice : text.viewReceipt, no)}>
                    {text.view}
                  </a>
                  <a href={r.pdf} download aria-label={fillText(invoice ? text.invoicePdf : text.receiptPdf, no)}>
                    {text.pdf}
                  </a>
                </div>
              </li>
            );
          })}
          {documents.data.receipts.length === 0 ? <li className="od-docs__muted">{text.noReceipts}</li> : null}
        </ul>
      )}
    </section>
  );
}
