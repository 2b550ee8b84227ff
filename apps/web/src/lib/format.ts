// Display formatting. Money arrives as integer centavos and is formatted without floating point.

export {
  currencySymbol,
  formatBps,
  formatCents,
  formatDate,
  formatDateTime,
  formatManilaTime,
  formatMoney,
  TIME_ZONE,
} from '@lendwell/contracts/constants';
