// Loan confirm V3 variant 2 (confirm-new): the same loan through the Variant API — amount, product,
// repayment date, details, plan, agreement box, the server's button label, a promotional popup and
// the iOS back dialog. A code other than '00' shows the server's message and hides the loading.
import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import { DetailList } from '@/components/ui/detail-list';
import { Overlay } from '@/components/ui/overlay';
import { Page } from '@/components/ui/page';
import { QueryState } from '@/components/ui/query-state';
import { Section } from '@/components/ui/section';
import { currencyFlag } from '@/lib/currency';
import { formatMoney } from '@/lib/format';
import { host } from '@/lib/host-bridge';
import { messages } from '@/lib/messages';
import { text } from './text';
import { fillText } from '@/lib/i18n';
import { sharedParamsQuery } from '@/lib/session-params';
import { appendQuery } from '@/lib/url';
import { useQueryParams } from '@/lib/use-query-params';
import { useVariantAgreements } from '../api/variant-agreements';
import { getVariantAgreementUrl } from '../api/variant-agreement-jump';
import { useVariantConfirm } from '../api/variant-confirm';
import { pushVariantLoan } from '../api/variant-push';
import { ConfirmFooter } from './confirm-footer';
import { AgreementModal } from './agreement-modal';
import { BackDialog, useIosBackDialog } from './back-dialog';
import { DisclosureBox } from './disclosure';
import { LoanHero } from './loan-hero';
import { OpenLoanDialog, type OpenLoan } from './open-loan-dialog';
import { PlanList } from './plan-list';
import './confirm.css';

/** One key per page visit: a retried or doubled push names the same order. */
function newOrderKey(): string {
  return `ok-${crypto.randomUUID()}`;
}

export default function LoanConfirmNewPage() {
  const query = useQueryParams();
  const productId = query.get('productId') ?? query.get('product_id') ?? '';
  const amount = query.get('amount') ?? undefined;
  const confirm = useVariantConfirm(productId, amount);
  const { data } = confirm;
  const agreements = useVariantAgreements(productId);
  const [orderKey] = useState(newOrderKey);
  const [agreed, setAgreed] = useState(true);
  const [sending, setSending] = useState(false);
  const [promoClosed, setPromoClosed] = useState(false);
  const [doc, setDoc] = useState({ url: '', title: '' });
  const back = useIosBackDialog(data?.ip);
  const real = currencyFlag();
  const [openLoan, setOpenLoan] = useState<OpenLoan | null>(null);

  const go = async () => {
    if (!data || !agreed || sending) return;
    setSending(true);
    try {
      const pushed = await pushVariantLoan({ pk: data.pk, ja: data.ja, pd: data.pr, un: data.un, ok: orderKey });
      if (pushed.bk === 1) {
        // Another loan is open and nothing was applied for (decision 050): say so, record nothing.
        setOpenLoan({ productName: pushed.bn, url: appendQuery(pushed.ju, sharedParamsQuery({ from: 'confirm' })) });
        setSending(false);
        return;
      }
      host.confirmBurialPoint({
        event: 'loan_confirm_next',
        productId: String(data.pk),
        orderId: String(pushed.oi),
        amountCents: data.ja,
      });
      window.location.replace(appendQuery(pushed.ju, sharedParamsQuery({ from: 'confirm' })));
    } catch {
      setSending(false);
    }
  };

  const openAgreement = async (position: number, title: string) => {
    if (!data) return;
    try {
      setDoc({ url: await getVariantAgreementUrl(productId, position, data.ja), title });
    } catch {
      // The API client showed the server's message.
    }
  };

  return (
    <Page
      title={text.confirmLoanTitle}
      footer={
        data ? (
          <ConfirmFooter
            agreed={agreed}
            onAgreedChange={setAgreed}
            agreements={(agreements.data ?? []).map((a) => ({ title: a.t, position: a.p }))}
            onOpenAgreement={(p, t) => void openAgreement(p, t)}
            label={data.bt}
            labelLang={data.bl}
            sending={sending}
            onSubmit={() => void go()}
          />
        ) : null
      }
    >
      <QueryState query={confirm} missing={productId === ''} lines={8}>
        {(data) => (
          <>
            <LoanHero
              logo={data.lg}
              name={data.nm}
              amountCents={data.ja}
              real={real}
              facts={[
                [text.repaymentDate, data.rd],
                [text.loanTerm, fillText(text.days, { n: data.td })],
              ]}
              rate={data.rt}
            />
            <Section title={text.detailed}>
              <DetailList rows={data.dt.map((d) => ({ text: d.k, value: d.v }))} label={text.detailed} />
            </Section>
            <Section title={messages.plan}>
              <PlanList
                real={real}
                items={data.pl.map((p) => ({ title: p.t, description: p.d, amountCents: p.a, payTime: p.w }))}
              />
            </Section>
            <DisclosureBox
              real={real}
              d={{
                amountFinancedCents: data.tl.af,
                financeChargeCents: data.tl.fc,
                netProceedsCents: data.tl.np,
                totalRepaymentCents: data.tl.tr,
                effectiveMonthlyRateBps: data.tl.em,
                effectiveYearlyRateBps: data.tl.ey,
              }}
            />
          </>
        )}
      </QueryState>
      <Overlay open={!!data && data.pm.s === 1 && !promoClosed} label={data?.pm.m}>
        <button
          type="button"
          className="lc-promo__close"
          aria-label={messages.close}
          onClick={() => setPromoClosed(true)}
        >
          ×
        </button>
        <div className="lc-promo">
          <p className="lc-promo__amount">{data ? formatMoney(data.ja, real) : ''}</p>
          <p className="lc-promo__text" lang={data?.pm.l}>
            {data?.pm.m}
          </p>
          <Button
            block
            color="primary"
            onClick={() => {
              setPromoClosed(true);
              void go();
            }}
          >
            <span lang={data?.pm.l}>{data?.pm.b}</span>
          </Button>
        </div>
      </Overlay>
      <AgreementModal
        url={doc.url}
        title={doc.title}
        cancelCloses={false}
        onAgree={() => setDoc({ url: '', title: '' })}
      />
      <OpenLoanDialog loan={openLoan} onClose={() => setOpenLoan(null)} />
      <BackDialog open={back.open} title={data?.pt ?? ''} content={data?.pc ?? ''} lang={data?.pu} onStay={back.stay} />
    </Page>
  );
}
