// "Can't pay on time? Ask for a plan" (decision 128): the borrower picks when and in how many payments, sees
// the offers with every payment and the total, chooses one, reads the agreement and accepts it with the SMS
// code. An open plan shows where it stands instead.
import { lazy, Suspense, useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import type { PlanKindKey } from '@lendwell/contracts';
import { paths } from '@/config/paths';
import { Page } from '@/components/ui/page';
import { QueryState } from '@/components/ui/query-state';
import { Section } from '@/components/ui/section';
import { fillText } from '@/lib/i18n';
import { useQueryParams } from '@/lib/use-query-params';
import { usePlanOffers, type OffersAsk } from '../api/get-plan-offers';
import { usePlanStanding } from '../api/get-plan-standing';
import { requestPlan } from '../api/request-plan';
import { hp } from '../messages';
import { KIND_TITLE, PlanOfferCard } from './plan-offer-card';
import './hardship-plan.css';

const OpenPlan = lazy(() => import('./open-plan'));

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
            <Suspense fallback={null}>
              <OpenPlan orderId={orderId} plan={data.plan} back={back} onDone={() => void standing.refetch()} />
            </Suspense>
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
