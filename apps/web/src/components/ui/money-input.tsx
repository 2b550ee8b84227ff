// Money entry on antd-mobile's number keyboard (digits and a decimal point). The keyboard is
// heavy, so it loads when the field is first focused.
import { lazy, Suspense, useState } from 'react';
import { sanitizeMoneyInput } from '@/lib/input-rules';
import { currencySymbol } from '@/lib/format';
import './money-input.css';

const NumberKeyboard = lazy(() => import('antd-mobile/es/components/number-keyboard'));

export type MoneyInputProps = {
  /** The typed text, e.g. '1500.5'; convert with parseMoneyToCents. */
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
  real?: number | string;
  label: string;
};

export function MoneyInput({ value, onChange, maxLength, real, label }: MoneyInputProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="money-input" aria-label={label} onClick={() => setOpen(true)}>
        <span className="money-input__symbol">{currencySymbol(real)}</span>
        <span className={value ? 'money-input__value' : 'money-input__placeholder'}>{value || '0.00'}</span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <NumberKeyboard
            visible={open}
            customKey="."
            confirmText="OK"
            onClose={() => setOpen(false)}
            onInput={(key) => onChange(sanitizeMoneyInput(value + key, maxLength))}
            onDelete={() => onChange(value.slice(0, -1))}
          />
        </Suspense>
      ) : null}
    </>
  );
}
