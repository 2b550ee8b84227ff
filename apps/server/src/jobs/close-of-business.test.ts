// The set-based close of business must post exactly what the pure engine posts. Loans of several
// products (one built to hit the caps), amounts, client kinds and payments run side by side for
// 400 days; every few days their balances, status and days past due are compared.
import { describe, expect, it } from 'vitest';
import { addDays } from '../domain/calendar.js';
import { FLEX_91, PLUS_180 } from '../domain/loan/demo-products.js';
import { outstandingByBucket } from '../domain/loan/ledger.js';
import { closeOfBusiness, disburse, repay, type LoanState } from '../domain/loan/loan.js';
import { waivePenalty } from '../domain/loan/waiver.js';
import type { Product } from '../domain/loan/product.js';
import { borrowerSession, build } from '../test/helper.js';

const app = await build();

/** A covered product with the largest lawful late charges, so long defaults reach both caps. */
const CAPPED: Product = {
  ...FLEX_91,
  code: 'CAPPED',
  name: 'Capped',
  monthlyInterestRateBps: 600,
  serviceFeeBps: 0,
  defaultPenaltyNewCents: 0,
  defaultPenaltyRepeatCents: 0,
  overdueTiers: [{ fromDay: 1, toDay: null, monthlyRateBps: 500 }],
  minAmountCents: 200_000,
  defaultAmountCents: 200_000,
};

/** The same with a default penalty, so a waiver can give back room under the late-charge ceiling. */
const CAPPED_PEN: Product = {
  ...CAPPED,
  code: 'CAPPEN',
  name: 'Capped with penalty',
  defaultPenaltyNewCents: 4_000,
  overdueTiers: [{ fromDay: 1, toDay: null, monthlyRateBps: 300 }],
};

type Case = {
  product: Product;
  amount: number;
  phone: string;
  payments: { day: number; cents: number }[];
  waivers?: { day: number; cents: number }[];
};

