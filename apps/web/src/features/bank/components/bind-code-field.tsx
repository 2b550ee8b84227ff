// The code step of replacing a payout account: a 6-digit field and a 'Get code' button that
// counts down before a resend, as the server allows one code a minute.
import { useEffect, useState } from 'react';
import { toast } from '@/lib/toast';
import { useSendBindCardCode } from '../api/send-bind-card-code';
import { bankMessages as bm } from '../messages';

export const BIND_CODE_LENGTH = 6;

export function BindCodeField({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  const send = useSendBindCardCode();
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  const request = async () => {
    try {
      const sent = await send.mutateAsync();
      toast(bm.codeSent);
      setLeft(sent.resendAfterSeconds);
    } catch {
      // The client toasted the server's sentence (for example, wait before a resend).
    }
  };

  return (
    <section className="bank-code" aria-labelledby="bank-code-label">
      <label id="bank-code-label" htmlFor="bank-code-input" className="bank-code__label">
        {bm.codeLabel}
      </label>
      <p className="bank-code__hint">{bm.codeHint}</p>
      <div className="bank-code__row">
        <input
          id="bank-code-input"
          className="bank-code__input"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={BIND_CODE_LENGTH}
          placeholder="000000"
          value={value}
          onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, BIND_CODE_LENGTH))}
        />
        <button
          type="button"
          className="bank-code__send"
          disabled={left > 0 || send.isPending}
          onClick={() => void request()}
        >
          {left > 0 ? bm.resendIn.replace('{s}', String(left)) : bm.getCode}
        </button>
      </div>
    </section>
  );
}
