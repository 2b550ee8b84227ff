// The demo lender's products, used by the sandbox seed and the worked examples (docs/worked-examples.md).
import { DEFAULT_ALLOCATION_ORDER, type Product } from './product.js';

const common = {
  currency: 'PHP' as const,
  allocationOrder: [...DEFAULT_ALLOCATION_ORDER],
  capPolicy: true,
  dueSoonDays: 3,
};

/** A covered loan (≤ PHP 10,000, ≤ 4 months): one repayment after 91 days, fee taken upfront. */
export const FLEX_91: Product = {
  ...common,
  code: 'FLEX91',
  name: 'Flex 91',
  minAmountCents: 200_000,
  maxAmountCents: 1_000_000,
  amountStepCents: 50_000,
  defaultAmountCents: 500_000,
  periods: 1,
  periodDays: 91,
  monthlyInterestRateBps: 400,
  serviceFeeBps: 500,
  feeTiming: 'upfront',
  defaultPenaltyNewCents: 4_000,
  defaultPenaltyRepeatCents: 3_000,
  overdueTiers: [
    { fromDay: 1, toDay: 30, monthlyRateBps: 300 },
    { fromDay: 31, toDay: 90, monthlyRateBps: 200 },
    { fromDay: 91, toDay: null, monthlyRateBps: 100 },
  ],
  rolloverFeeBps: 1_200,
  tags: ['No collateral', 'Fast approval'],
  rangeDescription: 'PHP 2,000 – 10,000 · 91 days',
  tagsFil: ['Walang collateral', 'Mabilis ang approval'],
  rangeDescriptionFil: 'PHP 2,000 – 10,000 · 91 araw',
  recommended: true,
};

/** Not a covered loan (term over 4 months): six monthly installments, fee repaid with them. */
export const PLUS_180: Product = {
  ...common,
  code: 'PLUS180',
  name: 'Plus 180',
  minAmountCents: 500_000,
  maxAmountCents: 2_500_000,
  amountStepCents: 100_000,
  defaultAmountCents: 1_000_000,
  periods: 6,
  periodDays: 30,
  monthlyInterestRateBps: 350,
  serviceFeeBps: 300,
  feeTiming: 'added',
  // The loan terms' one-time default penalty: Rs.1,000 new, Rs.800 repeat, held in pesos.
  defaultPenaltyNewCents: 100_000,
  defaultPenaltyRepeatCents: 80_000,
  // The loan terms' tiers: 5 % days 1–30, 4 % days 31–90, 2 % from day 91 (a month, accrued daily).
  overdueTiers: [
    { fromDay: 1, toDay: 30, monthlyRateBps: 500 },
    { fromDay: 31, toDay: 90, monthlyRateBps: 400 },
    { fromDay: 91, toDay: null, monthlyRateBps: 200 },
  ],
  rolloverFeeBps: 350,
  tags: ['Bigger amounts', 'Monthly installments'],
  rangeDescription: 'PHP 5,000 – 25,000 · 6 months',
  tagsFil: ['Mas malaking halaga', 'Buwanang hulog'],
  rangeDescriptionFil: 'PHP 5,000 – 25,000 · 6 buwan',
  recommended: true,
};

export const DEMO_PRODUCTS = [FLEX_91, PLUS_180] as const;
