// The credit engine's history facts from the database: a loan's worst days past due remembers an overdue
// spell that an extension cured, though the extension reset today's count and moved the due dates.
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../test/helper.js';
import { fixtures } from '../routes/payments/test-fixtures.js';

const app = await build();
const { adminCall, disbursedOrder } = fixtures(app);
afterAll(() => app.close());

describe('decision facts', () => {
  it('counts a borrower 6 days late, then extended, as 6 days past due at worst', async () => {
    const { me, auth, orderId, orderNo, productId } = await disbursedOrder('09207100001');
    // Due on 2026-04-06: six days late on the 12th.
    await adminCall('POST', '/clock', { date: '2026-04-12' });
    await adminCall('POST', '/cob', {});
    const plan = (
      await app.inject({ method: 'POST', url: '/api/floodwater/plan', headers: auth, payload: { orderId, productId } })
    ).json().data as { delayInfo: { delayAmount: number } };
    const rolled = await adminCall('POST', `/orders/${orderNo}/payments`, {
      amountCents: plan.delayInfo.delayAmount,
      purpose: 'rollover',
      reference: `worst-dpd-roll-${orderNo}`,
    });
    expect(rolled.status).toBe(170);

    const facts = await app.creditRepository.decisionFacts(app.db, Number(me.userId), 0);
    expect(facts?.pastLoans).toEqual([{ settled: false, maxDaysPastDue: 6 }]);
  });
});
