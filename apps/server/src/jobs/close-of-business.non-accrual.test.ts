// Non-accrual from days past due (decision 135), the set-based close of business against the pure engine: with the
// books policy holding income in suspense from 30 days past due, an installment loan goes past due, crosses the
// threshold, holds its overdue interest and the interest it earns in suspense, pays part (what it collects of the
// held income is income again that day), and is written off at 90 days past due (what is held reverses against
// suspense, no loss). Every account of the loan's ledger is compared with the engine's, and the books must
// balance, tie to the sub-ledger and show the income in the month it was collected.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays } from '../domain/calendar.js';
import { onNonAccrual, suspenseRelease, suspensionEntry } from '../domain/books/non-accrual.js';
import { isWrittenOff, writeOffEntry } from '../domain/books/write-off.js';
import { accrueIncome, withRecognition } from '../domain/loan/accrual.js';
import { PLUS_180 } from '../domain/loan/demo-products.js';
import type { Entry } from '../domain/loan/ledger.js';
import { closeOfBusiness, disburse, repay, type LoanState } from '../domain/loan/loan.js';
import { createBooksService } from '../services/books-service.js';
import { createWriteOffs } from '../services/write-offs.js';
import { reversePostedPayment } from '../services/payment-reversals.js';
import { receiptsOf } from '../services/receipts.js';
import { borrowerSession, build } from '../test/helper.js';

const app = await build();

type Rows<T> = { rows: T[] };

const NON_ACCRUAL_DAYS = 30;
const WRITE_OFF_DAYS = 90;

/** The loan's ledger in the database: balance per account, zero balances left out. */
async function sqlLedger(orderNo: string): Promise<Record<string, number>> {
  const r = (await app.db.execute(sql`
    select l.account, sum(l.amount_cents)::bigint::text as cents
    from journal_lines l join journal_entries e on e.id = l.entry_id join orders o on o.id = e.order_id
    where o.order_no = ${orderNo} group by l.account`)) as unknown as Rows<{ account: string; cents: string }>;
  return Object.fromEntries(r.rows.filter((x) => Number(x.cents) !== 0).map((x) => [x.account, Number(x.cents)]));
}

/** The engine's ledger of the loan, in the same form. */
function engineLedger(entries: readonly Entry[]): Record<string, number> {
  const sums = new Map<string, number>();
  for (const e of entries) for (const l of e.lines) sums.set(l.account, (sums.get(l.account) ?? 0) + l.amountCents);
  return Object.fromEntries([...sums].filter(([, c]) => c !== 0));
}

const withEntry = (s: LoanState, e: Entry | null): LoanState => (e ? { ...s, entries: [...s.entries, e] } : s);

