// Filipino for the complaint screens, loaded only for a Filipino reader (decision 047).
import type { Translation } from '@/lib/i18n';
import type { English } from './messages';

const fil: Translation<English> = {
  rating: 'Rating',
  oneStar: '1 bituin',
  stars: '{n} bituin',
  complaintHomeTitle: 'Online na serbisyo',
  myComplaints: 'Aking mga reklamo',
  complaintDescriptionRequired: 'Pakisulat ang iyong komento at mungkahi',
  complaintHandledWithin: 'Aasikasuhin ang iyong reklamo sa loob ng 3 araw ng trabaho.',
  uploadSucceeded: 'Matagumpay na na-upload!',
  collectionNotSupported: 'Hindi puwede ang reklamo tungkol sa paniningil para sa order na ito.',
  processResult: 'Resulta ng pag-aasikaso',
  rateThisService: 'Pakibigyan ng rating ang serbisyong ito',
  ratingThanks: 'Salamat sa iyong rating!',
  detailsTitle: 'Detalye ng reklamo',
  yourComplaint: 'Ang iyong reklamo',
  evidenceAlt: 'Ebidensya',
  replyAlt: 'Kalakip ng sagot',
  describe: 'Ilarawan ang problema',
  describeHint: 'Sabihin sa amin kung ano ang nangyari, kailan, at sino ang sangkot.',
  evidenceCount: 'Ebidensya ({n}/{max})',
  removeImage: 'Alisin ang larawan',
  addPhotos: 'Magdagdag ng larawan bilang ebidensya',
  sent: 'Naipadala na ang iyong reklamo.',
  questionTypes: 'Mga uri ng tanong',
  chooseOrder: 'Pumili ng order',
  listLabel: 'Mga reklamo',
  empty: 'Walang reklamo rito.',
  all: 'Lahat',
  status21: 'Sinusuri',
  status110: 'Hindi naaprubahan',
  status151: 'Ipinapadala ang pera',
  status170: 'Binabayaran',
  status174: 'Due na',
  status180: 'Overdue',
  status200: 'Bayad na',
};

export default fil;
