// Filipino of the load-failure panel (decision 047), typed against the English.
import type { Translation } from '@/lib/i18n';
import type { LoadFailureEnglish } from './load-failure-messages';

const fil: Translation<LoadFailureEnglish> = {
  offlineTitle: 'Mukhang offline ka',
  offlineText: 'Hindi namin maabot ang Lendwell. Suriin ang iyong koneksyon, saka subukang muli.',
  sessionTitle: 'Paki-log in muli',
  sessionText: 'Natapos na ang iyong session kaya hindi maipakita ang page na ito. Mag-log in muli para magpatuloy.',
  notFoundTitle: 'Hindi namin ito mahanap',
  notFoundText: 'Wala sa iyong account ang loan o item na ito, o hindi na ito available.',
  refusedTitle: 'Hindi ito maipapakita ngayon',
  serverTitle: 'May nangyaring mali sa aming panig',
  serverText: 'Hindi nag-load ang page. Pakisubukang muli maya-maya.',
  missingTitle: 'Walang maipapakita rito',
  missingText: 'Nabuksan ang page na ito nang walang loan o reklamong ipapakita. Buksan itong muli mula sa app.',
  retry: 'Subukang muli',
  login: 'Mag-log in muli',
  order: 'Pumunta sa aking loan',
  home: 'Pumunta sa home',
};

export default fil;
