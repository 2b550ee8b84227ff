// Pieces the installment and rollover pages share: the amount header, the product card with its
// collapsible rows, the banner to the payment guide, the default pay-code box and the channel popup.
import { useState } from 'react';
import { Link } from 'wouter';
import Button from 'antd-mobile/es/components/button';
import type { InstallmentPlan, PlanRow, ScheduleRow } from '@lendwell/contracts';
import { Overlay } from '@/components/ui/overlay';
import { paths } from '@/config/paths';
import { copyText } from '@/lib/clipboard';
import { money } from '@/lib/currency';
import { fillText } from '@/lib/i18n';
import { messages } from '@/lib/messages';
import { sharedParamsQuery } from '@/lib/session-params';
import { rm } from '../messages';
import type { PaymentState } from './use-pay';
import { WholeDates } from '@lendwell/client-kit/whole-dates';

/** Detail rows collapse to the first two (spec). */
export const COLLAPSED_ROWS = 2;

export function PlanHero({ label, amountCents, lines }: { label: string; amountCents: number; lines: string[] }) {
  return (
    <div className="rp-hero">
      <p className="rp-hero__label">{label}</p>
      <p className="rp-hero__amount" data-testid="repay-amount">
        {money(amountCents)}
      </p>
      {lines.map((line) => (
        <p key={line} className="rp-hero__line">
          <WholeDates text={line} />
        </p>
      ))}
    </div>
  );
}

/** A row's value: a money row in this page's currency (one rule with the header). */
export function rowValue(row: PlanRow): string {
  return row.amountCents === undefined ? row.value : money(row.amountCents);
}

export function ProductCard({ logo, name, rows }: { logo: string; name: string; rows: PlanRow[] }) {
  const [open, setOpen] = useState(false);
  const shown = open ? rows : rows.slice(0, COLLAPSED_ROWS);
  return (
    <section className="rp-card">
      <div className="rp-product">
        <img src={logo} alt="" width={40} height={40} />
        <strong>{name}</strong>
      </div>
      {rows.length > 0 ? (
        <dl className="rp-rows">
          {shown.map((row) => (
            <div key={row.text}>
              <dt>{row.text}</dt>
              <dd>
                <WholeDates text={rowValue(row)} />
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {rows.length > COLLAPSED_ROWS ? (
        <button type="button" className="rp-more" aria-expanded={open} onClick={() => setOpen((v) => !v)}>
          {open ? rm.hide : rm.more}
        </button>
      ) : null}
    </section>
  );
}

export function InstructionsBanner() {
  return (
    <Link className="rp-banner" href={`${paths.paymentInstructions}?${sharedParamsQuery()}`}>
      <span className="rp-banner__icon" aria-hidden="true">
        ?
      </span>
      <span>{rm.howToPay}</span>
      <span aria-hidden="true">›</span>
    </Link>
  );
}

export function DefaultPaymentBox({ def, onOpen }: { def: InstallmentPlan['defDetail']; onOpen: () => void }) {
  return (
    <section className="rp-card rp-def" aria-label={rm.defaultPayment}>
      <button type="button" className="rp-def__open" onClick={onOpen}>
        <img src={def.logo} alt="" width={40} height={40} />
        <span className="rp-def__text">
          <span className="rp-def__title">{def.title}</span>
          <span className="rp-def__code" data-testid="default-pay-code">
            {def.payCode}
          </span>
          {def.amountCents > 0 ? (
            <span className="rp-def__hint" data-testid="default-pay-code-amount">
              {fillText(rm.codeAmount, { amount: money(def.amountCents) })}
            </span>
          ) : null}
          <span className="rp-def__hint">{rm.payCodeHint}</span>
        </span>
      </button>
      <button type="button" className="rp-copy" onClick={() => void copyText(def.payCode)}>
        {messages.copy}
      </button>
    </section>
  );
}

const PROGRESS_TEXT: Record<ScheduleRow['progress'], () => string> = {
  paid: () => rm.progressPaid,
  overdue: () => rm.progressOverdue,
  due: () => rm.progressDue,
  upcoming: () => rm.progressUpcoming,
};

/** The installment schedule after disbursement, each installment with its state (decision 050). */
export function ScheduleList({ rows }: { rows: ScheduleRow[] }) {
  return (
    <section className="rp-card" aria-label={rm.schedule}>
      <h2 className="rp-card__title">{rm.schedule}</h2>
      <ol className="rp-plan">
        {rows.map((r) => (
          <li key={r.seq} data-progress={r.progress}>
            <div>
              <span className={`rp-pill rp-pill--${r.progress}`}>{PROGRESS_TEXT[r.progress]()}</span>
              <strong>{fillText(rm.installmentN, { n: r.seq })}</strong>
              <span className="rp-plan__time whole-date">{r.dueOn}</span>
              {r.progress !== 'paid' && r.owedCents !== r.amountCents ? (
                <span className="rp-plan__time">{fillText(rm.stillOwed, { amount: money(r.owedCents) })}</span>
              ) : null}
            </div>
            <span className="rp-plan__amount">{money(r.amountCents)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

export type Channel = InstallmentPlan['repayList'][number];

/** The 'Payment Method' sheet, driven by usePay's state. */
export function ChannelPicker({ channels, payment }: { channels: Channel[]; payment: PaymentState }) {
  const { open, chosen, paying } = payment;
  const onChoose = payment.choose;
  const onPay = () => void payment.pay();
  const onClose = () => payment.setOpen(false);
  return (
    <Overlay open={open} title={rm.paymentMethod} placement="bottom" onMaskClick={onClose}>
      <p className="rp-picker__hint">{rm.choosePaymentMethod}</p>
      <div role="radiogroup" aria-label={rm.paymentMethod} className="rp-picker">
        {channels.map((c) => (
          <button
            key={c.channel_number}
            type="button"
            role="radio"
            aria-checked={c.channel_number === chosen}
            className={c.channel_number === chosen ? 'rp-channel rp-channel--on' : 'rp-channel'}
            onClick={() => onChoose(c.channel_number)}
          >
            <img src={c.logo} alt="" width={32} height={32} />
            <span>{c.name}</span>
            <span className="rp-check" aria-hidden="true">
              {c.channel_number === chosen ? '✓' : ''}
            </span>
          </button>
        ))}
      </div>
      <Button block color="primary" size="large" shape="rounded" loading={paying} onClick={onPay}>
        {rm.payment}
      </Button>
    </Overlay>
  );
}
