// The site is prerendered once at build time, but the lender it names is white-label and known only
// at run time: the markup carries these tokens and the server's web plugin fills them in, escaped
// (apps/server/src/plugins/app/official-site.ts lists the same names).
export const T = {
  productName: '%PRODUCT_NAME%',
  lenderLegalName: '%LENDER_LEGAL_NAME%',
  email: '%CS_EMAIL%',
  phone: '%CS_PHONE%',
  phoneTel: '%CS_PHONE_TEL%',
  address: '%LENDER_ADDRESS%',
  secNo: '%SEC_NO%',
  caNo: '%CA_NO%',
  year: '%YEAR%',
} as const;

/** Where the server puts the loan terms written from the products' configuration. */
export const LOAN_TERMS_SLOT = '<!--loan-terms-->';
