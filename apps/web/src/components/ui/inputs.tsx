// Inputs with the spec's rules (lib/input-rules.ts). They wrap antd-mobile's Input; the value
// given to onChange is always the raw digits, the grouping is only for the eye.
import Input from 'antd-mobile/es/components/input';
import { digitsOnly, formatBankCard, formatPhone, PHONE_MAX_DIGITS } from '@/lib/input-rules';

type BaseProps = {
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  id?: string;
  'aria-label'?: string;
};

export type DigitsInputKind = 'phone' | 'bankCard' | 'number';

const display: Record<DigitsInputKind, (digits: string) => string> = {
  phone: formatPhone,
  bankCard: formatBankCard,
  number: (d) => d,
};

const limit: Record<DigitsInputKind, number | undefined> = { phone: PHONE_MAX_DIGITS, bankCard: 19, number: undefined };

/** phone: max 11 digits shown 3-4-4; bankCard: grouped by 4; number: digits only. */
export function DigitsInput({
  kind,
  value,
  onChange,
  maxLength,
  ...rest
}: BaseProps & { kind: DigitsInputKind; maxLength?: number }) {
  const max = maxLength ?? limit[kind];
  return (
    <Input
      {...rest}
      type="text"
      inputMode="numeric"
      autoComplete={kind === 'phone' ? 'tel' : 'off'}
      value={display[kind](value)}
      onChange={(text) => onChange(digitsOnly(text, max))}
    />
  );
}
