// Filipino for the server's refusals (decision 051), typed against the English texts.
import type { RefusalTranslation } from './refusal-texts';

const fil: RefusalTranslation = {
  'invalid-input': 'May mali sa iyong inilagay. Pakisuri at subukang muli.',
  'invalid-link': 'Kulang o luma na ang link ng page na ito. Bumalik at buksan itong muli.',
  'not-found': 'Hindi namin mahanap ang hinahanap ng page na ito. Bumalik at subukang muli.',
  'session-expired': 'Nag-expire na ang iyong session. Paki-log in muli.',
  'logged-out-everywhere': 'Nag-log out ka sa lahat ng device, kaya na-log out din ang isang ito. Paki-log in muli.',
  'too-many-requests': 'Masyadong maraming subok. Maghintay ng {wait} at subukang muli.',
  'code-resend-too-soon': 'Maghintay ng {wait} bago humingi ng bagong code.',
  'code-too-many-requested': 'Masyadong maraming code ang hiningi. Subukang muli pagkalipas ng {wait}.',
  'code-expired': 'Nag-expire na ang SMS code. Humingi ng bago.',
  'code-wrong': 'Mali ang SMS code. Pakisuri at subukang muli ({attemptsLeft} subok na lang).',
  'code-locked': 'Masyadong maraming maling code. Humingi ng bago.',
  'code-used': 'Nagamit na ang SMS code na ito. Humingi ng bago.',
  'order-nothing-to-repay': 'Wala nang babayaran sa loan na ito.',
  'amount-not-positive': 'Ang halaga ay dapat higit sa ₱0.00.',
  'amount-more-than-owed': 'Hindi dapat lumampas ang halaga sa iyong utang ({amount}).',
  'amount-extension-exact': 'Para ma-extend ang loan na ito, magbayad ng eksaktong {amount}.',
  'repay-page-expired': 'Nag-expire na ang page ng bayad na ito. Bumalik at buksan itong muli.',
  'card-declined': 'Tinanggihan ng iyong bangko ang bayad na ito. Pumili ng ibang card.',
  'complaint-collection-not-allowed': 'Hindi puwedeng magreklamo tungkol sa paniningil para sa order na ito.',
  'upload-limit': 'Naabot mo na ang dami ng larawang tinatanggap namin ngayong araw. Subukang muli bukas.',
  'server-error': 'May nangyaring mali sa aming panig. Pakisubukang muli mamaya (ref {ref}).',
  'service-unavailable':
    'Hindi namin maabot ang aming mga talaan ngayon. Pakisubukang muli pagkalipas ng ilang segundo.',
  oneSecond: '1 segundo',
  seconds: '{n} segundo',
  oneMinute: '1 minuto',
  minutes: '{n} minuto',
};

export default fil;
