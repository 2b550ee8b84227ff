import { describe, expect, it } from 'vitest';
import type { PublicAppConfig } from '@lendwell/contracts';
import { renderLoanTerms, renderSiteHtml } from './official-site.js';

const config = {
  productName: 'Peso<Go>',
  lenderLegalName: 'Acme Lending Corp.',
  customerServiceEmail: 'help@acme.ph',
  customerServicePhone: '+63 2 8000 1111',
  lenderAddress: 'Makati & Taguig',
  secRegistrationNo: 'CS201900001',
  certificateOfAuthorityNo: '3001',
  themeColour: '#0032E8',
} as PublicAppConfig;

describe('official site page', () => {
  it('fills every token, escaped, and the loan terms slot', () => {
    const template =
      '<title>%PRODUCT_NAME%</title><!--app-config--><a href="tel:%CS_PHONE_TEL%">%CS_PHONE%</a><p>%LENDER_ADDRESS% %SEC_NO% %CA_NO% © %YEAR% %LENDER_LEGAL_NAME% %CS_EMAIL%</p><div><!--loan-terms--></div>';
    const html = renderSiteHtml(
      template,
      '<meta name="x">',
      config,
      renderLoanTerms([{ name: 'Flex 91', sections: [{ title: 'Fees', paragraphs: ['No <b>hidden</b> fees'] }] }]),
      2026,
    );
    expect(html).toContain('<title>Peso&lt;Go&gt;</title>');
    expect(html).toContain('href="tel:+63280001111"');
    expect(html).toContain('Makati &amp; Taguig CS201900001 3001 © 2026 Acme Lending Corp.');
    expect(html).toContain('<h3>Flex 91</h3><h4>Fees</h4><p>No &lt;b&gt;hidden&lt;/b&gt; fees</p>');
    expect(html).toContain('<meta name="x">');
    expect(html).not.toMatch(/%[A-Z_]+%/);
  });
});
