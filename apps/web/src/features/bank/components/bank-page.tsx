// 'Payment account information': the server-driven bank / e-wallet form. Tabs switch the card
// type (default 1); the channel defaults to 90006 and follows the channel option while the card
// type is 1; items that do not match are hidden. Next saves; on success the host's bank step
// ends and the webview closes (from the loan detail, the order page opens instead). Replacing an
// account that is bound now asks for the SMS code first.
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import {
  BANK_DEFAULTS,
  bankChannelOf,
  changesPayoutDestination,
  channelOf,
  validateForm,
  visibleItems,
} from '@lendwell/contracts/constants';
import type { CardInit } from '@lendwell/contracts';
import { ServerForm } from '@/components/form/server-form';
import { Page } from '@/components/ui/page';
import { QueryState } from '@/components/ui/query-state';
import { TabBar } from '@/components/ui/tab-bar';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { host } from '@/lib/host-bridge';
import { fillText } from '@/lib/i18n';
import { messages } from '@/lib/messages';
import { launchParam, sharedParamsQuery } from '@/lib/session-params';
import { toast } from '@/lib/toast';
import { useBindCard } from '../api/bind-card';
import { useCardInit } from '../api/get-card-init';
import { getCityOptions } from '../api/get-city-options';
import { bm } from '../messages';
import { SMS_CODE_LENGTH, smsCodeMessages } from '@/components/ui/sms-code';
import './bank-page.css';

// The code field shows only when an account is replaced: it loads then, not with the form (the 100 KB budget).
const BankSmsCode = lazy(() => import('./bank-sms-code'));

function BankForm({
  init,
  productId,
  fromLoanDetail,
}: {
  init: CardInit;
  productId: string | undefined;
  fromLoanDetail: boolean;
}) {
  const [cardType, setCardType] = useState(init.cardType);
  // The bank channel in force, or the default: a saved e-wallet's channel is not a bank channel.
  const bankChannel = bankChannelOf(init.items, init.channelNumber);
  const [values, setValues] = useState<Record<string, string>>(() => {
    const saved = Object.fromEntries(init.items.filter((i) => i.value).map((i) => [i.code, i.value]));
    // The channel picker starts on the bank channel in force (90006 by default), as the spec's default.
    const channelItem = init.items.find((i) => i.inputType === 'channel');
    return channelItem && !saved[channelItem.code] ? { ...saved, [channelItem.code]: bankChannel } : saved;
  });
  const channelNumber = cardType === BANK_DEFAULTS.cardType ? channelOf(init.items, values, bankChannel) : undefined;
  const shown = useMemo(
    () => visibleItems(init.items, cardType, channelNumber ?? ''),
    [init.items, cardType, channelNumber],
  );
  const bind = useBindCard();
  // A blank number keeps the saved one; only a change of where the money goes asks for the SMS code.
  const secretItem = shown.find((i) => i.secret);
  const numberTyped = Boolean(secretItem && (values[secretItem.code] ?? '').trim());
  const institutionItem = shown.find((i) => i.cate === 'enum' && i.inputType !== 'channel');
  const institution = institutionItem ? (values[institutionItem.code] ?? '') : '';
  const needsCode = changesPayoutDestination(
    init.current,
    {
      cardType,
      channelNumber: channelNumber ?? (institution || 'ewallet'),
      institution,
    },
    numberTyped || init.current?.cardType !== cardType,
  );
  const [code, setCode] = useState('');
  // The server's refusal of the last save, beside the field it names (decision 051: `field` is the item's code).
  const [refusal, setRefusal] = useState<{ code: string; text: string } | null>(null);
  const change = (itemCode: string, value: string) => {
    setValues((v) => ({ ...v, [itemCode]: value }));
    if (refusal?.code === itemCode) setRefusal(null);
  };

  const save = async () => {
    const issue = validateForm(init.items, values, cardType, channelNumber ?? '')[0];
    if (issue) {
      toast(issue.message);
      return;
    }
    if (needsCode && code.length !== SMS_CODE_LENGTH) {
      toast(smsCodeMessages.enterCode);
      return;
    }
    const sent = Object.fromEntries(shown.map((i) => [i.code, values[i.code] ?? '']));
    setRefusal(null);
    try {
      await bind.mutateAsync({
        change: fromLoanDetail,
        cardType,
        // Only a bank account has a transfer channel; a wallet's is its own type (walletType).
        ...(channelNumber ? { channelNumber } : {}),
        productId,
        values: sent,
        ...(needsCode ? { verifyCode: code } : {}),
      });
    } catch (error) {
      // The form keeps what was typed. A refusal of one field shows beside it; anything else is a toast.
      const field = error instanceof ApiError ? error.parts.field : undefined;
      if (field && shown.some((i) => i.code === field)) setRefusal({ code: field, text: (error as ApiError).message });
      else toast(error instanceof Error && error.message ? error.message : messages.genericError);
      return;
    }
    host.endBank({ ...(productId ? { productId } : {}), ...(fromLoanDetail ? { source: 'loanDetail' } : {}) });
    host.closeWebview();
    if (fromLoanDetail) window.location.replace(`${paths.order}?${sharedParamsQuery({ source: 'loanDetail' })}`);
  };

  return (
    <>
      <TabBar
        label={bm.accountType}
        tabs={init.cardTypes.map((t) => ({ key: t.cardType, title: t.title }))}
        active={cardType}
        onChange={setCardType}
      />
      {init.current ? (
        <p className="bank-current">{fillText(bm.nowReceiving, { account: init.current.masked })}</p>
      ) : null}
      <ServerForm
        items={shown}
        values={values}
        onChange={change}
        loadCities={getCityOptions}
        errors={refusal ? { [refusal.code]: refusal.text } : undefined}
      />
      {needsCode ? (
        <Suspense fallback={null}>
          <BankSmsCode value={code} onChange={setCode} />
        </Suspense>
      ) : null}
      <p className="bank-note">{bm.checkDigits}</p>
      <div className="bank-footer">
        <Button block color="primary" size="large" shape="rounded" loading={bind.isPending} onClick={() => void save()}>
          {messages.next}
        </Button>
      </div>
    </>
  );
}

export default function BankPage() {
  const productId = launchParam('productId');
  const fromLoanDetail = launchParam('source') === 'loanDetail';
  const init = useCardInit(productId);
  const orderId = launchParam('orderId');

  useEffect(() => {
    host.startBank(productId);
  }, [productId]);

  return (
    <Page title={bm.bankTitle}>
      <QueryState query={init} order={fromLoanDetail && orderId ? { orderId, productId } : undefined} lines={6}>
        {(data) => <BankForm init={data} productId={productId} fromLoanDetail={fromLoanDetail} />}
      </QueryState>
    </Page>
  );
}