describe('non-accrual from days past due in the close of business', () => {
  it('holds income in suspense, releases what is collected and reverses the rest at the write-off, as the engine does', async () => {
    const writeOffs = createWriteOffs(app);
    const before = await writeOffs.policy();
    const merchantId = (await app.usersRepository.resolveMerchant())!.id;
    const ids = Object.fromEntries((await app.productsRepository.list(merchantId)).map((p) => [p.code, p.id]));
    const start = '2026-01-05';
    const payDay = 75;
    const payCents = 200_000;
    try {
      await writeOffs.savePolicy('test', {
        writeOffDays: WRITE_OFF_DAYS,
        nonAccrualDays: NON_ACCRUAL_DAYS,
        lossRates: before.lossRates,
        reason: 'golden test of non-accrual',
      });
      await app.clock.setOverride(start);
      const s = await borrowerSession(app, '09171350001');
      const { order } = await app.loans.apply(Number(s.userId), merchantId, {
        productId: ids[PLUS_180.code]!,
        amountCents: 1_000_000,
        periods: PLUS_180.periods,
        termUnit: PLUS_180.periodDays,
      });
      await app.loans.approve(order.orderNo, 'test', 'ok');
      await app.loans.disburse(order.orderNo, 'test');
      let state = disburse(PLUS_180, 1_000_000, start, 'new');

      // The engine's close: late charges, the day's earning, then (on non-accrual) the day's income held, then the
      // policy's write-off, in the order runCob posts them.
      const close = (st: LoanState, date: string) => {
        let next = closeOfBusiness(st, date).state;
        next = withEntry(next, accrueIncome(next, date));
        if (onNonAccrual(next.daysPastDue, NON_ACCRUAL_DAYS, isWrittenOff(next.entries)))
          next = withEntry(next, suspensionEntry(next.entries, date));
        if (!isWrittenOff(next.entries) && next.daysPastDue >= WRITE_OFF_DAYS)
          next = withEntry(
            next,
            writeOffEntry(next.entries, date, `written off: ${WRITE_OFF_DAYS} or more days past due`),
          );
        return next;
      };
      await app.loans.runCob(start);
      state = close(state, start);

      let heldBeforePayment = 0;
      for (let day = 1; day <= 125; day++) {
        const date = addDays(start, day);
        await app.clock.setOverride(date);
        await app.loans.runCob(date);
        state = close(state, date);
        if (day === payDay) {
          heldBeforePayment = -Object.entries(engineLedger(state.entries))
            .filter(([a]) => a.startsWith('suspense:'))
            .reduce((n, [, c]) => n + c, 0);
          state = withRecognition(repay(state, payCents, date), date).state;
          state = withEntry(state, suspenseRelease(state.entries, date));
          await app.loans.pay(
            order.orderNo,
            { amountCents: payCents, purpose: 'repay', reference: `${order.orderNo}-${day}` },
            'test',
          );
        }
        if (day % 5 === 0 || (day >= 58 && day <= 62) || day === payDay || (day >= 118 && day <= 122)) {
          expect({ day, ledger: await sqlLedger(order.orderNo) }).toEqual({ day, ledger: engineLedger(state.entries) });
        }
      }

      // The loan reached non-accrual on day 60 (30 days past its first due date) and held income from then on.
      const suspensions = state.entries.filter((e) => e.kind === 'suspension').map((e) => e.businessDate);
      expect(suspensions[0]).toBe(addDays(start, 60));
      expect(heldBeforePayment).toBeGreaterThan(0);
      // The payment released held income on its own date, and the database posted it in the payment's name.
      const released = (await app.db.execute(sql`
        select e.business_date::text as d, e.actor, sum(l.amount_cents) filter (where l.account like 'suspense:%')::bigint::text as cents
        from journal_entries e join journal_lines l on l.entry_id = e.id join orders o on o.id = e.order_id
        where o.order_no = ${order.orderNo} and e.kind = 'suspense_release' group by e.id, e.business_date, e.actor`)) as unknown as Rows<{
        d: string;
        actor: string;
        cents: string;
      }>;
      expect(released.rows).toHaveLength(1);
      expect(released.rows[0]).toMatchObject({ d: addDays(start, payDay), actor: 'test' });
      expect(Number(released.rows[0]!.cents)).toBeGreaterThan(0);
      // Written off at 90 days past due: what was held reversed against suspense, which is now empty, and the
      // loss is what was owed less unearned income and less what was held (never income, so never lost).
      const at = state.entries.findIndex((e) => e.kind === 'write_off');
      const writeOff = state.entries[at]!;
      const heldAtWriteOff = -state.entries
        .slice(0, at)
        .flatMap((e) => e.lines)
        .filter((l) => l.account.startsWith('suspense:'))
        .reduce((n, l) => n + l.amountCents, 0);
      expect(writeOff.businessDate).toBe(addDays(start, 120));
      const heldReversed = writeOff.lines
        .filter((l) => l.account.startsWith('suspense:'))
        .reduce((n, l) => n + l.amountCents, 0);
      expect(heldAtWriteOff).toBeGreaterThan(0);
      expect(heldReversed).toBe(heldAtWriteOff);
      const ledger = await sqlLedger(order.orderNo);
      expect(Object.keys(ledger).filter((a) => a.startsWith('suspense:'))).toEqual([]);

      // The books: every date balances (rollUp throws otherwise) and the sub-ledger ties to its control accounts.
      const books = createBooksService(app.db, app.auditRepository, async () => addDays(start, 125));
      const incomeOn = async (date: string, code: string) => {
        const row = (await books.trialBalance(date)).rows.find((r) => r.code === code);
        return (row?.creditCents ?? 0) - (row?.debitCents ?? 0);
      };
      for (const date of [
        addDays(start, 59),
        addDays(start, payDay - 1),
        addDays(start, payDay),
        addDays(start, 125),
      ]) {
        const tie = await books.subLedger(date);
        expect({ date, difference: tie.differenceCents, columns: tie.columns.map((c) => c.differenceCents) }).toEqual({
          date,
          difference: 0,
          columns: tie.columns.map(() => 0),
        });
      }
      // Overdue interest charged while on non-accrual was no income in March until the payment collected it:
      // the income account stood still from day 60 to the day before the payment, and rose on the payment's date.
      const heldFrom = addDays(start, 59);
      const lastHeld = addDays(start, payDay - 1);
      expect(await incomeOn(lastHeld, '4110')).toBe(await incomeOn(heldFrom, '4110'));
      expect(await incomeOn(addDays(start, payDay), '4110')).toBeGreaterThan(await incomeOn(lastHeld, '4110'));
      // Meanwhile the liability held it, and the receivable kept growing: the borrower owes the same.
      const heldThrough = (date: string) =>
        -state.entries
          .filter((e) => e.businessDate <= date)
          .flatMap((e) => e.lines)
          .filter((l) => l.account.startsWith('suspense:'))
          .reduce((n, l) => n + l.amountCents, 0);
      expect(heldThrough(lastHeld)).toBeGreaterThan(0);
      expect(await incomeOn(lastHeld, '2120')).toBe(heldThrough(lastHeld));
      expect(await incomeOn(heldFrom, '2120')).toBe(0);
    } finally {
      await writeOffs.savePolicy('test', {
        writeOffDays: before.writeOffDays,
        nonAccrualDays: before.nonAccrualDays,
        lossRates: before.lossRates,
        reason: 'restore the policy after the golden test',
      });
    }
  }, 240_000);
  it('a payment reversed on non-accrual leaves the books of a loan never paid (decision 140)', async () => {
    const writeOffs = createWriteOffs(app);
    const before = await writeOffs.policy();
    const merchantId = (await app.usersRepository.resolveMerchant())!.id;
    const ids = Object.fromEntries((await app.productsRepository.list(merchantId)).map((p) => [p.code, p.id]));
    // After the first test's days, so every day here is still open.
    const start = '2026-06-01';
    const payDay = 75;
    try {
      await writeOffs.savePolicy('test', {
        writeOffDays: WRITE_OFF_DAYS,
        nonAccrualDays: NON_ACCRUAL_DAYS,
        lossRates: before.lossRates,
        reason: 'reversal on non-accrual',
      });
      await app.clock.setOverride(start);
      const loans: string[] = [];
      for (const phone of ['09171400001', '09171400002']) {
        const s = await borrowerSession(app, phone);
        const { order } = await app.loans.apply(Number(s.userId), merchantId, {
          productId: ids[PLUS_180.code]!,
          amountCents: 1_000_000,
          periods: PLUS_180.periods,
          termUnit: PLUS_180.periodDays,
        });
        await app.loans.approve(order.orderNo, 'test', 'ok');
        await app.loans.disburse(order.orderNo, 'test');
        loans.push(order.orderNo);
      }
      const [paid, never] = loans as [string, string];
      await app.loans.runCob(start);
      for (let day = 1; day <= 90; day++) {
        const date = addDays(start, day);
        await app.clock.setOverride(date);
        if (day === payDay)
          await app.loans.pay(paid, { amountCents: 600_000, purpose: 'repay', reference: `${paid}-cure` }, 'test');
        await app.loans.runCob(date);
      }
      const suspense = (ledger: Record<string, number>) =>
        Object.fromEntries(Object.entries(ledger).filter(([a]) => /^(suspense|income_suspended):/.test(a)));
      // The payment cured the loan: it released what was held, and held nothing on the days after it.
      expect(suspense(await sqlLedger(paid))).not.toEqual(suspense(await sqlLedger(never)));
      const order = (await app.ordersRepository.findByNo(paid))!;
      const [receipt] = await receiptsOf(app.db, order.id);
      await reversePostedPayment(
        app,
        { orderNo: paid, receiptNo: receipt!.receiptNo, reason: 'bounced', note: '' },
        'finance',
      );
      // Taken back, the loan owes, earns and holds exactly what its twin that was never paid does.
      const withoutCash = (ledger: Record<string, number>) =>
        Object.fromEntries(Object.entries(ledger).filter(([a]) => a !== 'cash'));
      expect(withoutCash(await sqlLedger(paid))).toEqual(withoutCash(await sqlLedger(never)));
      const held = (await app.db.execute(sql`
        select e.business_date::text as d, e.actor from journal_entries e join orders o on o.id = e.order_id
        where o.order_no = ${paid} and e.kind = 'event_suspension' order by e.id`)) as unknown as Rows<{
        d: string;
        actor: string;
      }>;
      expect(held.rows[0]).toEqual({ d: addDays(start, payDay), actor: 'finance' });
      expect(held.rows.at(-1)!.d).toBe(addDays(start, 90));
      // The books still balance and tie to the sub-ledger.
      const books = createBooksService(app.db, app.auditRepository, async () => addDays(start, 90));
      const tie = await books.subLedger(addDays(start, 90));
      expect(tie.differenceCents).toBe(0);
      expect(tie.columns.every((c) => c.differenceCents === 0)).toBe(true);
    } finally {
      await writeOffs.savePolicy('test', {
        writeOffDays: before.writeOffDays,
        nonAccrualDays: before.nonAccrualDays,
        lossRates: before.lossRates,
        reason: 'restore the policy after the reversal test',
      });
    }
  }, 240_000);
});
