// #/addnormalcard (order, product, coupon, amount): bind a new card on the server-driven bank form,
// then back to the card list with a fresh repay token. A new card replaces the payout account, so
// when one is bound the borrower confirms with an SMS code first.
import { useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import Button from 'antd-mobile/es/components/button';
import { useQueryClient } from '@tanstack/react-query';
import { BANK_DEFAULTS, channelOf, validateForm, visibleItems } from '@lendwell/contracts/constants';
import type { CardInit } from '@lendwell/contracts';
import { ServerForm } from '@/components/form/server-form';
import { Page } from '@/components/ui/page';
import { QueryState } from '@/components/ui/query-state';
import { TabBar } from '@/components/ui/tab-bar';
import { messages } from '@/lib/messages';
import { toast } from '@/lib/toast';
import { useBindCard } from '../api/bind-card';
import { useCardInit } from '../api/get-card-init';
import { getCityOptions } from '../api/get-city-options';
import { useSendBindCardCode } from '../api/send-bind-card-code';
import { SMS_CODE_LENGTH, SmsCodeField, smsCodeMessages } from '@/components/ui/sms-code-field';
import { pm } from '../messages';
import { hashParams } from './hash-params';

function CardForm({ init, productId }: { init: CardInit; productId: string | undefined }) {
  const [cardType, setCardType] = useState<number>(BANK_DEFAULTS.cardType);
  const [values, setValues] = useState<Record<string, string>>(() => {
    const channelItem = init.items.find((i) => i.inputType === 'channel');
    return channelItem ? { [channelItem.code]: BANK_DEFAULTS.channelNumber } : {};
  });
  const channelNumber =
    cardType === BANK_DEFAULTS.cardType
      ? channelOf(init.items, values, BANK_DEFAULTS.channelNumber)
      : BANK_DEFAULTS.channelNumber;
  const shown = useMemo(() => visibleItems(init.items, cardType, channelNumber), [init.items, cardType, channelNumber]);
  const bind = useBindCard();
  const needsCode = init.current !== null;
  const [code, setCode] = useState('');
  const sendCode = useSendBindCardCode();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();

  const save = async () => {
    const issue = validateForm(init.items, values, cardType, channelNumber)[0];
    if (issue) return toast(issue.message);
    if (needsCode && code.length !== SMS_CODE_LENGTH) return toast(smsCodeMessages.enterCode);
    try {
      await bind.mutateAsync({
        cardType,
        channelNumber,
        productId,
        values: Object.fromEntries(shown.map((i) => [i.code, values[i.code] ?? ''])),
        ...(needsCode ? { verifyCode: code } : {}),
      });
    } catch {
      return; // The client toasted the server's message.
    }
    await queryClient.invalidateQueries({ queryKey: ['repayment-way'] });
    navigate('/');
  };

  return (
    <>
      <TabBar
        label={pm.accountType}
        tabs={init.cardTypes.map((t) => ({ key: t.cardType, title: t.title }))}
        active={cardType}
        onChange={setCardType}
      />
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
      <p className="pw-note">{pm.alsoPayout}</p>
      <div className="pw-footer">
        <Button block color="primary" size="large" shape="rounded" loading={bind.isPending} onClick={() => void save()}>
          {messages.next}
        </Button>
      </div>
    </>
  );
}

export default function AddCardView() {
  const productId = hashParams().get('product') ?? undefined;
  const init = useCardInit(productId);
  const orderId = hashParams().get('order') ?? '';
  return (
    <Page title={pm.addCard}>
      <QueryState query={init} order={orderId ? { orderId, productId } : undefined} lines={6}>
        {(data) => <CardForm init={data} productId={productId} />}
      </QueryState>
    </Page>
  );
}
