// Installment repayment: the amount and date due, the product and its rows (two until 'more'),
// a banner to the payment guide, the borrower's live pay code as the default payment, and the
// 'Payment Method' popup whose 'Payment' opens a collection (generate-vcode) and goes to its payUrl.
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import Button from 'antd-mobile/es/components/button';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { Page } from '@/components/ui/page';
import { paths } from '@/config/paths';
import { launchParam, sharedParamsQuery } from '@/lib/session-params';
import { useInstallmentPlan } from '../api/get-installment-plan';
import { saveRepaymentInfo } from '../repayment-info';
import { ChannelPicker, DefaultPaymentBox, InstructionsBanner, PlanHero, ProductCard } from './plan-parts';
import { usePay } from './use-pay';
import { rm } from '../messages';
import './repayment.css';

export default function RepayPage() {
  const orderId = launchParam('orderId') ?? '';
  const { data } = useInstallmentPlan(orderId, launchParam('productId'));
  const [, navigate] = useLocation();
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
        data ? (
          <Button block color="primary" size="large" shape="rounded" onClick={() => payment.setOpen(true)}>
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
            label={rm.amountDue}
            amountCents={data.repayAmount}
            lines={[`${rm.repaymentDate} ${data.repayDate}`]}
          />
          <ProductCard logo={data.productLogo} name={data.productName} rows={data.detail} />
          {data.isShowReyTop === 1 ? <InstructionsBanner /> : null}
          {data.defDetail.payCode !== '' ? (
            <DefaultPaymentBox
              def={data.defDetail}
              onOpen={() => navigate(`${paths.repaymentOfCode2}?${sharedParamsQuery()}`)}
            />
          ) : null}
          {data.noticeMsg ? <p className="rp-notice">{data.noticeMsg}</p> : null}
          <ChannelPicker channels={data.repayList} payment={payment} />
        </>
      )}
    </Page>
  );
}
