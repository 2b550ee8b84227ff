// The three documents a borrower accepts on the confirm page, written with the loan's own figures:
// the loan agreement (with the product's loan terms), the Truth-in-Lending disclosure statement
// (RA 3765, BSP Circular 730 layout) and the privacy consent (RA 10173). Pure functions from a
// context to print-safe HTML; every value is escaped. The titles, figures, schedules and statutory
// text are fixed here; the lender's own clauses come from the console, versioned (decision 024).
// Each document has a Filipino reading version with the same figures (decision 132): the English stays the
// official text, and the reading version says so at the top and links to it. The lender's clauses stay as the
// lender wrote them (English, marked lang="en").
import {
  formatBps,
  formatMoney,
  READING_VERSION_NOTICE,
  type AgreementClause,
  type BrandConfig,
} from '@lendwell/contracts';
import { loanTerms } from '../domain/loan/loan-terms.js';
import type { Product } from '../domain/loan/product.js';
import type { Quote } from '../domain/loan/quote.js';
import { wordsFor, type Lang } from '../lib/borrower-words/index.js';

export const AGREEMENTS = [
  { position: 1, title: 'Loan Agreement', key: 'agreementLoan' },
  { position: 2, title: 'Truth in Lending Disclosure Statement', key: 'agreementDisclosure' },
  { position: 3, title: 'Privacy Consent', key: 'agreementPrivacy' },
] as const;

/** A document's title in the reader's language, from the borrower catalogue (decision 132). */
export function agreementTitle(position: AgreementPosition, lang: Lang): string {
  return wordsFor(lang)(AGREEMENTS.find((x) => x.position === position)!.key);
}

export type AgreementPosition = (typeof AGREEMENTS)[number]['position'];

export type AgreementContext = {
  lender: {
    legalName: string;
    address: string;
    secRegistrationNo: string;
    certificateOfAuthorityNo: string;
    email: string;
    phone: string;
  };
  borrower: { phone: string };
  product: { name: string; config: Product };
  quote: Quote;
  /** The order number once the borrower has applied; absent on the confirm page (a draft). */
  orderNo: string | null;
  /** The business date the document is issued on. */
  issuedOn: string;
  /** The lender's clauses in force for this document (plain text, escaped); absent renders none. */
  clauses?: AgreementClause[];
  /** The official English text's address, linked from the Filipino reading version's notice. */
  englishUrl?: string;
};

