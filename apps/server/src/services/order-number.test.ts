// Order numbers are random within the day, so two applications can draw the same one. The second must
// draw again and succeed, not answer 500 on the unique index (seen in a 150-loan test run).
import type * as NodeCrypto from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';

const drawn: number[] = [];
vi.mock('node:crypto', async (original) => {
  const crypto = await original<typeof NodeCrypto>();
  return {
    ...crypto,
    // Only the order number's draw (0 to 1,000,000) is steered; every other use stays random.
    randomInt: (min: number, max?: number) =>
      max === 1_000_000 && drawn.length > 0 ? drawn.shift()! : crypto.randomInt(min, max as number),
  };
});

const { build, borrowerSession } = await import('../test/helper.js');

describe('order numbers', () => {
  it('draws again when the number is taken, and the application succeeds', async () => {
    const app = await build();
    const merchant = await app.usersRepository.resolveMerchant();
    const productId = (await app.productsRepository.list(merchant!.id)).find((p) => p.code === 'FLEX91')!.id;
    const apply = async (phone: string) => {
      const me = await borrowerSession(app, phone);
      return app.inject({
        method: 'POST',
        url: '/api/v3/loan-confirm/loan-detail-push',
        headers: { authorization: `Bearer ${me.sessionId}` },
        payload: { amount: 500000, periods: 1, termUnit: 91, productId },
      });
    };

    drawn.push(42);
    const first = await apply('09170000421');
    expect(first.statusCode).toBe(200);
    const firstNo = first.json().data.orderNo as string;
    expect(firstNo).toMatch(/000042$/);

    // The second borrower draws the same number first, then a free one.
    drawn.push(42, 43);
    const second = await apply('09170000422');
    expect(second.statusCode).toBe(200);
    expect(second.json().data.orderNo).toBe(firstNo.replace(/000042$/, '000043'));
    expect(drawn).toHaveLength(0);
    await app.close();
  });
});
