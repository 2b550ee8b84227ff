// Texts of the About us page (decision 047). Filipino: messages.fil.ts. The lender's names, numbers and contacts
// come from the white-label config and read the same in both languages.
import { catalogue } from '@/lib/i18n';

const en = {
  title: 'About us',
  hero: 'Small loans for everyday needs, from a licensed Philippine lender.',
  intro:
    '{product} is the mobile lending service of {lender}, a lending company registered with the Securities and Exchange Commission (SEC Registration No. {sec}, Certificate of Authority {ca}). The app acts as the lender’s agent.',
  clearCosts: 'Clear costs',
  clearCostsText:
    'Before you accept, you see the amount you receive, every fee, the total to repay and the effective interest rate.',
  fastDecisions: 'Fast decisions',
  fastDecisionsText: 'Applications are decided within 1 day, and approved loans are credited within 1 to 3 days.',
  fairCollection: 'Fair collection',
  fairCollectionText:
    'We never contact the people in your phone book and never shame borrowers. Complaints are answered within 3 weekdays.',
  dataProtected: 'Your data, protected',
  dataProtectedText: 'We collect only what a loan needs and follow the Data Privacy Act of 2012.',
  contactUs: 'Contact us',
  customerService: 'Customer service:',
  hotline: 'Hotline: {phone}',
};

/** The English texts, against which the Filipino translation is typed. */
export type English = typeof en;

export const am = catalogue(en, () => import('./messages.fil'));