/** The lender as every document names it, from the white-label config. */
/** The lender as documents name it; the contacts the console keeps (contact info) win over the brand's defaults. */
export function lenderOf(
  brand: BrandConfig,
  contact?: { email: string; telephone: string },
): AgreementContext['lender'] {
  return {
    legalName: brand.lenderLegalName,
    address: brand.lenderAddress,
    secRegistrationNo: brand.secRegistrationNo,
    certificateOfAuthorityNo: brand.certificateOfAuthorityNo,
    email: contact?.email ?? brand.customerServiceEmail,
    phone: contact?.telephone ?? brand.customerServicePhone,
  };
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Tagged template that escapes every interpolated value unless it is already rendered HTML. */
class Html {
  constructor(readonly value: string) {}
  toString() {
    return this.value;
  }
}
function html(strings: TemplateStringsArray, ...values: unknown[]): Html {
  let out = strings[0]!;
  values.forEach((v, i) => {
    const part = Array.isArray(v)
      ? v.map((x) => (x instanceof Html ? x.value : escapeHtml(String(x)))).join('')
      : v instanceof Html
        ? v.value
        : escapeHtml(String(v ?? ''));
    out += part + strings[i + 1]!;
  });
  return new Html(out);
}

const STYLE = `
body{font:15px/1.55 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1f2329;margin:0;padding:20px 18px 32px;background:#fff}
h1{font-size:20px;margin:0 0 4px}h2{font-size:16px;margin:22px 0 6px}
.meta{color:#646a73;font-size:13px;margin:0 0 14px}
.draft{display:inline-block;background:#fff4e5;color:#a35200;border-radius:4px;padding:2px 8px;font-size:12px;margin-bottom:10px}
table{width:100%;border-collapse:collapse;margin:8px 0;font-size:14px}
th,td{border:1px solid #dee0e3;padding:7px 8px;text-align:left;vertical-align:top}
th{background:#f5f6f7;font-weight:600}
table.kv{table-layout:fixed}table.kv th{width:58%}
td.num{text-align:right;font-variant-numeric:tabular-nums}
p{margin:6px 0}ol,ul{padding-left:20px}
.sign{margin-top:26px;display:grid;grid-template-columns:1fr 1fr;gap:18px;font-size:13px}
.sign div{border-top:1px solid #8f959e;padding-top:6px}
.reading{background:#eef3ff;border-left:4px solid #0032e8;border-radius:4px;padding:10px 12px;margin:0 0 14px;font-size:14px}
.reading a{color:#0032e8}
@media print{body{padding:0;font-size:12px}.draft{border:1px solid #a35200}h2{break-after:avoid}table{break-inside:avoid}}
`;

function page(title: string, ctx: AgreementContext, body: Html, lang: Lang = 'en'): string {
  const fil = lang === 'fil';
  const ref = ctx.orderNo
    ? `Order ${ctx.orderNo}`
    : fil
      ? 'Draft para sa iyong pagsusuri — wala pang order'
      : 'Draft for your review — no order yet';
  const reading = fil
    ? html`<p class="reading" role="note">
        ${READING_VERSION_NOTICE}
        ${ctx.englishUrl ? html`<a href="${ctx.englishUrl}" lang="en">Read the official English version</a>` : ''}
      </p>`
    : '';
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>${
    html`${reading}${ctx.orderNo ? '' : new Html('<span class="draft">Draft</span>')}
      <h1>${title}</h1>
      <p class="meta">
        ${ctx.lender.legalName} · SEC Reg. No. ${ctx.lender.secRegistrationNo} ·
        ${ctx.lender.certificateOfAuthorityNo}<br />${ref} · ${fil ? 'Inilabas noong' : 'Issued'} ${ctx.issuedOn}
      </p>
      ${body}`.value
  }</body></html>`;
}

const money = (cents: number) => formatMoney(cents);

/**
 * The lender's sections; the loan agreement numbers them after its own. In a Filipino reading version they stay
 * as the lender wrote them, marked as English so a screen reader reads them in an English voice.
 */
function lenderClauses(ctx: AgreementContext, firstNumber?: number, lang: Lang = 'en'): Html {
  const marked = lang === 'fil' ? new Html(' lang="en"') : '';
  return html`${(ctx.clauses ?? []).map(
    (c, i) =>
      html`<section${marked}>
        <h2>${firstNumber === undefined ? '' : `${firstNumber + i}. `}${c.heading}</h2>
        ${c.paragraphs.map((p) => html`<p>${p}</p>`)}
      </section>`,
  )}`;
}

const SCHEDULE_HEADS = {
  en: ['Due date', 'Principal', 'Interest', 'Fee', 'Total'],
  fil: ['Due date', 'Principal', 'Interest', 'Fee', 'Kabuuan'],
} as const;

function scheduleTable(q: Quote, lang: Lang = 'en'): Html {
  return html`<table>
    <thead>
      <tr>
        ${SCHEDULE_HEADS[lang].map((h) => html`<th>${h}</th>`)}
      </tr>
    </thead>
    <tbody>
      ${q.installments.map(
        (i) =>
          html`<tr>
            <td>${i.dueOn}</td>
            <td class="num">${money(i.principalCents)}</td>
            <td class="num">${money(i.interestCents)}</td>
            <td class="num">${money(i.feeCents)}</td>
            <td class="num">${money(i.principalCents + i.interestCents + i.feeCents)}</td>
          </tr>`,
      )}
    </tbody>
  </table>`;
}

function loanAgreement(ctx: AgreementContext): string {
  const { quote: q, product, lender } = ctx;
  const sections = loanTerms(product.config, { legalName: lender.legalName });
  return page(
    'Loan Agreement',
    ctx,
    html`<p>
        This Loan Agreement is made between <b>${lender.legalName}</b>, a lending company registered with the Securities
        and Exchange Commission (SEC Reg. No. ${lender.secRegistrationNo}, ${lender.certificateOfAuthorityNo}), with
        office at ${lender.address} (the "Lender"), and the borrower using the mobile number
        <b>${ctx.borrower.phone}</b> (the "Borrower").
      </p>
      <h2>1. The loan</h2>
      <table class="kv">
        <tr>
          <th>Product</th>
          <td>${product.name}</td>
        </tr>
        <tr>
          <th>Principal</th>
          <td class="num">${money(q.principalCents)}</td>
        </tr>
        <tr>
          <th>Term</th>
          <td class="num">
            ${q.termDays} days, ${q.periods} installment${q.periods > 1 ? 's' : ''} every ${q.periodDays} days
          </td>
        </tr>
        <tr>
          <th>Interest</th>
          <td class="num">${formatBps(q.nominalMonthlyBps)} a month, ${money(q.interestCents)} in total</td>
        </tr>
        <tr>
          <th>Service fee</th>
          <td class="num">
            ${money(q.serviceFeeCents)}${q.upfrontFeeCents > 0 ? ' (deducted from the proceeds)' : ' (repaid with the installments)'}
          </td>
        </tr>
        <tr>
          <th>Net proceeds sent to the Borrower</th>
          <td class="num">${money(q.netProceedsCents)}</td>
        </tr>
        <tr>
          <th>Total repayment</th>
          <td class="num">${money(q.totalRepaymentCents)}</td>
        </tr>
      </table>
      <h2>2. Repayment schedule</h2>
      <p>
        Due dates count from the day the money is sent; if it is sent on a later day, every date moves by the same
        number of days.
      </p>
      ${scheduleTable(q)}
      ${sections.map(
        (s, i) =>
          html`<h2>${i + 3}. ${s.title}</h2>
            ${s.paragraphs.map((p) => html`<p>${p}</p>`)}`,
      )}
      ${lenderClauses(ctx, sections.length + 3)}
      <h2>${sections.length + 3 + (ctx.clauses?.length ?? 0)}. Acceptance</h2>
      <p>
        The Borrower accepts this Agreement electronically by ticking the agreement box and tapping Next in the app. An
        electronic acceptance has the same effect as a signature (RA 8792). A copy stays available in the app.
      </p>
      <div class="sign">
        <div>For the Lender<br />${lender.legalName}</div>
        <div>The Borrower<br />${ctx.borrower.phone}</div>
      </div>`,
  );
}

function disclosureStatement(ctx: AgreementContext): string {
  const { quote: q, lender } = ctx;
  const nonFinance = 0;
  return page(
    'Truth in Lending Disclosure Statement',
    ctx,
    html`<p>Disclosed under Republic Act No. 3765 (Truth in Lending Act) before the loan is made.</p>
      <table class="kv">
        <tr>
          <th>1. Loan amount (principal)</th>
          <td class="num">${money(q.principalCents)}</td>
        </tr>
        <tr>
          <th>2. Finance charges deducted from the proceeds</th>
          <td class="num">${money(q.upfrontFeeCents)}</td>
        </tr>
        <tr>
          <th>3. Non-finance charges deducted</th>
          <td class="num">${money(nonFinance)}</td>
        </tr>
        <tr>
          <th>4. Net proceeds of the loan (1 − 2 − 3)</th>
          <td class="num">${money(q.netProceedsCents)}</td>
        </tr>
        <tr>
          <th>5. Amount financed</th>
          <td class="num">${money(q.amountFinancedCents)}</td>
        </tr>
        <tr>
          <th>6. Finance charge (interest ${money(q.interestCents)}, service fee ${money(q.serviceFeeCents)})</th>
          <td class="num">${money(q.financeChargeCents)}</td>
        </tr>
        <tr>
          <th>7. Total amount to be paid</th>
          <td class="num">${money(q.totalRepaymentCents)}</td>
        </tr>
        <tr>
          <th>8. Nominal interest rate</th>
          <td class="num">${formatBps(q.nominalMonthlyBps)} a month</td>
        </tr>
        <tr>
          <th>9. Effective interest rate</th>
          <td class="num">${formatBps(q.effectiveMonthlyBps)} a month, ${formatBps(q.effectiveYearlyBps)} a year</td>
        </tr>
      </table>
      <h2>Payment schedule</h2>
      ${scheduleTable(q)}
      <h2>Charges if you pay late</h2>
      <p>
        A one-time default penalty of ${money(ctx.product.config.defaultPenaltyNewCents)} (new clients) or
        ${money(ctx.product.config.defaultPenaltyRepeatCents)} (repeat clients), and daily interest on the unpaid
        amount:
        ${ctx.product.config.overdueTiers
          .map(
            (t) =>
              `${formatBps(t.monthlyRateBps)} a month for days ${t.fromDay}${t.toDay ? `–${t.toDay}` : ' onwards'}`,
          )
          .join(
            '; ',
          )}.${q.capsApply ? ' The interest, fees and penalties of this loan stay within the ceilings of SEC Memorandum Circular No. 3, series of 2022.' : ''}
      </p>
      ${lenderClauses(ctx)}
      <div class="sign">
        <div>Received by the Borrower<br />${ctx.borrower.phone}</div>
        <div>${lender.legalName}</div>
      </div>`,
  );
}

function privacyConsent(ctx: AgreementContext): string {
  const { lender } = ctx;
  return page(
    'Privacy Consent',
    ctx,
    html`<p>
        Under the Data Privacy Act of 2012 (RA 10173), I allow <b>${lender.legalName}</b> to collect and process the
        personal data I give in this app to assess, grant, service and collect my loan.
      </p>
      <h2>What is collected</h2>
      <ul>
        <li>My identity and contact details, including my mobile number ${ctx.borrower.phone}.</li>
        <li>My employment, income and payout account details.</li>
        <li>Device details needed to keep my account secure.</li>
      </ul>
      <h2>Why and with whom</h2>
      <p>
        My data is used for credit assessment, disbursement, repayment, customer service and legal obligations. It may
        be shared with credit bureaus (including the Credit Information Corporation under RA 9510), payment providers
        that move my money, and regulators when the law requires.
      </p>
      <h2>How long</h2>
      <p>My data is kept for as long as my loan is open and for five years after, unless the law requires longer.</p>
      <h2>My rights</h2>
      <p>
        I may ask to access, correct or delete my data, or object to its processing, by writing to ${lender.email}. I
        may complain to the National Privacy Commission.
      </p>
      ${lenderClauses(ctx)}`,
  );
}

// ─── The Filipino reading versions: the same sections, figures and schedule as the English above ───

function loanAgreementFil(ctx: AgreementContext): string {
  const { quote: q, product, lender } = ctx;
  const sections = loanTerms(product.config, { legalName: lender.legalName }, 'fil');
  return page(
    agreementTitle(1, 'fil'),
    ctx,
    html`<p>
        Ang Kasunduan sa Loan na ito ay sa pagitan ng <b>${lender.legalName}</b>, isang lending company na rehistrado sa
        Securities and Exchange Commission (SEC Reg. No. ${lender.secRegistrationNo},
        ${lender.certificateOfAuthorityNo}), na may opisina sa ${lender.address} (ang "Nagpapautang"), at ng borrower na
        gumagamit ng mobile number na <b>${ctx.borrower.phone}</b> (ang "Borrower").
      </p>
      <h2>1. Ang loan</h2>
      <table class="kv">
        <tr>
          <th>Produkto</th>
          <td>${product.name}</td>
        </tr>
        <tr>
          <th>Principal</th>
          <td class="num">${money(q.principalCents)}</td>
        </tr>
        <tr>
          <th>Tagal</th>
          <td class="num">${q.termDays} araw, ${q.periods} hulog, tuwing ${q.periodDays} araw</td>
        </tr>
        <tr>
          <th>Interest</th>
          <td class="num">${formatBps(q.nominalMonthlyBps)} kada buwan, ${money(q.interestCents)} lahat-lahat</td>
        </tr>
        <tr>
          <th>Service fee</th>
          <td class="num">
            ${money(q.serviceFeeCents)}${q.upfrontFeeCents > 0 ? ' (ibinawas sa matatanggap)' : ' (binabayaran kasama ng mga hulog)'}
          </td>
        </tr>
        <tr>
          <th>Net proceeds na ipapadala sa Borrower</th>
          <td class="num">${money(q.netProceedsCents)}</td>
        </tr>
        <tr>
          <th>Kabuuang babayaran</th>
          <td class="num">${money(q.totalRepaymentCents)}</td>
        </tr>
      </table>
      <h2>2. Iskedyul ng pagbabayad</h2>
      <p>
        Binibilang ang mga due date mula sa araw na ipinadala ang pera; kapag naipadala ito sa mas huling araw, uusad
        ang bawat petsa nang ganoon ding bilang ng araw.
      </p>
      ${scheduleTable(q, 'fil')}
      ${sections.map(
        (s, i) =>
          html`<h2>${i + 3}. ${s.title}</h2>
            ${s.paragraphs.map((p) => html`<p>${p}</p>`)}`,
      )}
      ${lenderClauses(ctx, sections.length + 3, 'fil')}
      <h2>${sections.length + 3 + (ctx.clauses?.length ?? 0)}. Pagtanggap</h2>
      <p>
        Tinatanggap ng Borrower ang Kasunduang ito sa elektronikong paraan, sa pag-tick sa agreement box at pag-tap ng
        Next sa app. Ang elektronikong pagtanggap ay may parehong bisa ng pirma (RA 8792). May kopya nito sa app.
      </p>
      <div class="sign">
        <div>Para sa Nagpapautang<br />${lender.legalName}</div>
        <div>Ang Borrower<br />${ctx.borrower.phone}</div>
      </div>`,
    'fil',
  );
}

function disclosureStatementFil(ctx: AgreementContext): string {
  const { quote: q, lender } = ctx;
  const nonFinance = 0;
  return page(
    agreementTitle(2, 'fil'),
    ctx,
    html`<p>Ibinibigay ayon sa Republic Act No. 3765 (Truth in Lending Act) bago gawin ang loan.</p>
      <table class="kv">
        <tr>
          <th>1. Halaga ng loan (principal)</th>
          <td class="num">${money(q.principalCents)}</td>
        </tr>
        <tr>
          <th>2. Finance charges na ibinawas sa proceeds</th>
          <td class="num">${money(q.upfrontFeeCents)}</td>
        </tr>
        <tr>
          <th>3. Non-finance charges na ibinawas</th>
          <td class="num">${money(nonFinance)}</td>
        </tr>
        <tr>
          <th>4. Net proceeds ng loan (1 − 2 − 3)</th>
          <td class="num">${money(q.netProceedsCents)}</td>
        </tr>
        <tr>
          <th>5. Amount financed</th>
          <td class="num">${money(q.amountFinancedCents)}</td>
        </tr>
        <tr>
          <th>6. Finance charge (interest ${money(q.interestCents)}, service fee ${money(q.serviceFeeCents)})</th>
          <td class="num">${money(q.financeChargeCents)}</td>
        </tr>
        <tr>
          <th>7. Kabuuang halagang babayaran</th>
          <td class="num">${money(q.totalRepaymentCents)}</td>
        </tr>
        <tr>
          <th>8. Nominal interest rate</th>
          <td class="num">${formatBps(q.nominalMonthlyBps)} kada buwan</td>
        </tr>
        <tr>
          <th>9. Effective interest rate</th>
          <td class="num">
            ${formatBps(q.effectiveMonthlyBps)} kada buwan, ${formatBps(q.effectiveYearlyBps)} kada taon
          </td>
        </tr>
      </table>
      <h2>Iskedyul ng pagbabayad</h2>
      ${scheduleTable(q, 'fil')}
      <h2>Mga singil kapag huli ang bayad</h2>
      <p>
        Isang beses na default penalty na ${money(ctx.product.config.defaultPenaltyNewCents)} (bagong kliyente) o
        ${money(ctx.product.config.defaultPenaltyRepeatCents)} (umuulit na kliyente), at araw-araw na interest sa hindi
        pa nababayarang halaga:
        ${ctx.product.config.overdueTiers
          .map(
            (t) =>
              `${formatBps(t.monthlyRateBps)} kada buwan para sa ika-${t.fromDay}${t.toDay ? `–${t.toDay}` : ' pataas na'} araw`,
          )
          .join(
            '; ',
          )}.${q.capsApply ? ' Ang interest, fees at multa ng loan na ito ay hindi lalampas sa mga limitasyon ng SEC Memorandum Circular No. 3, series of 2022.' : ''}
      </p>
      ${lenderClauses(ctx, undefined, 'fil')}
      <div class="sign">
        <div>Tinanggap ng Borrower<br />${ctx.borrower.phone}</div>
        <div>${lender.legalName}</div>
      </div>`,
    'fil',
  );
}

function privacyConsentFil(ctx: AgreementContext): string {
  const { lender } = ctx;
  return page(
    agreementTitle(3, 'fil'),
    ctx,
    html`<p>
        Ayon sa Data Privacy Act of 2012 (RA 10173), pinapayagan ko ang <b>${lender.legalName}</b> na kolektahin at
        iproseso ang personal data na ibinibigay ko sa app na ito para suriin, ibigay, pangasiwaan at singilin ang aking
        loan.
      </p>
      <h2>Ano ang kinokolekta</h2>
      <ul>
        <li>Ang aking pagkakakilanlan at contact details, kasama ang aking mobile number na ${ctx.borrower.phone}.</li>
        <li>Ang detalye ng aking trabaho, kita at payout account.</li>
        <li>Mga detalye ng device na kailangan para manatiling ligtas ang aking account.</li>
      </ul>
      <h2>Bakit at kanino</h2>
      <p>
        Ginagamit ang aking data para sa credit assessment, pagpapadala ng loan, pagbabayad, customer service at mga
        obligasyon sa batas. Puwede itong ibahagi sa mga credit bureau (kasama ang Credit Information Corporation ayon
        sa RA 9510), sa mga payment provider na naglilipat ng aking pera, at sa mga regulator kapag hinihingi ng batas.
      </p>
      <h2>Gaano katagal</h2>
      <p>
        Itinatago ang aking data habang bukas ang aking loan at limang taon pagkatapos nito, maliban kung mas matagal
        ang hinihingi ng batas.
      </p>
      <h2>Aking mga karapatan</h2>
      <p>
        Puwede kong hilingin na makita, itama o burahin ang aking data, o tumutol sa pagproseso nito, sa pagsulat sa
        ${lender.email}. Puwede akong magreklamo sa National Privacy Commission.
      </p>
      ${lenderClauses(ctx, undefined, 'fil')}`,
    'fil',
  );
}

const RENDERERS: Record<Lang, Record<AgreementPosition, (ctx: AgreementContext) => string>> = {
  en: { 1: loanAgreement, 2: disclosureStatement, 3: privacyConsent },
  fil: { 1: loanAgreementFil, 2: disclosureStatementFil, 3: privacyConsentFil },
};

export function isAgreementPosition(value: number): value is AgreementPosition {
  return AGREEMENTS.some((a) => a.position === value);
}

/** A document as print-safe HTML: the official English, or (lang 'fil') its Filipino reading version. */
export function renderAgreement(position: AgreementPosition, ctx: AgreementContext, lang: Lang = 'en'): string {
  return RENDERERS[lang][position](ctx);
}
