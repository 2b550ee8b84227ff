// The code step of replacing a payout account: a 6-digit field and a 'Get code' button
// that counts down before a resend, as the server allows one code a minute. The feature passes the
// call that sends the code, so this stays a UI piece.
import { useEffect, useState } from 'react';
import { fillText } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import './sms-code-field.css';

import { SMS_CODE_LENGTH, smsCodeMessages } from './sms-code';

export { SMS_CODE_LENGTH, smsCodeMessages };

export function SmsCodeField({
  value,
  onChange,
  onSend,
  sending,
  hint,
}: {
  value: string;
  onChange: (code: string) => void;
  /** Sends a code; answers the seconds before a resend. Failures are toasted by the API client. */
  onSend: () => Promise<{ resendAfterSeconds: number }>;
  sending: boolean;
  /** Why the code is asked for, when it is not the payout account's change (the default). */
  hint?: string;
}) {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  const request = async () => {
    try {
      const sent = await onSend();
      toast(smsCodeMessages.sent);
      setLeft(sent.resendAfterSeconds);
    } catch {
      // The client toasted the server's sentence (for example, wait before a resend).
    }
  };

  return (
    <section className="sms-code" aria-labelledby="sms-code-label">
      <label id="sms-code-label" htmlFor="sms-code-input" className="sms-code__label">
        {smsCodeMessages.label}
      </label>
      <p className="sms-code__hint">{hint ?? smsCodeMessages.hint}</p>
      <div className="sms-code__row">
        <input
          id="sms-code-input"
          className="sms-code__input"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={SMS_CODE_LENGTH}
          placeholder="000000"
          value={value}
          onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, SMS_CODE_LENGTH))}
        />
        <button type="button" className="sms-code__send" disabled={left > 0 || sending} onClick={() => void request()}>
          {left > 0 ? fillText(smsCodeMessages.resendIn, { s: left }) : smsCodeMessages.getCode}
        </button>
      </div>
    </section>
  );
}
