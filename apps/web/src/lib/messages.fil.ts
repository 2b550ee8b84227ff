// Filipino for the shared catalogue (decision 047). Typed against the English one: a key missing
// here, or one English does not have, fails the type-check. Loan words Filipinos use stay English.
import type { Translation } from './i18n';
import type { English } from './messages';

const fil: Translation<English> = {
  loading: 'naglo-load...',
  networkError: 'May problema sa network. Pakisuri ang iyong koneksyon at subukang muli.',
  requestTimeout: 'Natagalan ang request. Pakisubukang muli.',
  sessionExpired: 'Nag-expire na ang iyong session. Paki-log in muli.',
  genericError: 'May nangyaring mali. Pakisubukang muli.',
  tryAgain: 'Subukang muli',
  copySuccess: 'nakopya na',
  copyFailed: 'Hindi nakopya. Pakikopya ito nang mano-mano.',
  confirm: 'Kumpirmahin',
  cancel: 'Kanselahin',
  next: 'Susunod',
  send: 'Ipadala',
  agree: 'Sumasang-ayon',
  close: 'Isara',
  back: 'Bumalik',
  plan: 'Plano ng bayad',
  interest: 'Interes',
  loanAmount: 'Halagang mahihiram mo',
  savedValue: 'Naka-save: {value}',
  dayOfMonth: 'Ika-{n} ng buwan',
  pickerCurrent: 'Napili: {label}',
  pickerNone: 'Wala pang napili',
  pickerChoose: 'Pumili…',
  pickerPrevious: 'Piliin ang naunang opsyon: {label}',
  pickerNoPrevious: 'Walang naunang opsyon',
  pickerNext: 'Piliin ang susunod na opsyon: {label}',
  pickerNoNext: 'Walang susunod na opsyon',

  smsCodeLabel: 'SMS code',
  smsCodeHint: 'Para protektahan ang iyong loan, magte-text kami ng code sa iyong phone bago palitan ang account.',
  smsCodeGet: 'Kunin ang code',
  smsCodeResendIn: 'Ipadala muli sa {s} s',
  smsCodeSent: 'Nagpadala kami ng code sa iyong phone.',
  smsCodeEnter: 'Ilagay ang 6-digit na code na ipinadala namin sa iyong phone.',

  copy: 'Kopyahin',

  chooseRating: 'Pumili muna ng rating',

  hostCloseNotice: 'Maaari mo nang isara ang page na ito.',
  hostLoginNotice: 'Paki-log in muli sa app.',
  hostHomeNotice: 'Buksan ang app para magpatuloy.',
  hostRateNotice: 'Salamat! Pakibigyan kami ng rating sa app store.',
};

export default fil;
