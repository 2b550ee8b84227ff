// 'Payment account information': the server-driven bank / e-wallet form. Tabs switch the card
// type (default 1); the channel defaults to 90006 and follows the channel option while the card
// type is 1; items that do not match are hidden. Next saves; on success the host's bank step
// ends and the webview closes (from the loan detail, the order page opens instead). Replacing an
// account that is bound now asks for the SMS code first (issue 13).
import { useEffect, useMemo, useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { BANK_DEFAULTS, channelOf, validateForm, visibleItems } from '@lendwell/contracts/constants';
import type { CardInit } from '@lendwell/contracts';
import { ServerForm } from '@/components/form/server-form';
import { Page } from '@/components/ui/page';
import { TabBar } from '@/components/ui/tab-bar';
import { paths } from '@/config/paths';
import { host } from '@/lib/host-bridge';
import { fillText } from '@/lib/i18n';
import { messages } from '@/lib/messages';
import { launchParam, sharedParamsQuery } from '@/lib/session-params';
import { toast } from '@/lib/toast';
import { useBindCard } from '../api/bind-card';
import { useCardInit } from '../api/get-card-init';
import { getCityOptions } from '../api/get-city-options';
import { bm } from '../messages';
import { SMS_CODE_LENGTH, SmsCodeField, smsCodeMessages } from '@/components/ui/sms-code-field';
import { useSendBindCardCode } from '../api/send-bind-card-code';
import './bank-page.css';

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
  const [values, setValues] = useState<Record<string, string>>(() => {
    const saved = Object.fromEntries(init.items.filter((i) => i.value).map((i) => [i.code, i.value]));
    // The channel picker starts on the channel in force (90006 by default), as the spec's default.
    const channelItem = init.items.find((i) => i.inputType === 'channel');
    return channelItem && !saved[channelItem.code] ? { ...saved, [channelItem.code]: init.channelNumber } : saved;
  });
  const channelNumber =
    cardType === BANK_DEFAULTS.cardType ? channelOf(init.items, values, init.channelNumber) : init.channelNumber;
  const shown = useMemo(() => visibleItems(init.items, cardType, channelNumber), [init.items, cardType, channelNumber]);
  const bind = useBindCard();
  const needsCode = init.current !== null;
  const [code, setCode] = useState('');
  const sendCode = useSendBindCardCode();

  const save = async () => {
    const issue = validateForm(init.items, values, cardType, channelNumber)[0];
    if (issue) {
      toast(issue.message);
      return;
    }
    if (needsCode && code.length !== SMS_CODE_LENGTH) {
      toast(smsCodeMessages.enterCode);
      return;
    }
    const sent = Object.fromEntries(shown.map((i) => [i.code, values[i.code] ?? '']));
    try {
      await bind.mutateAsync({
        change: fromLoanDetail,
        cardType,
        channelNumber,
        productId,
        values: sent,
        ...(needsCode ? { verifyCode: code } : {}),
      });
    } catch {
      return; // The client toasted the server's message; the form keeps what was typed.
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
        onChange={(code, value) => setValues((v) => ({ ...v, [code]: value }))}
        loadCities={getCityOptions}
      />
      {needsCode ? (
        <SmsCodeField
          value={code}
          onChange={setCode}
          onSend={() => sendCode.mutateAsync()}
          sending={sendCode.isPending}
        />
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
  const { data, isPending } = useCardInit(productId);

  useEffect(() => {
    host.startBank(productId);
  }, [productId]);

  return (
    <Page title={bm.bankTitle}>
      {isPending || !data ? (
        <Skeleton.Paragraph lineCount={6} animated />
      ) : (
        <BankForm init={data} productId={productId} fromLoanDetail={fromLoanDetail} />
      )}
    </Page>
  );
}
