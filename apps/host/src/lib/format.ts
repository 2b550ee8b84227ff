// Display formatting shared with the borrower pages: ₱1,234.56 from integer centavos, YYYY-MM-DD in Manila.
export { formatBps, formatDate, formatMoney } from '@lendwell/contracts/constants';
