// Rollover (delay) repayment: the spec's 'as above' with the title and amount from delayInfo: the
// next payment date once it is paid, the product and its detail rows, the 'Plan' list, the banner,
// the live rollover code for exactly the extension's amount as the default payment, and the same
// payment popup; the payment is sent with isDelay=1 and the engine extends the loan when it arrives.
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import Button from 'antd-mobile/es/components/button';
import type { RolloverPlan } from '@lendwell/contracts';
import { Page } from '@/components/ui/page';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { money } from '@/lib/currency';
import { messages } from '@/lib/messages';
import { fillText } from '@/lib/i18n';
import { sharedParamsQuery } from '@/lib/session-params';
import { usePageParam } from '@/lib/use-query-params';
import { useRolloverPlan } from '../api/get-rollover-plan';
import { saveRepaymentInfo } from '../repayment-info';
import { ChannelPicker, DefaultPaymentBox, InstructionsBanner, PlanHero, ProductCard } from './plan-parts';
import { usePay, type PaymentState } from './use-pay';
import { rm } from '../messages';
import './repayment.css';
import { WholeDates } from '@lendwell/client-kit/whole-dates';

export default function RepayDelayPage() {
  const orderId = usePageParam('orderId') ?? '';
  const productId = usePageParam('productId');
  const plan = useRolloverPlan(orderId, productId);
  const { data } = plan;
  const payment = usePay(data?.repayList ?? [], {
    productId: data?.productId ?? 0,
    orderId: data?.orderId ?? 0,
    amount: data?.delayInfo.delayAmount ?? 0,
    isDelay: 1,
  });

  useEffect(() => {
    if (data) saveRepaymentInfo(data);
  }, [data]);

  return (
    <Page
      title={rm.rolloverTitle}
      variant="brand"
      footer={
        data && !plan.isError ? (
          <Button
            block
            color="primary"
            size="large"
            shape="rounded"
            disabled={!data.allowed}
            onClick={() => payment.setOpen(true)}
          >
            {rm.paymentMethod}
          </Button>
        ) : undefined
      }
    >
      <QueryState query={plan} missing={orderId === ''} order={{ orderId, productId }}>
        {(data) => <RolloverView plan={data} payment={payment} />}
      </QueryState>
    </Page>
  );
}

function RolloverView({ plan, payment }: { plan: RolloverPlan; payment: PaymentState }) {
  const [, navigate] = useLocation();
  return (
    <>
      <PlanHero
        label={plan.delayInfo.title}
        amountCents={plan.delayInfo.delayAmount}
        lines={[fillText(rm.nextPaymentDate, { date: plan.nextRepayDate })]}
      />
      {!plan.allowed ? (
        <p className="rp-warning" role="alert">
          {rm.rolloverNotAllowed}: {plan.reason}
        </p>
      ) : null}
      <ProductCard logo={plan.productLogo} name={plan.productName} rows={plan.detail} />
      <section className="rp-card" aria-label={messages.plan}>
        <h2 className="rp-card__title">{messages.plan}</h2>
        <ol className="rp-plan">
          {plan.repayPlan.map((p) => (
            <li key={p.title}>
              <div>
                <span className="rp-plan__remark">{p.remark}</span>
                <strong>{p.title}</strong>
                <span className="rp-plan__time">{p.time}</span>
              </div>
              <span className="rp-plan__amount">{money(p.amount)}</span>
            </li>
          ))}
        </ol>
      </section>
      {plan.isShowReyTop === 1 ? <InstructionsBanner /> : null}
      {plan.defDetail.payCode !== '' ? (
        <DefaultPaymentBox
          def={plan.defDetail}
          onOpen={() =>
            navigate(
              `${paths.repaymentOfCode2}?${sharedParamsQuery({ orderId: String(plan.orderId), productId: String(plan.productId) })}`,
            )
          }
        />
      ) : null}
      {plan.noticeMsg ? (
        <p className="rp-notice">
          <WholeDates text={plan.noticeMsg} />
        </p>
      ) : null}
      <ChannelPicker channels={plan.repayList} payment={payment} />
    </>
  );
}
