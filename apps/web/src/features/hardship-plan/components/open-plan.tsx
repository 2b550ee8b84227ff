// An offered plan read and accepted with the SMS code, or an accepted one shown where it stands (decision
// 128). Loaded only when a plan is open, so the page that asks for one stays within the route budget.
import { useState } from 'react';
import { Link } from 'wouter';
import Button from 'antd-mobile/es/components/button';
import type { PlanView } from '@lendwell/contracts';
import { Section } from '@/components/ui/section';
import { SmsCodeField, SMS_CODE_LENGTH } from '@/components/ui/sms-code-field';
import { toast } from '@/lib/toast';
import { acceptPlan } from '../api/accept-plan';
import { sendPlanCode } from '../api/send-plan-code';
import { hp } from '../messages';
import { agreementText, PlanOfferCard } from './plan-offer-card';
import { WholeDates } from '@lendwell/client-kit/whole-dates';

export default function OpenPlan({
  orderId,
  plan,
  back,
  onDone,
}: {
  orderId: string;
  plan: PlanView;
  back: string;
  onDone: () => void;
}) {
  const [code, setCode] = useState('');
  const [sending, setSending] = useState(false);
  const send = async () => {
    setSending(true);
    try {
      return await sendPlanCode(orderId, plan.id);
    } finally {
      setSending(false);
    }
  };
  const accept = async () => {
    if (code.length !== SMS_CODE_LENGTH) return toast(hp.enterCode);
    try {
      await acceptPlan(orderId, { planId: plan.id, smsCode: code });
      onDone();
    } catch {
      // The API client showed the server's sentence (a wrong or expired code).
    }
  };
  if (plan.status !== 'offered')
    return (
      <>
        <p className="hp-status" role="status">
          {plan.status === 'in_force' ? hp.inForce : hp.awaiting}
        </p>
        <PlanOfferCard offer={plan.offer} />
        <Link href={back} className="hp-back">
          {hp.backToLoan}
        </Link>
      </>
    );
  return (
    <>
      <p className="hp-status" role="status">
        {hp.offered}
      </p>
      <PlanOfferCard offer={plan.offer} />
      <Section>
        <h2 className="hp-agreement__title">{hp.agreementTitle}</h2>
        <p className="hp-agreement">
          <WholeDates text={agreementText(plan.offer)} />
        </p>
        <SmsCodeField value={code} onChange={setCode} onSend={send} sending={sending} hint={hp.codeHint} />
        <Button block color="primary" size="large" onClick={() => void accept()}>
          {hp.accept}
        </Button>
      </Section>
    </>
  );
}
