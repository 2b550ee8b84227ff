// Applying while another loan is open (decision 050): the server applied for nothing and named the
// open loan; the page says why and offers that loan, instead of silently opening it.
import Button from 'antd-mobile/es/components/button';
import { Overlay } from '@/components/ui/overlay';
import { fillText } from '@/lib/i18n';
import { text } from './text';

export type OpenLoan = { productName: string; url: string };

export function OpenLoanDialog({ loan, onClose }: { loan: OpenLoan | null; onClose: () => void }) {
  const product = loan?.productName ?? '';
  return (
    <Overlay open={loan !== null} title={text.openLoanTitle} onMaskClick={onClose}>
      <p className="lc-dialog__text" data-testid="open-loan-text">
        {fillText(text.openLoanBody, { product })}
      </p>
      <div className="lc-dialog__actions lc-dialog__actions--stacked">
        <Button
          color="primary"
          onClick={() => {
            if (loan) window.location.replace(loan.url);
          }}
        >
          {fillText(text.openLoanGo, { product })}
        </Button>
        <Button onClick={onClose}>{text.openLoanStay}</Button>
      </div>
    </Overlay>
  );
}
