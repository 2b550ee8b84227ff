// Display formatting. Money arrives as integer centavos and is formatted without floating point.

export {
  currencySymbol,
  formatBps,
  formatCents,
  formatDate,
  formatManilaTime,
  formatMoney,
} from '@lendwell/contracts/constants';
