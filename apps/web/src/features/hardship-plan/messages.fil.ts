// Filipino for the hardship plan screen, loaded only for a Filipino reader (decision 047).
import type { Translation } from '@/lib/i18n';
import type { English } from './messages';

const fil: Translation<English> = {
  title: 'Humingi ng plano',
  intro:
    'Sabihin sa amin kung ano ang kaya mo. Ipapakita namin ang mga planong mapipili mo, kasama ang bawat bayad at ang kabuuan.',
  firstDate: 'Kailan mo kayang gawin ang unang bayad?',
  count: 'Sa ilang hulog?',
  countN: '{n} na hulog',
  seeOffers: 'Ipakita ang mga plano ko',
  paymentPlan: 'Hulugang plano',
  paymentPlanDesc: 'Hahatiin sa mas maliliit na bayad ang overdue. Walang dagdag na singil.',
  restructure: 'Mas mahabang termino',
  restructureDesc: 'Lahat ng utang mo sa mas mahabang termino, may interes para sa dagdag na panahon.',
  settlement: 'Bayaran nang mas mababa',
  settlementDesc:
    'Magbayad ng {amount} bago o sa {date} at hindi na namin sisingilin ang {discount}. Bayad na nang buo ang loan mo.',
  payment: 'Bayad {n} sa {date}',
  chargesWithFirst: 'Ang late charges na {amount} ay babayaran kasama ng unang bayad.',
  addedInterest: 'Dagdag na interes: {amount}',
  noAddedCharge: 'Walang dagdag na singil',
  total: 'Kabuuang babayaran: {amount}',
  choose: 'Piliin ang planong ito',
  notOffered: 'Hindi available ang {plan}: {reason}',
  agreementTitle: 'Ang iyong kasunduan',
  agreementPlan:
    'Pumapayag akong magbayad ng {total} sa {n} na hulog mula {first} hanggang {last} sa halip na ang kasalukuyan kong iskedyul. Kapag mahigit 10 araw na huli ang isang bayad, matatapos ang plano at dapat nang bayaran agad ang natitira.',
  agreementSettlement:
    'Pumapayag akong magbayad ng {total} bago o sa {date}. Kapag nabayaran nang buo sa petsang iyon, hindi na sisingilin ang natitira ({discount}) at bayad na nang buo ang loan ko. Kung hindi, matatapos ang alok at mananatili ang loan ko gaya ng dati.',
  accept: 'Tanggapin gamit ang SMS code',
  enterCode: 'Ilagay ang 6-digit na SMS code',
  codeHint: 'Magte-text kami ng code sa phone mo para ikaw lang ang makatanggap ng planong ito.',
  awaiting: 'Salamat. Sinusuri ng aming team ang plano mo; sasabihan ka namin sa SMS kapag nagsimula na ito.',
  inForce: 'Nagsimula na ang plano mo. Nasa installment page mo ang bagong iskedyul.',
  offered: 'May planong naghihintay ng sagot mo.',
  backToLoan: 'Bumalik sa loan ko',
  statusCompleted: 'Natapos na ang plano mo.',
  statusEnded: 'Natapos na ang huli mong plano.',
};

export default fil;
