// The same sentences in Filipino (decision 132): every key of en.ts, as a string, and no other, so a
// missing translation fails the type-check. Taglish where a Filipino borrower says the English word
// ("loan", "due date", "e-wallet"); figures and {placeholders} as in English.
import type { WordKey } from './en.js';

export const fil: Readonly<Record<WordKey, string>> = {
  statusUnderReview: 'Sinusuri pa',
  statusRejected: 'Hindi naaprubahan',
  statusDisbursing: 'Aprubado, ipinapadala na ang pera mo',
  statusRepaying: 'Nagbabayad',
  statusDue: 'Dapat nang bayaran',
  statusOverdue: 'Lampas na sa due date',
  statusSettled: 'Bayad na',
  statusOrder: 'Order',
  statusPayoutFailed: 'Hindi namin naipadala ang pera mo',
  statusPayoutDelayed: 'Aprubado, naantala ang pera mo',

  describeUnderReview: 'Sinusuri namin ang iyong application. Kadalasan ay wala pang 1 araw ito.',
  describeRejected: 'Hindi namin naaprubahan ang application na ito. Puwede kang mag-apply ulit sa ibang araw.',
  describeDisbursing: 'Aprubado ang loan mo. Darating ang pera sa loob ng 1 hanggang 3 araw.',
  describeRepaying: 'Susunod na bayad: {amount} sa {date}.',
  describeDue: 'Pakibayaran ang {amount} hanggang {date}.',
  describeOverdue:
    '{days} araw nang lampas sa due date ang bayad mo. Pakibayaran na ang {amount} para hindi na madagdagan ang singil.',
  describeSettled: 'Salamat! Bayad na nang buo ang loan na ito.',

  rowLoanAmount: 'Halaga ng loan',
  rowInterest: 'Interes',
  rowServiceFee: 'Service fee',
  rowServiceFeeDeducted: '{amount} (ibinawas)',
  rowAmountReceived: 'Matatanggap mo',
  rowTotalRepayment: 'Kabuuang babayaran',
  rowTerm: 'Tagal',
  rowTermDays: '{days} araw',
  rowOrderNumber: 'Order number',
  rowAppliedOn: 'Petsa ng application',
  rowDisbursedOn: 'Petsa ng pagpapadala',
  rowPayout: 'Padala ng pera',
  rowRepaymentDate: 'Petsa ng bayad',
  rowAmountDue: 'Halagang dapat bayaran',
  rowTotalOutstanding: 'Kabuuang natitirang utang',
  rowDaysPastDue: 'Araw na lampas sa due date',
  rowYourCredit: 'Sobra mong bayad',
  rowPrincipal: 'Principal',
  rowPenalty: 'Multa',
  rowOverdueInterest: 'Interes sa pagkaantala',
  rowLegalCharges: 'Gastos sa legal at paniningil',

  planRepayment: 'Bayad',
  planInstallment: 'Hulog {seq} sa {periods}',
  planParts: 'Principal {principal} · Interes {interest}',
  planPartsWithFee: 'Principal {principal} · Interes {interest} · Fee {fee}',
  rateLine:
    'Interes {nominal} kada buwan · effective {effective} kada buwan ({yearly} kada taon), kasama na ang mga fee',

  productApply: 'Mag-apply',
  productRateMonthly: '{rate} kada buwan',
  productTermDays: '{days} araw',
  productInProgress: 'Kasalukuyang loan',
  productRepayFirst: 'Magbayad muna',

  marketRepayFirst: 'May loan ka pang tumatakbo. Bayaran muna ito, saka ka makakapag-apply sa isa sa mga loan na ito.',
  marketStillApply: 'Puwede ka pa ring mag-apply ngayon sa isa sa mga loan na ito.',
  marketTryLater: 'Pakisubukan ulit mamaya.',
  partnerExpired: 'Nag-expire na ang pag-sign in mo sa aming partner.',
  partnerRejected: 'Hindi ma-verify ng aming partner ang iyong account.',
  partnerUnavailable: 'Hindi available ang aming partner ngayon.',
  partnerGeneral: 'Hindi ka namin ma-sign in sa aming partner.',

  repayNowWasDue: 'Bayaran na ang {amount} (due date noong {date})',
  repayToday: 'Bayaran ang {amount} ngayong araw',
  repayBy: 'Bayaran ang {amount} hanggang {date}',
  payOnlyListed:
    'Magbayad lamang sa mga channel na nakalista sa app na ito. Hindi ka namin kailanman hihilingang magpadala ng pera sa personal na account.',
  payoutFailedTitle: 'Hindi naipadala ang pera',
  payoutFailedText: 'Hindi namin naipadala ang pera sa iyong account. Pakilagay ang ibang bank o e-wallet account.',
  creditText:
    'Sobra nang {amount} ang naibayad mo. Iyo ang perang ito: ibabalik namin ito sa iyong account. Tawagan kami kung hindi pa ito dumarating sa loob ng 3 araw ng trabaho.',
  planNotice: 'Pumapasok ang bayad sa loob ng ilang minuto. Itago ang resibo hanggang makita ang bayad sa iyong order.',
  extendBy: 'I-extend ang due date nang {days} araw',
  paidNow: 'Babayaran ngayon',
  dueLater: 'Babayaran mamaya',
  interestAndFeesDue: 'Interes at mga fee na dapat bayaran',
  lateCharges: 'Mga singil sa pagkaantala',
  extensionFee: 'Extension fee',

  payoutToWallet: 'iyong {rail} wallet',
  payoutToBank: 'iyong bank account sa pamamagitan ng {rail}',
  payoutToAccount: 'iyong account',
  payoutWhenPesonet: 'Darating ito sa parehong araw o sa susunod na banking day.',
  payoutWhenMinutes: 'Kadalasan ay dumarating ito sa loob ng ilang minuto.',
  payoutRequested: 'Ipinapadala na namin ang pera sa {where}.',
  payoutRequestedRow: 'Ipinapadala',
  payoutPending: 'Papunta na ang pera sa {where}. {when}',
  payoutPendingRow: 'Papunta na',
  payoutSucceeded: 'Naipadala na ang pera sa {where}.',
  payoutSucceededRow: 'Naipadala na',
  payoutFailedRebind: 'Hindi namin naipadala ang pera: {reason}. Pakilagay ang ibang bank o e-wallet account.',
  payoutFailedRebindRow: 'Hindi naipadala: pakilagay ang ibang account',
  payoutDelayed: 'Hindi pa namin naipapadala ang pera. Inaayos na namin ito; wala kang kailangang gawin.',
  payoutDelayedRow: 'Naantala',
  payoutReturned:
    'Ibinalik ng bangko mo ang pera ({reason}). Pakilagay ang ibang account para maipadala namin ito ulit.',
  payoutReturnedRow: 'Ibinalik ng bangko mo: pakilagay ang ibang account',

  stepBasic: 'Tungkol sa iyo',
  stepPersonal: 'Iyong address',
  stepJob: 'Trabaho at kita',
  stepExt: 'Dalawang reference',
  stepId: 'Government ID',
  noticeProfileTitle: 'Kumpletuhin ang iyong profile',
  noticeProfileText: 'Susunod: {step}. Makakapag-apply ka kapag tapos na ang lahat ng hakbang.',
  noticeOverdueTitle: 'Lampas na sa due date ang bayad mo',
  noticeOverdueText: 'Pakibayaran na ang {amount} para hindi na madagdagan ang singil. Ang due date nito ay {date}.',
  noticeOverdueNoAmount: 'Pakibayaran na para hindi na madagdagan ang singil.',
  noticeDueTitle: 'Malapit na ang due date',
  noticeDueText: 'Pakibayaran ang {amount} hanggang {date}.',
  noticeReviewTitle: 'Sinusuri ang application',
  noticeApprovedTitle: 'Aprubado ang loan',
  noticeRejectedTitle: 'Hindi naaprubahan ang application',
  noticeRejectedText: 'Hindi namin naaprubahan ang huli mong application. Puwede kang mag-apply ulit sa ibang araw.',
  noticePaymentConfirmedTitle: 'Kumpirmado ang bayad',
  noticePaymentConfirmedText: 'Kumpirmado na ang bayad mong {amount} para sa {orderNo} at naipasok na sa iyong loan.',
  noticePaymentNotFoundTitle: 'Hindi nakita ang bayad',
  noticePaymentNotFoundText: 'Hindi namin maitugma ang inireport mong bayad na {amount} para sa {orderNo}: {reason}',
  blockerOpenLoan: 'May loan ka pang tumatakbo. Makakahiram ka ulit kapag bayad na ito.',
  blockerDeclined: 'Hindi naaprubahan ang huli mong application. Puwede kang mag-apply ulit simula {date}.',
  blockerProfile: 'Kumpletuhin muna ang iyong profile: {step}.',
  utrReported: 'Hinihintay ang kumpirmasyon',
  utrMatched: 'Kumpirmado',
  utrRejected: 'Hindi tugma',
  messageBefore: 'Paalala sa bayad',
  messageDue: 'Due date na ngayon',
  messageAfter: 'Lampas na sa due date',

  payInAppHow: 'Magbayad sa app; maa-update agad ang loan kapag pumasok na ang bayad.',
  payBankTransfer: 'Bank transfer (InstaPay o PESONet)',
  payBankTransferHow:
    'Ipadala ang halaga mula sa iyong bank o e-wallet app papunta sa account na nasa iyong payment instructions, saka ilagay ang reference number sa resibo.',
  payBankDeposit: 'Deposito sa counter ng bangko',
  payBankDepositHow:
    'Magdeposito sa counter ng bangko sa account na nasa iyong payment instructions, saka ilagay ang reference ng deposit slip.',
  payRemittance: 'Remittance center',
  payRemittanceHow:
    'Magbayad sa remittance center sa nagpapautang na nakapangalan sa iyong payment instructions, saka ilagay ang transaction number.',

  serviceHours: 'Lunes hanggang Sabado, 8:00 AM hanggang 8:00 PM (oras sa Pilipinas)',
  faqOr: ' o ',
  faqOffer:
    'Puwede kang humiram ng {min} hanggang {max} sa loob ng {terms} araw, sa interes na {rates} kada buwan. Makikita mo sa confirm page ang bawat singil bago ka pumayag.',
  faqOfferNoProduct:
    'Tumatagal ang mga loan nang {minDays} hanggang {maxDays} araw. Makikita mo sa confirm page ang bawat singil bago ka pumayag.',
  faqWhoQ: 'Sino ang puwedeng humiram?',
  faqWhoA:
    'Mga Pilipinong 18 taong gulang pataas na may mobile number sa Pilipinas, valid na government ID at bank o e-wallet account sa sarili nilang pangalan.',
  faqHowMuchQ: 'Magkano ang puwede kong hiramin, at gaano katagal?',
  faqReviewQ: 'Gaano katagal bago maaprubahan?',
  faqReviewA:
    'Nagdedesisyon kami sa loob ng 1 araw. Kapag aprubado, darating ang pera sa iyong account sa loob ng 1 hanggang 3 araw.',
  faqRepayQ: 'Paano ako magbabayad?',
  faqRepayA:
    'Buksan ang iyong loan at i-tap ang Magbayad: magbayad sa app, o sa bank transfer, deposito o remittance at i-report ang reference number. Mabibilang ang inireport na bayad kapag naitugma na ito ng aming finance team.',
  faqLateQ: 'Ano ang mangyayari kung huli akong magbayad?',
  faqLateA:
    'May isang beses na multa at araw-araw na interes sa hindi pa nababayarang halaga simula sa araw pagkatapos ng due date; makikita sa page ng iyong loan ang eksaktong halaga. Puwedeng mag-extend kapag bayad na ang lahat ng interes at multa.',
  faqPrepayQ: 'Puwede ba akong magbayad nang maaga?',
  faqPrepayA:
    'Oo, kapag lumipas na ang kalahati ng term at hindi bababa sa 7 araw mula nang maipadala sa iyo ang pera.',
  faqChangeQ: 'Nagbago ang pangalan, birth date o address ko. Ano ang gagawin ko?',
  faqChangeA:
    'Sabihan ang customer service sa loob ng 3 araw. Naka-lock ang iyong profile kapag nakapag-apply ka na, kaya kami ang magtatama nito para sa iyo.',
  faqComplaintQ: 'Paano magreklamo?',
  faqComplaintA: 'Gamitin ang Reklamo sa Tulong. Sasagot kami sa app, at puwede mong i-rate ang sagot.',
  accountMissingStatus: 'Aprubado: ilagay ang iyong account',
  accountMissingDescription:
    'Aprubado ang iyong loan. Sabihin kung saan namin ipapadala ang pera: ilagay ang iyong bank o e-wallet account. Darating ang pera sa loob ng 1 hanggang 3 araw matapos mo itong ilagay.',
  accountMissingPopTitle: 'Saan namin ipapadala ang iyong pera?',
  accountMissingPopMessage: 'Aprubado ang iyong loan. Ilagay ang bank o e-wallet account na tatanggap ng pera.',

  // The pay-code panel's title on the repayment pages.
  payCodeAt: 'Magbayad sa {channel}',
  payCodeTitle: 'Pay code',

  // The titles of the documents a borrower accepts (the English text is the official one).
  agreementLoan: 'Kasunduan sa Loan',
  agreementDisclosure: 'Truth in Lending Disclosure Statement',
  agreementPrivacy: 'Pahintulot sa Privacy',

  // The bank page: its account-type tabs and the SMS code step of an account change.
  cardTypeBank: 'Bank account',
  cardTypeWallet: 'E-wallet',
  bindCardCodeTitle: 'SMS code',
  bindCardCodeHint: 'Kapag papalitan lang ang account: ang 6-digit na code na ipapadala namin sa SMS',

  // The borrower's complaint list, by where each complaint stands.
  complaintTabProcessing: 'Pinoproseso',
  complaintTabAnswered: 'May sagot na',
};
