// The SMS code that confirms a new payout account, with its send button. The bank form shows it only when
// an account is replaced, so it loads then and not with the form (the 100 KB budget).
import { SmsCodeField } from '@/components/ui/sms-code-field';
import { useSendBindCardCode } from '../api/send-bind-card-code';

export default function BankSmsCode({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  const sendCode = useSendBindCardCode();
  return (
    <SmsCodeField
      value={value}
      onChange={onChange}
      onSend={() => sendCode.mutateAsync()}
      sending={sendCode.isPending}
    />
  );
}
