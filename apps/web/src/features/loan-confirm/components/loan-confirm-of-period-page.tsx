// The confirm-of-period route: the same confirm V3 screen, with the term shown as periods.
import { LoanConfirmScreen } from './loan-confirm-page';

export default function LoanConfirmOfPeriodPage() {
  return <LoanConfirmScreen byPeriod />;
}
