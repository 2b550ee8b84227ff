// The SMS step: a 6-digit code, a 60 s resend countdown (the label returns to 'Get code' at zero),
// Cancel closes and resets the timer to 60. 800006 is a wrong code, 800005 a repeated payment.
import { useEffect, useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import { ErrorCode, REPAYMENT_LIMITS } from '@lendwell/contracts/constants';
import { Overlay } from '@/components/ui/overlay';
import type { ApiError } from '@/lib/api-client';
import { messages } from '@/lib/messages';
import { toast } from '@/lib/toast';
import { useConfirmRepayment } from '../api/confirm-repayment';
import { pm } from '../messages';

/** Counts down from 60 on mount; the parent remounts it (key) to restart the countdown. */
function ResendButton({ resending, onResend }: { resending: boolean; onResend: () => void }) {
  const [left, setLeft] = useState<number>(REPAYMENT_LIMITS.smsCountdownSeconds);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return (
    <button type="button" className="pw-sms__resend" disabled={left > 0 || resending} onClick={onResend}>
      {left > 0 ? pm.resendIn.replace('{s}', String(left)) : pm.getCode}
    </button>
  );
}

export function SmsPanel(props: {
  open: boolean;
  /** Bumped by the parent to (re)start the countdown: a sent code, or a failed commit. */
  restart: number;
  orderId: number;
  recordId: number;
  resending: boolean;
  onResend: () => void;
  onCancel: () => void;
  onDone: (productId: number) => void;
}) {
  const { open, restart, orderId, recordId, resending, onResend, onCancel, onDone } = props;
  const [code, setCode] = useState('');
  const confirm = useConfirmRepayment();

  // The panel's content unmounts when it closes, so the countdown starts again at 60.
  const cancel = () => {
    setCode('');
    onCancel();
  };

  const submit = async () => {
    if (code.length < REPAYMENT_LIMITS.smsCodeLength) return toast(pm.enterCorrectCode);
    try {
      const result = await confirm.mutateAsync({ orderId, verifyCode: code, repaymentRecordId: recordId });
      setCode('');
      toast(pm.paymentSuccessful);
      onDone(result.productId);
    } catch (error) {
      const e = error as ApiError;
      if (e.code === ErrorCode.wrongVerifyCode) toast(e.message || pm.wrongVerifyCode);
      else if (e.code === ErrorCode.repeatPayment) toast(pm.doNotRepeat);
      else toast(e.message);
    }
  };

  return (
    <Overlay open={open} title={pm.verificationTitle}>
      <p className="pw-sms__hint">{pm.verificationSent}</p>
      <div className="pw-sms__row">
        <input
          className="pw-sms__input"
          aria-label={pm.verificationPlaceholder}
          placeholder={pm.verificationPlaceholder}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={REPAYMENT_LIMITS.smsCodeLength}
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, REPAYMENT_LIMITS.smsCodeLength))}
        />
        <ResendButton key={restart} resending={resending} onResend={onResend} />
      </div>
      <div className="pw-sms__actions">
        <Button block shape="rounded" onClick={cancel}>
          {messages.cancel}
        </Button>
        <Button block color="primary" shape="rounded" loading={confirm.isPending} onClick={() => void submit()}>
          {messages.confirm}
        </Button>
      </div>
    </Overlay>
  );
}
