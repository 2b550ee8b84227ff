// Filipino for the loan confirm pages, loaded only for a Filipino reader (decision 047).
import type { Translation } from '@/lib/i18n';
import type { English } from './components/text';

const fil: Translation<English> = {
  pointOut: 'Paalala',
  confirmLoanTitle: 'Kumpirmahin ang loan',
  loanAmount: 'Halaga ng loan',
  loanTerm: 'Termino',
  detailed: 'Mga detalye',
  repaymentDate: 'Due date',
  firstRepayment: 'Unang bayad',
  days: '{n} araw',
  periodsOfDays: '{p} × {n} araw',
  privacyConsent: 'Pahintulot sa privacy',
  tilaTitle: 'Truth in Lending disclosure',
  amountFinanced: 'Halagang pinahiram',
  financeCharge: 'Finance charge',
  netProceeds: 'Matatanggap mo',
  totalToRepay: 'Kabuuang babayaran',
  effectiveRate: 'Epektibong interes',
  ratePerMonthYear: '{m} bawat buwan · {y} bawat taon',
  secRegNo: 'SEC Reg. No.',
  agreeLabel: 'Nabasa ko at sumasang-ayon ako',
  agreeLead: 'Nabasa ko at sumasang-ayon ako sa',
  and: 'at',
  openLoanTitle: 'May loan ka pa',
  openLoanBody:
    'Bukas pa ang iyong {product} loan kaya hindi kami makapagsisimula ng bagong aplikasyon. Kapag bayad na ito nang buo, maaari kang mag-apply muli.',
  openLoanGo: 'Pumunta sa aking {product} loan',
  openLoanStay: 'Manatili rito',
  yourLimit: 'Ang iyong limit: {amount}',
};

export default fil;
