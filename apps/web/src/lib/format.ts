// Display formatting. Money arrives as integer centavos and is formatted without floating point.

export {
  currencySymbol,
  formatBps,
  formatCents,
  formatDate,
  formatManilaTime,
  formatMoney,
} from '@lendwell/contracts/constants';

/**
 * A pay or contract code in groups of four digits: '123456789012' → '1234 5678 9012'. Shown and named the
 * same, so a button's accessible name contains the text on it (axe label-content-name-mismatch).
 */
export const groupCode = (code: string): string => code.replace(/(\d{4})(?=\d)/g, '$1 ');
