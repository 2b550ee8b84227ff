// Installment repayment: the amount and date due, the product and its rows (two until 'more'; they
// add up to the amount due), the installment schedule of a loan with more than one, a banner to the
// payment guide, the borrower's live repay code for exactly that amount as the default payment, and
// the 'Payment Method' popup whose 'Payment' opens a collection (generate-vcode) and goes to its payUrl.
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import Button from 'antd-mobile/es/components/button';
import type { InstallmentPlan } from '@lendwell/contracts';
import { Page } from '@/components/ui/page';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { sharedParamsQuery } from '@/lib/session-params';
import { usePageParam } from '@/lib/use-query-params';
import { useInstallmentPlan } from '../api/get-installment-plan';
import { saveRepaymentInfo } from '../repayment-info';
import {
  ChannelPicker,
  DefaultPaymentBox,
  InstructionsBanner,
  PlanHero,
  ProductCard,
  ScheduleList,
} from './plan-parts';
import { usePay, type PaymentState } from './use-pay';
import { rm } from '../messages';
import './repayment.css';
import { WholeDates } from '@lendwell/client-kit/whole-dates';

export default function RepayPage() {
  const orderId = usePageParam('orderId') ?? '';
  const productId = usePageParam('productId');
  const plan = useInstallmentPlan(orderId, productId);
  const { data } = plan;
  const payment = usePay(data?.repayList ?? [], {
    productId: data?.productId ?? 0,
    orderId: data?.orderId ?? 0,
    amount: data?.repayAmount ?? 0,
  });

  useEffect(() => {
    if (data) saveRepaymentInfo(data);
  }, [data]);

  return (
    <Page
      title={rm.repaymentTitle}
      variant="brand"
      footer={
        data && !plan.isError ? (
          <Button block color="primary" size="large" shape="rounded" onClick={() => payment.setOpen(true)}>
            {rm.paymentMethod}
          </Button>
        ) : undefined
      }
    >
      <QueryState query={plan} missing={orderId === ''} order={{ orderId, productId }}>
        {(data) => <InstallmentView plan={data} payment={payment} />}
      </QueryState>
    </Page>
  );
}

function InstallmentView({ plan, payment }: { plan: InstallmentPlan; payment: PaymentState }) {
  const [, navigate] = useLocation();
  return (
    <>
      <PlanHero label={rm.amountDue} amountCents={plan.repayAmount} lines={[`${rm.repaymentDate} ${plan.repayDate}`]} />
      <ProductCard logo={plan.productLogo} name={plan.productName} rows={plan.detail} />
      {plan.schedule.length > 1 ? <ScheduleList rows={plan.schedule} /> : null}
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
