// The 'Payment' button: generate-vcode for the chosen channel, then go where the provider says.
import { useRef, useState } from 'react';
import { CARD_CHANNEL_NUMBER } from '@lendwell/contracts/constants';
import { sharedParamsQuery } from '@/lib/session-params';
import { rm } from '../messages';
import { toast } from '@/lib/toast';
import { useGenerateVcode } from '../api/generate-vcode';
import type { Channel } from './plan-parts';

/** A random request key; randomUUID needs a secure context, which old webviews may not give. */
function randomKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

export type PaymentState = ReturnType<typeof usePay>;

export function usePay(
  channels: Channel[],
  input: { productId: number; orderId: number; amount: number; isDelay?: 1 },
) {
  const [chosen, setChosen] = useState<string>('');
  const [open, setOpen] = useState(false);
  const generate = useGenerateVcode();
  // One key per intent: a double tap or a retry of the same choice reuses it.
  const key = useRef<{ for: string; key: string } | null>(null);
  const channel = chosen || channels[0]?.channel_number || '';

  const pay = async () => {
    if (!channel) return toast(rm.choosePaymentMethod);
    // The card entry opens payway, the spec's card flow: it lists the borrower's cards and charges one.
    if (channel === CARD_CHANNEL_NUMBER)
      return window.location.assign(`/payway?${sharedParamsQuery({ orderId: String(input.orderId) })}`);
    const intent = `${channel}:${input.amount}:${input.isDelay ?? 0}`;
    if (key.current?.for !== intent) key.current = { for: intent, key: randomKey() };
    try {
      const result = await generate.mutateAsync({ ...input, channelNumber: channel, idempotencyKey: key.current.key });
      window.location.assign(result.payUrl);
    } catch {
      // The client toasted the server's message.
    }
  };

  return { chosen: channel, choose: setChosen, open, setOpen, pay, paying: generate.isPending };
}