describe('set-based close of business', () => {
  it('matches the engine day by day', async () => {
    const merchantId = (await app.usersRepository.resolveMerchant())!.id;
    const cappedRow = await app.productsRepository.save(merchantId, {
      code: CAPPED.code,
      name: CAPPED.name,
      logoUrl: '/x.svg',
      config: CAPPED,
    });
    const capPenRow = await app.productsRepository.save(merchantId, {
      code: CAPPED_PEN.code,
      name: CAPPED_PEN.name,
      logoUrl: '/x.svg',
      config: CAPPED_PEN,
    });
    const ids = Object.fromEntries((await app.productsRepository.list(merchantId)).map((p) => [p.code, p.id]));
    ids.CAPPED = cappedRow.id;
    ids.CAPPEN = capPenRow.id;

    const cases: Case[] = [
      { product: FLEX_91, amount: 500_000, phone: '09171110001', payments: [] },
      { product: FLEX_91, amount: 1_000_000, phone: '09171110002', payments: [{ day: 100, cents: 300_000 }] },
      {
        product: PLUS_180,
        amount: 1_000_000,
        phone: '09171110003',
        payments: [
          { day: 31, cents: 206_667 },
          { day: 75, cents: 100_000 },
        ],
      },
      { product: PLUS_180, amount: 2_500_000, phone: '09171110004', payments: [{ day: 200, cents: 999_999 }] },
      // Paying most of it on day 150 drops the amount due, so the late-charge ceiling stops accrual.
      { product: CAPPED, amount: 200_000, phone: '09171110005', payments: [{ day: 150, cents: 230_000 }] },
      { product: FLEX_91, amount: 200_000, phone: '09171110006', payments: [{ day: 91, cents: 242_667 }] },
      // The penalty is waived on day 130; a payment on day 140 drops the amount due
      // so the ceiling (5 % a month of it) falls between the late charges with and without the waiver.
      // Net of the waiver there is room, and SQL must accrue on days 141-151 exactly as the engine does.
      {
        product: CAPPED_PEN,
        amount: 200_000,
        phone: '09171110007',
        payments: [{ day: 140, cents: 117_964 }],
        waivers: [{ day: 130, cents: 4_000 }],
      },
    ];

    const start = '2026-01-05';
    await app.clock.setOverride(start);
    const loans: { orderNo: string; state: LoanState; c: Case }[] = [];
    for (const c of cases) {
      const s = await borrowerSession(app, c.phone);
      const { order } = await app.loans.apply(Number(s.userId), merchantId, {
        productId: ids[c.product.code]!,
        amountCents: c.amount,
        periods: c.product.periods,
        termUnit: c.product.periodDays,
      });
      await app.loans.approve(order.orderNo, 'test', 'ok');
      await app.loans.disburse(order.orderNo, 'test');
      loans.push({ orderNo: order.orderNo, state: disburse(c.product, c.amount, start, 'new'), c });
    }

    for (let day = 1; day <= 400; day++) {
      const date = addDays(start, day);
      await app.clock.setOverride(date);
      await app.loans.runCob(date);
      for (const loan of loans) {
        loan.state = closeOfBusiness(loan.state, date).state;
        for (const p of loan.c.payments.filter((x) => x.day === day)) {
          if (loan.state.status === 200) continue;
          loan.state = repay(loan.state, p.cents, date).state;
          await app.loans.pay(
            loan.orderNo,
            { amountCents: p.cents, purpose: 'repay', reference: `${loan.orderNo}-${day}` },
            'test',
          );
        }
        for (const w of loan.c.waivers?.filter((x) => x.day === day) ?? []) {
          loan.state = waivePenalty(loan.state, w.cents, date, 'golden').state;
          await app.loans.waivePenalty(loan.orderNo, 'test', w.cents, 'golden');
        }
      }
      if (day % 7 === 0 || day === 400 || (day >= 128 && day <= 155)) {
        for (const loan of loans) {
          const shown = await app.loans.show(loan.orderNo);
          expect({
            day,
            code: loan.c.product.code,
            byBucket: shown.balanceByBucket,
            status: shown.order.status,
            dpd: shown.order.daysPastDue,
          }).toEqual({
            day,
            code: loan.c.product.code,
            byBucket: outstandingByBucket(loan.state.entries),
            status: loan.state.status,
            dpd: loan.state.daysPastDue,
          });
        }
      }
    }
    // The capped loan stopped accruing once its late charges reached 5 % a month of what was still due.
    const capped = loans.find((l) => l.c.product.code === 'CAPPED')!;
    const lateDays = capped.state.entries.filter((e) => e.kind === 'overdue_interest').map((e) => e.businessDate);
    expect(lateDays.at(-1)! < addDays(start, 400)).toBe(true);
    expect(outstandingByBucket(capped.state.entries).principal).toBeGreaterThan(0);
    // The waived loan accrued after the payment only thanks to the waiver (without it, it is at its ceiling).
    const waived = loans.find((l) => l.c.product.code === 'CAPPEN')!;
    const waivedDays = waived.state.entries.filter((e) => e.kind === 'overdue_interest').map((e) => e.businessDate);
    expect(waivedDays.filter((d) => d > addDays(start, 140) && d <= addDays(start, 151)).length).toBeGreaterThan(0);
    const unwaived = waived.state.entries.filter((e) => e.kind !== 'waiver');
    const lateWithoutWaiver = unwaived
      .filter((e) => e.businessDate <= addDays(start, 140))
      .flatMap((e) => e.lines)
      .filter((l) => l.account === 'income:penalty' || l.account === 'income:overdue_interest')
      .reduce((n, l) => n - l.amountCents, 0);
    expect(lateWithoutWaiver).toBeGreaterThan(13_000);
  }, 240_000);

  it('runs once when two servers start the same date together', async () => {
    const merchantId = (await app.usersRepository.resolveMerchant())!.id;
    const productId = (await app.productsRepository.list(merchantId)).find((p) => p.code === 'FLEX91')!.id;
    await app.clock.setOverride('2027-01-04');
    const s = await borrowerSession(app, '09171119999');
    const { order } = await app.loans.apply(Number(s.userId), merchantId, {
      productId,
      amountCents: 500_000,
      periods: 1,
      termUnit: 91,
    });
    await app.loans.approve(order.orderNo, 'test', 'ok');
    await app.loans.disburse(order.orderNo, 'test');
    await app.clock.setOverride('2027-04-10');
    await Promise.all([app.loans.runCob('2027-04-10'), app.loans.runCob('2027-04-10')]);
    const shown = await app.loans.show(order.orderNo);
    const days = shown.postings
      .filter((p) => p.kind === 'overdue_interest' && p.account === 'income:overdue_interest')
      .map((p) => p.businessDate);
    expect(days).toEqual(['2027-04-06', '2027-04-07', '2027-04-08', '2027-04-09', '2027-04-10']);
    expect(new Set(days).size).toBe(days.length);
    expect(shown.balanceByBucket).toMatchObject({ penalty: 4_000, overdue_interest: 5 * 561 });
  });
});
