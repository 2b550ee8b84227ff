// The white-label config the server inlines into the web app's and the host app's index.html
// (window.__APP_CONFIG__), read the same way by both browser clients (decision 122).
import type { PublicAppConfig } from '@lendwell/contracts';

declare global {
  interface Window {
    __APP_CONFIG__?: PublicAppConfig;
  }
}

/** Used only when the page is served without the server (vite dev, unit tests). */
const fallback: PublicAppConfig = {
  productName: 'Lendwell',
  themeColour: '#0032E8',
  customerServicePhone: '+63 2 8123 4567',
  customerServiceEmail: 'support@lendwell.example.ph',
  messagingAccount: '+63 917 555 0142',
  appScheme: 'lendwell',
  real: 0,
  lenderLegalName: 'Lendwell Lending Corporation',
  lenderAddress: 'Makati City, Metro Manila',
  secRegistrationNo: '-',
  certificateOfAuthorityNo: '-',
  hostBridgeName: 'LendwellHost',
  confirmBackPopup: null,
  confirmButtonText: 'Next',
  confirmPromo: null,
  mode: 'sandbox',
};

export function appConfig(): PublicAppConfig {
  return (typeof window !== 'undefined' && window.__APP_CONFIG__) || fallback;
}
