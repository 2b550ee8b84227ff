// #/ — choose a bound card and pay. A commit answering needValid 1 opens the SMS panel (60 s resend
// countdown, the record id kept); otherwise the borrower goes to the loan detail. The repay token
// from repayment-way makes a retried commit answer the same record.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import { Page } from '@/components/ui/page';
import { QueryState } from '@/components/ui/query-state';
import { money } from '@/lib/currency';
import { launchParam } from '@/lib/session-params';
import { toast } from '@/lib/toast';
import { useCommitRepayment, type CommitInput } from '../api/commit-repayment';
import { useRepaymentWay } from '../api/get-repayment-way';
import { pm } from '../messages';
import { SmsPanel } from './sms-panel';

export function CardListView() {
  const orderId = launchParam('orderId') ?? '';
  const way = useRepaymentWay(orderId);
  const commit = useCommitRepayment();
  const queryClient = useQueryClient();
  // Hash routes carry their params inside the hash (#/addnormalcard?order=…), as the spec shows.
  const navigate = (to: string) => {
    window.location.hash = to;
  };
  const [cardId, setCardId] = useState<number | null>(null);
  const [panel, setPanel] = useState<{ recordId: number; input: CommitInput } | null>(null);
  const [restart, setRestart] = useState(0);

  const data = way.data;
  const detailHash = (productId: number, id: number) => `/borrowDetail/?productId=${productId}&orderId=${id}`;
  const bindQuery = data ? `order=${data.orderId}&product=${data.productId}&coupon=&amount=${data.amount}` : '';

  const send = async (input: CommitInput) => {
    try {
      const result = await commit.mutateAsync(input);
      if (result.needValid === 1) {
        setPanel({ recordId: result.repayRecordId, input });
        setRestart((n) => n + 1);
      } else navigate(detailHash(data!.productId, data!.orderId));
    } catch (error) {
      toast((error as Error).message || pm.commitFailed);
      // The spec restarts the countdown after a failed commit, so a resend is not hammered.
      setRestart((n) => n + 1);
    }
  };

  const pay = () => {
    if (!data) return;
    const card = data.bankCards.find((c) => c.id === cardId);
    if (!card) return toast(pm.chooseBankCardFirst);
    void send({
      amount: data.amount,
      bankName: card.bankName,
      cardId: card.id,
      cardNo: card.cardNo,
      couponId: '',
      orderId: data.orderId,
      repayToken: data.repayToken,
      bankCode: card.bankCode,
      sendMsg: 1,
    });
  };

  return (
    <Page
      title={pm.paywayTitle}
      variant="brand"
      footer={
        data && !way.isError ? (
          <Button block color="primary" size="large" shape="rounded" loading={commit.isPending && !panel} onClick={pay}>
            {pm.payNow}
          </Button>
        ) : undefined
      }
    >
      <QueryState query={way} missing={orderId === ''} order={{ orderId }} lines={6}>
        {(data) => (
          <>
            <div className="pw-hero">
              <p>{pm.repaymentAmount}</p>
              <strong data-testid="payway-amount">{money(data.amount)}</strong>
            </div>
            <section className="pw-card" aria-label={pm.chooseCard}>
              <h2>{pm.chooseCard}</h2>
              <div role="radiogroup" aria-label={pm.chooseCard}>
                {data.bankCards.map((c) => (
                  <button
                    key={c.id}
                    type="button"
                    role="radio"
                    aria-checked={c.id === cardId}
                    className={c.id === cardId ? 'pw-bank pw-bank--on' : 'pw-bank'}
                    onClick={() => setCardId(c.id)}
                  >
                    <span className="pw-bank__icon" aria-hidden="true">
                      {c.bankName.slice(0, 1)}
                    </span>
                    <span className="pw-bank__text">
                      <strong>{c.bankName}</strong>
                      <span>{c.cardNo}</span>
                    </span>
                    <span className="pw-check" aria-hidden="true">
                      {c.id === cardId ? '✓' : ''}
                    </span>
                  </button>
                ))}
              </div>
              <button type="button" className="pw-add" onClick={() => navigate(`/addnormalcard?${bindQuery}`)}>
                + {pm.addCard}
              </button>
            </section>
            {data.alipay === 1 ? (
              <button
                type="button"
                className="pw-other"
                onClick={() => navigate(`/alipayrepayment?orderId=${data.orderId}&amount=${data.amount}`)}
              >
                {pm.otherWay} ›
              </button>
            ) : null}
            <SmsPanel
              open={panel !== null}
              restart={restart}
              orderId={data.orderId}
              recordId={panel?.recordId ?? 0}
              resending={commit.isPending}
              onResend={() => panel && void send({ ...panel.input, sendMsg: 1 })}
              onCancel={() => setPanel(null)}
              onDone={(productId) => {
                setPanel(null);
                // The token is spent and the order may have nothing left to repay: mark the cards stale for a
                // later visit, but never re-read them now (that answered 400 after a payment, decision 072).
                void queryClient.invalidateQueries({ queryKey: ['repayment-way', orderId], refetchType: 'none' });
                navigate(detailHash(productId, data.orderId));
              }}
            />
          </>
        )}
      </QueryState>
    </Page>
  );
}
