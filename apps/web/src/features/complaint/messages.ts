// Texts of the complaint screens only (the spec's own complaint texts stay in lib/messages.ts);
// Filipino: messages.fil.ts, loaded only for a Filipino reader (decision 047).
import { catalogue } from '@/lib/i18n';

const en = {
  rating: 'Rating',
  oneStar: '1 star',
  stars: '{n} stars',
  complaintHomeTitle: 'Online service',
  myComplaints: 'My complaints',
  complaintDescriptionRequired: 'Please fill in your comments and suggestions',
  complaintHandledWithin: 'Your complaint will be handled within 3 weekdays.',
  uploadSucceeded: 'Upload succeeded!',
  collectionNotSupported: 'This order does not support the collection complaint type.',
  processResult: 'Process Result',
  rateThisService: 'Please rate this service',
  /** Replaces the spec's 'Successful demonstration！'. */
  ratingThanks: 'Thank you for your rating!',
  detailsTitle: 'Complaint details',
  yourComplaint: 'Your complaint',
  evidenceAlt: 'Evidence',
  replyAlt: 'Reply attachment',
  describe: 'Describe the problem',
  describeHint: 'Tell us what happened, when, and who was involved.',
  evidenceCount: 'Evidence ({n}/{max})',
  removeImage: 'Remove image',
  addPhotos: 'Add evidence photos',
  sent: 'Your complaint has been sent.',
  questionTypes: 'Question types',
  chooseOrder: 'Choose an order',
  listLabel: 'Complaints',
  empty: 'No complaints here.',
  all: 'All',
  status21: 'Under review',
  status110: 'Not approved',
  status151: 'Disbursing',
  status170: 'Repaying',
  status174: 'Due',
  status180: 'Overdue',
  status200: 'Settled',
};

/** The English texts, against which the Filipino translation is typed. */
export type English = typeof en;

export const cm = catalogue(en, () => import('./messages.fil'));
