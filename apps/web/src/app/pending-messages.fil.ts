// Filipino for the placeholder page, loaded only for a Filipino reader (decision 047).
import type { Translation } from '@/lib/i18n';
import type { English } from './pending-messages';

const fil: Translation<English> = {
  pendingTitle: 'Malapit na',
  pendingBody: 'Inihahanda pa ang screen na ito. Pakibalikan ito mamaya.',
  notFoundTitle: 'Hindi makita ang page',
};

export default fil;
