// The order status codes (spec section 4) in the borrower's words.
import { ORDER_STATUS } from '@lendwell/contracts/constants';
import type { MessageKey } from './i18n';

export function statusKey(status: number): MessageKey {
  switch (status) {
    case ORDER_STATUS.underReview:
      return 'statusReview';
    case ORDER_STATUS.rejected:
      return 'statusRejected';
    case ORDER_STATUS.disbursing:
      return 'statusDisbursing';
    case ORDER_STATUS.repaying:
      return 'statusRepaying';
    case ORDER_STATUS.due:
      return 'statusDue';
    case ORDER_STATUS.overdue:
      return 'statusOverdue';
    case ORDER_STATUS.settled:
      return 'statusSettled';
    default:
      return 'statusOther';
  }
}

export function statusTone(status: number): 'good' | 'warn' | 'bad' | 'plain' {
  if (status === ORDER_STATUS.overdue || status === ORDER_STATUS.rejected) return 'bad';
  if (status === ORDER_STATUS.due) return 'warn';
  if (status === ORDER_STATUS.settled) return 'good';
  return 'plain';
}
