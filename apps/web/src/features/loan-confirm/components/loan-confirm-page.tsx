// Loan confirm V3 (the confirm and confirm-of-period routes): amount, term, rate, the 'Detailed' and
// 'Plan' lists, the Truth-in-Lending box, the agreement box and Next → loan-detail-push → burial
// point → the order page (location replaced, shared params and from=confirm kept).
import { useState } from 'react';
import { useLocation } from 'wouter';
import { paths } from '@/config/paths';
import { DetailList } from '@/components/ui/detail-list';
import { Page } from '@/components/ui/page';
import { QueryState } from '@/components/ui/query-state';
import { Section } from '@/components/ui/section';
import { currencyFlag } from '@/lib/currency';
import { host } from '@/lib/host-bridge';
import { messages } from '@/lib/messages';
import { text } from './text';
import { fillText } from '@/lib/i18n';
import { launchParam, sharedParamsQuery } from '@/lib/session-params';
import { appendQuery } from '@/lib/url';
import { useQueryParams } from '@/lib/use-query-params';
import { useContracts } from '../api/get-contracts';
import { useLoanConfirm } from '../api/get-loan-confirm';
import { pushLoan } from '../api/push-loan';
import { ConfirmFooter } from './confirm-footer';
import { AgreementModal } from './agreement-modal';
import { BackDialog, useIosBackDialog } from './back-dialog';
import { DisclosureBox } from './disclosure';
import { LoanHero } from './loan-hero';
import { OpenLoanDialog, type OpenLoan } from './open-loan-dialog';
import { PlanList } from './plan-list';
import './confirm.css';

const CONSENT_KEY = 'lendwell.consentAgreed';

/**
 * Whether this borrower agreed to the privacy consent in this webview's session. Kept by borrower, not by the
 * document's link: the link is signed afresh on every load.
 */
function consentAgreed(): boolean {
  try {
    return sessionStorage.getItem(CONSENT_KEY) === (launchParam('userId') ?? '');
  } catch {
    return false; // Storage blocked: ask again, as before.
  }
}

function rememberConsent(): void {
  try {
    sessionStorage.setItem(CONSENT_KEY, launchParam('userId') ?? '');
  } catch {
    // Storage blocked: the page still closes the modal for as long as it is open.
  }
}

export default function LoanConfirmPage() {
  return <LoanConfirmScreen byPeriod={false} />;
}

export function LoanConfirmScreen({ byPeriod }: { byPeriod: boolean }) {
  const query = useQueryParams();
  const productId = query.get('productId') ?? query.get('product_id') ?? '';
  const amount = query.get('amount') ?? undefined;
  const confirm = useLoanConfirm(productId, amount);
  const { data } = confirm;
  const contracts = useContracts(productId);
  const [, navigate] = useLocation();
  const [agreed, setAgreed] = useState(true);
  const [sending, setSending] = useState(false);
  // Agreed now, or earlier in this webview (kept in session storage): not asked again on returning from an
  // agreement page (decision 072).
  const [popSeen, setPopSeen] = useState(false);
  const back = useIosBackDialog(data?.isPopType);
  const real = currencyFlag();
  const [openLoan, setOpenLoan] = useState<OpenLoan | null>(null);

  const next = async () => {
    if (!data || !agreed || sending) return;
    setSending(true);
    try {
      const pushed = await pushLoan({
        productId: data.productId,
        amount: data.amount,
        periods: data.periods,
        termUnit: data.termUnit,
      });
      if (pushed.blocked) {
        // Nothing was applied for: no analytics event against the open loan, and the borrower is told why.
        setOpenLoan({
          productName: pushed.openProductName,
          url: appendQuery(pushed.lendDetailsUrl, sharedParamsQuery({ from: 'confirm' })),
        });
        setSending(false);
        return;
      }
      host.confirmBurialPoint({
        event: 'loan_confirm_next',
        productId: String(data.productId),
        orderId: String(pushed.orderId),
        amountCents: data.amount,
      });
      window.location.replace(appendQuery(pushed.lendDetailsUrl, sharedParamsQuery({ from: 'confirm' })));
    } catch {
      // The API client showed the server's message; the borrower may tap Next again.
      setSending(false);
    }
  };

  const openAgreement = (position: number) =>
    navigate(
      `${paths.loanAgreement}?${new URLSearchParams({ productId, position: String(position), ...(data ? { amount: String(data.amount) } : {}) })}`,
    );

  const agreements = contracts.data ?? data?.agreements ?? [];
  const term = data
    ? byPeriod && data.periods > 1
      ? fillText(text.periodsOfDays, { p: data.periods, n: data.termUnit })
      : fillText(text.days, { n: data.termDays })
    : '';

  return (
    <Page
      title={text.confirmLoanTitle}
      footer={
        data ? (
          <ConfirmFooter
            agreed={agreed}
            onAgreedChange={setAgreed}
            agreements={agreements}
            onOpenAgreement={openAgreement}
            label={messages.next}
            sending={sending}
            onSubmit={() => void next()}
          />
        ) : null
      }
    >
      <QueryState query={confirm} missing={productId === ''} lines={8}>
        {(data) => (
          <>
            <LoanHero
              logo={data.comProductLogo}
              name={data.comProductName}
              amountCents={data.amount}
              real={real}
              facts={[
                [text.loanTerm, term],
                [text.firstRepayment, data.firstPayTime],
              ]}
              rate={data.pRateDsc}
              limitCents={data.creditLimitCents}
            />
            <Section title={text.detailed}>
              <DetailList rows={data.details} label={text.detailed} />
            </Section>
            <Section title={messages.plan}>
              <PlanList
                real={real}
                items={data.repay_plans.map((p) => ({
                  title: p.title,
                  description: p.description,
                  amountCents: p.amount,
                  payTime: p.pay_time,
                }))}
              />
            </Section>
            <DisclosureBox d={data.truthInLending} real={real} />
          </>
        )}
      </QueryState>
      <AgreementModal
        url={data && !popSeen && !consentAgreed() ? data.popAgreementUrl : ''}
        title={text.privacyConsent}
        onAgree={() => {
          rememberConsent();
          setPopSeen(true);
        }}
      />
      <OpenLoanDialog loan={openLoan} onClose={() => setOpenLoan(null)} />
      <BackDialog
        open={back.open}
        title={data?.popTitle ?? ''}
        content={data?.popContent ?? ''}
        lang={data?.popLang}
        onStay={back.stay}
      />
    </Page>
  );
}
