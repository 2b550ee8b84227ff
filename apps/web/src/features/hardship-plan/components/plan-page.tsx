// "Can't pay on time? Ask for a plan" (decision 128): the borrower picks when and in how many payments, sees
// the offers with every payment and the total, chooses one, reads the agreement and accepts it with the SMS
// code. An open plan shows where it stands instead.
import { useState } from 'react';
import { Link } from 'wouter';
import Button from 'antd-mobile/es/components/button';
import type { PlanKindKey, PlanView } from '@lendwell/contracts';
import { paths } from '@/config/paths';
import { Page } from '@/components/ui/page';
import { QueryState } from '@/components/ui/query-state';
import { Section } from '@/components/ui/section';
import { SmsCodeField, SMS_CODE_LENGTH } from '@/components/ui/sms-code-field';
import { fillText } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useQueryParams } from '@/lib/use-query-params';
import { acceptPlan } from '../api/accept-plan';
import { usePlanOffers, type OffersAsk } from '../api/get-plan-offers';
import { usePlanStanding } from '../api/get-plan-standing';
import { requestPlan } from '../api/request-plan';
import { sendPlanCode } from '../api/send-plan-code';
import { hp } from '../messages';
import { agreementText, KIND_TITLE, PlanOfferCard } from './plan-offer-card';
import './hardship-plan.css';

const COUNTS = [2, 3, 4, 5, 6];

/** The date n days after a business date (YYYY-MM-DD), as YYYY-MM-DD. */
function dayPlus(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export default function PlanPage() {
  const query = useQueryParams();
  const orderId = query.get('orderId') ?? '';
  const standing = usePlanStanding(orderId);
  const back = `${paths.order}?orderId=${orderId}&productId=${query.get('productId') ?? ''}`;
  return (
    <Page title={hp.title}>
      <QueryState query={standing} missing={orderId === ''} order={{ orderId }} lines={6}>
        {(data) =>
          data.plan && ['offered', 'awaiting_approval', 'in_force'].includes(data.plan.status) ? (
            <OpenPlan orderId={orderId} plan={data.plan} back={back} onDone={() => void standing.refetch()} />
          ) : (
            <AskForPlan
              orderId={orderId}
              today={data.businessDate}
              refusal={data.refusal}
              onOffered={() => void standing.refetch()}
            />
          )
        }
      </QueryState>
    </Page>
  );
}

function AskForPlan({
  orderId,
  today,
  refusal,
  onOffered,
}: {
  orderId: string;
  today: string;
  refusal: string | null;
  onOffered: () => void;
}) {
  const [firstDueOn, setFirstDueOn] = useState(dayPlus(today, 7));
  const [count, setCount] = useState(3);
  const [ask, setAsk] = useState<OffersAsk | null>(null);
  const offers = usePlanOffers(orderId, ask);
  if (refusal)
    return (
      <p className="hp-refusal" role="status">
        {refusal}
      </p>
    );
  const choose = async (kind: PlanKindKey) => {
    if (!ask) return;
    try {
      await requestPlan(orderId, { kind, firstDueOn: ask.firstDueOn, installmentCount: ask.installmentCount });
      onOffered();
    } catch {
      // The API client showed the server's sentence.
    }
  };
  return (
    <>
      <Section>
        <p className="hp-intro">{hp.intro}</p>
        <label className="hp-field">
          <span>{hp.firstDate}</span>
          <input
            type="date"
            value={firstDueOn}
            min={dayPlus(today, 1)}
            max={dayPlus(today, 30)}
            onChange={(e) => setFirstDueOn(e.target.value)}
          />
        </label>
        <label className="hp-field">
          <span>{hp.count}</span>
          <select value={count} onChange={(e) => setCount(Number(e.target.value))}>
            {COUNTS.map((n) => (
              <option key={n} value={n}>
                {fillText(hp.countN, { n })}
              </option>
            ))}
          </select>
        </label>
        <Button block color="primary" size="large" onClick={() => setAsk({ firstDueOn, installmentCount: count })}>
          {hp.seeOffers}
        </Button>
      </Section>
      {offers.data?.offers.map((offer) => (
        <PlanOfferCard
          key={offer.kind}
          offer={offer}
          action={
            <Button block fill="outline" color="primary" onClick={() => void choose(offer.kind)}>
              {hp.choose}
            </Button>
          }
        />
      ))}
      {offers.data?.refused.map((r) => (
        <p key={r.kind} className="hp-refused">
          {fillText(hp.notOffered, { plan: KIND_TITLE[r.kind](), reason: r.reason })}
        </p>
      ))}
    </>
  );
}

function OpenPlan({
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
        <p className="hp-agreement">{agreementText(plan.offer)}</p>
        <SmsCodeField value={code} onChange={setCode} onSend={send} sending={sending} hint={hp.codeHint} />
        <Button block color="primary" size="large" onClick={() => void accept()}>
          {hp.accept}
        </Button>
      </Section>
    </>
  );
}
