// Rollover (delay) repayment: what the extension costs (delayInfo), the next payment date once it
// is paid, the 'Plan' list, and the same payment popup; the payment is sent with isDelay=1 and the
// loan engine extends the loan when the provider confirms it.
import { useEffect } from 'react';
import Button from 'antd-mobile/es/components/button';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { Page } from '@/components/ui/page';
import { formatMoney } from '@/lib/format';
import { messages } from '@/lib/messages';
import { fillText } from '@/lib/i18n';
import { launchParam } from '@/lib/session-params';
import { useRolloverPlan } from '../api/get-rollover-plan';
import { saveRepaymentInfo } from '../repayment-info';
import { ChannelPicker, InstructionsBanner, PlanHero, ProductCard } from './plan-parts';
import { usePay } from './use-pay';
import { rm } from '../messages';
import './repayment.css';

export default function RepayDelayPage() {
  const orderId = launchParam('orderId') ?? '';
  const { data } = useRolloverPlan(orderId, launchParam('productId'));
  const real = launchParam('real');
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
        data ? (
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
      {!data ? (
        <Skeleton.Paragraph lineCount={8} animated />
      ) : (
        <>
          <PlanHero
            label={data.delayInfo.title}
            amountCents={data.delayInfo.delayAmount}
            lines={[fillText(rm.nextPaymentDate, { date: data.nextRepayDate })]}
          />
          {!data.allowed ? (
            <p className="rp-warning" role="alert">
              {rm.rolloverNotAllowed}: {data.reason}
            </p>
          ) : null}
          <ProductCard logo={data.productLogo} name={data.productName} rows={[]} />
          <section className="rp-card" aria-label={messages.plan}>
            <h2 className="rp-card__title">{messages.plan}</h2>
            <ol className="rp-plan">
              {data.repayPlan.map((p) => (
                <li key={p.title}>
                  <div>
                    <span className="rp-plan__remark">{p.remark}</span>
                    <strong>{p.title}</strong>
                    <span className="rp-plan__time">{p.time}</span>
                  </div>
                  <span className="rp-plan__amount">{formatMoney(p.amount, real)}</span>
                </li>
              ))}
            </ol>
          </section>
          {data.isShowReyTop === 1 ? <InstructionsBanner /> : null}
          {data.noticeMsg ? <p className="rp-notice">{data.noticeMsg}</p> : null}
          <ChannelPicker channels={data.repayList} payment={payment} />
        </>
      )}
    </Page>
  );
}
