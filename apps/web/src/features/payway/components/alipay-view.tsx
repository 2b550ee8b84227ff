// #/alipayrepayment: pay online instead of by card; repayment-huichao answers the provider's url.
import { useRef } from 'react';
import Button from 'antd-mobile/es/components/button';
import { Page } from '@/components/ui/page';
import { LoadFailure } from '@/components/ui/query-state';
import { money } from '@/lib/currency';
import { launchParam } from '@/lib/session-params';
import { useRepaymentHuichao } from '../api/repayment-huichao';
import { pm } from '../messages';
import { hashParams } from './hash-params';

export default function AlipayView() {
  const q = hashParams();
  const orderId = q.get('orderId') ?? launchParam('orderId') ?? '';
  const amount = /^\d+$/.test(q.get('amount') ?? '') ? Number(q.get('amount')) : 0;
  const huichao = useRepaymentHuichao();
  const key = useRef(
    Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(''),
  );

  const go = async () => {
    try {
      const { url } = await huichao.mutateAsync({
        userId: launchParam('userId'),
        orderId,
        amount,
        idempotencyKey: key.current,
      });
      window.location.assign(url);
    } catch {
      // The client toasted the server's message.
    }
  };

  // Nothing to pay (no amount, or ₱0.00, in the link): say the link is incomplete and lead back to the loan,
  // never a Continue that sends the borrower to pay nothing (decision 072).
  if (amount <= 0 || !orderId)
    return (
      <Page title={pm.alipayTitle} variant="brand">
        <LoadFailure kind="missing" order={orderId ? { orderId } : undefined} />
      </Page>
    );

  return (
    <Page title={pm.alipayTitle} variant="brand">
      <div className="pw-hero">
        <p>{pm.repaymentAmount}</p>
        <strong>{money(amount)}</strong>
      </div>
      <section className="pw-card">
        <p className="pw-note">{pm.alipayIntro}</p>
        <Button
          block
          color="primary"
          size="large"
          shape="rounded"
          loading={huichao.isPending}
          onClick={() => void go()}
        >
          {pm.continueToPay}
        </Button>
      </section>
    </Page>
  );
}
