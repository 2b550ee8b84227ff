// The one currency rule (spec: rupee when the real flag equals 1, otherwise peso, decision 049):
// the page's own `real` (its address, then what the host passed at boot), else the brand's config.
// Every amount a borrower reads goes through money(), so a header and its rows never disagree.
import { currencyFlagOf, formatMoney } from '@lendwell/contracts/constants';
import { appConfig } from '@lendwell/client-kit/app-config';
import { launchParam } from './session-params';

/** The real flag as a number: the address's or boot param when given, else the white-label config. */
export function currencyFlag(
  fromPage: string | undefined = launchParam('real'),
  configured = appConfig().real,
): number {
  return currencyFlagOf(fromPage, configured);
}

/** Centavos as the borrower reads them, with this page's symbol. */
export function money(cents: number): string {
  return formatMoney(cents, currencyFlag());
}
