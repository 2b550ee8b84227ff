// The payment guide (Dragonpay-style): one tab per channel kind — e-wallets (GCash bills pay, Maya),
// over-the-counter stores and online banking, QR — with steps and pictures that enlarge on a tap.
// The content is server configuration (payment_guides).
import { useState } from 'react';
import type { PaymentGuide } from '@lendwell/contracts';
import { Overlay } from '@/components/ui/overlay';
import { Page } from '@/components/ui/page';
import { QueryState } from '@/components/ui/query-state';
import { TabBar } from '@/components/ui/tab-bar';
import { messages } from '@/lib/messages';
import { usePaymentGuide } from '../api/get-payment-guide';
import { rm } from '../messages';
import './repayment.css';

const KIND_TITLES: Record<string, string> = { ewallet: 'E-wallets', otc: 'Stores', bank: 'Banks', qr: 'QR' };

export default function PaymentInstructionsPage() {
  const guide = usePaymentGuide();
  const { data } = guide;
  const kinds = [...new Set((data?.channels ?? []).map((c) => c.kind))];
  const [kind, setKind] = useState<string>('');
  const [enlarged, setEnlarged] = useState<{ src: string; name: string } | null>(null);
  const active = kind || kinds[0] || '';
  const channels: PaymentGuide['channels'] = (data?.channels ?? []).filter((c) => c.kind === active);

  return (
    <Page title={rm.paymentInstructionsTitle}>
      <QueryState query={guide}>
        {() => (
          <>
            <TabBar
              label={rm.paymentChannels}
              tabs={kinds.map((k) => ({ key: k, title: KIND_TITLES[k] ?? k }))}
              active={active}
              onChange={setKind}
            />
            <p className="rp-notice">{rm.tapToEnlarge}</p>
            {channels.map((c) => (
              <section key={c.channelNumber} className="rp-card" aria-label={c.name}>
                <div className="rp-product">
                  <img src={c.logo} alt="" width={36} height={36} />
                  <strong>{c.name}</strong>
                </div>
                {c.groups.flatMap((g) =>
                  g.items.map((item) => (
                    <div key={`${g.title}:${item.name}`} className="rp-guide">
                      {item.image ? (
                        <button
                          type="button"
                          className="rp-guide__thumb"
                          onClick={() => setEnlarged({ src: item.image, name: item.name })}
                          aria-label={`Enlarge: ${item.name}`}
                        >
                          <img src={item.image} alt="" width={96} height={102} />
                        </button>
                      ) : null}
                      {/* The lender's instruction; lang 'en' when it is not translated (decision 132). */}
                      <div className="rp-steps" lang={item.lang}>
                        <h2>{item.name}</h2>
                        <ol>
                          {item.step.map((s) => (
                            <li key={s}>{s}</li>
                          ))}
                        </ol>
                      </div>
                    </div>
                  )),
                )}
              </section>
            ))}
            <Overlay open={enlarged !== null} title={enlarged?.name} onMaskClick={() => setEnlarged(null)}>
              {enlarged ? <img className="rp-enlarged" src={enlarged.src} alt={enlarged.name} /> : null}
              <button type="button" className="rp-copy rp-copy--wide" onClick={() => setEnlarged(null)}>
                {messages.close}
              </button>
            </Overlay>
          </>
        )}
      </QueryState>
    </Page>
  );
}
