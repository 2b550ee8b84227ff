// The official site at /: the page prerendered at build time (apps/web/site.html) with the
// white-label lender filled into its tokens and the loan terms written from the products'
// configuration, so the served HTML is the whole content (docs/decisions/020-official-site-prerender.md).
import type { PublicAppConfig } from '@lendwell/contracts';
import type { TermsSection } from '../../domain/loan/loan-terms.js';

export const LOAN_TERMS_SLOT = '<!--loan-terms-->';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The tokens the site's markup carries (apps/web/src/features/site/site-tokens.ts). */
export function siteTokens(config: PublicAppConfig, year: number): Record<string, string> {
  return {
    '%PRODUCT_NAME%': config.productName,
    '%LENDER_LEGAL_NAME%': config.lenderLegalName,
    '%CS_EMAIL%': config.customerServiceEmail,
    '%CS_PHONE%': config.customerServicePhone,
    '%CS_PHONE_TEL%': config.customerServicePhone.replace(/[^\d+]/g, ''),
    '%LENDER_ADDRESS%': config.lenderAddress,
    '%SEC_NO%': config.secRegistrationNo,
    '%CA_NO%': config.certificateOfAuthorityNo,
    '%YEAR%': String(year),
  };
}

export function renderLoanTerms(products: { name: string; sections: TermsSection[] }[]): string {
  if (products.length === 0) return '<p>No loan products are offered at the moment.</p>';
  return products
    .map(
      (p) =>
        `<h3>${escapeHtml(p.name)}</h3>` +
        p.sections
          .map((s) => `<h4>${escapeHtml(s.title)}</h4>${s.paragraphs.map((t) => `<p>${escapeHtml(t)}</p>`).join('')}`)
          .join(''),
    )
    .join('');
}

/** Fills the prerendered site: config head (as index.html gets), tokens, loan terms. */
export function renderSiteHtml(
  template: string,
  head: string,
  config: PublicAppConfig,
  termsHtml: string,
  year: number,
): string {
  const tokens = siteTokens(config, year);
  return template
    .replace('<!--app-config-->', head)
    .replace(LOAN_TERMS_SLOT, termsHtml)
    .replace(/%[A-Z_]+%/g, (token) => (token in tokens ? escapeHtml(tokens[token]!) : token));
}
