// Filipino for the About us page, loaded only for a Filipino reader (decision 047).
import type { Translation } from '@/lib/i18n';
import type { English } from './messages';

const fil: Translation<English> = {
  title: 'Tungkol sa amin',
  hero: 'Maliliit na loan para sa pang-araw-araw na pangangailangan, mula sa lisensyadong nagpapautang sa Pilipinas.',
  intro:
    'Ang {product} ay ang mobile lending service ng {lender}, isang lending company na rehistrado sa Securities and Exchange Commission (SEC Registration No. {sec}, Certificate of Authority {ca}). Ang app ay ahente ng nagpapautang.',
  clearCosts: 'Malinaw na gastos',
  clearCostsText:
    'Bago ka pumayag, makikita mo ang halagang matatanggap mo, bawat fee, ang kabuuang babayaran at ang effective interest rate.',
  fastDecisions: 'Mabilis na desisyon',
  fastDecisionsText:
    'Nadedesisyunan ang application sa loob ng 1 araw, at naipapadala ang aprubadong loan sa loob ng 1 hanggang 3 araw.',
  fairCollection: 'Patas na paniningil',
  fairCollectionText:
    'Hindi namin kinokontak ang mga tao sa iyong phone book at hindi namin ipinapahiya ang mga borrower. Sinasagot ang mga reklamo sa loob ng 3 weekday.',
  dataProtected: 'Protektado ang iyong data',
  dataProtectedText: 'Kinokolekta lang namin ang kailangan ng loan at sinusunod namin ang Data Privacy Act of 2012.',
  contactUs: 'Makipag-ugnayan sa amin',
  customerService: 'Customer service:',
  hotline: 'Hotline: {phone}',
};

export default fil;
