// Applying while a loan is open (decision 050): a retry of the same application answers its
// order; any other application applies for nothing and says which loan is open; the order page then
// offers nothing to apply for.
import { describe, expect, it } from 'vitest';
import { borrowerSession, build } from '../../test/helper.js';

const app = await build();

async function productIds() {
  const products = await app.productsRepository.list((await app.usersRepository.resolveMerchant())!.id);
  return {
    flex: products.find((p) => p.code === 'FLEX91')!.id,
    plus: products.find((p) => p.code === 'PLUS180')!.id,
  };
}

describe('applying while a loan is open', () => {
  it('answers a retry with the same order, refuses another product, and closes the market', async () => {
    const me = await borrowerSession(app, '09201900001');
    const headers = { authorization: `Bearer ${me.sessionId}` };
    const { flex, plus } = await productIds();
    const push = (payload: object) =>
      app.inject({ method: 'POST', url: '/api/v3/loan-confirm/loan-detail-push', headers, payload });

    const first = (await push({ productId: flex, amount: 500_000, periods: 1, termUnit: 91 })).json().data;
    expect(first).toMatchObject({ created: true, blocked: false, openProductName: '' });

    const retry = (await push({ productId: flex, amount: 500_000, periods: 1, termUnit: 91 })).json().data;
    expect(retry).toMatchObject({ orderId: first.orderId, created: false, blocked: false });

    const other = (await push({ productId: plus, amount: 1_000_000, periods: 6, termUnit: 30 })).json().data;
    expect(other).toMatchObject({ orderId: first.orderId, created: false, blocked: true, openProductName: 'Flex 91' });

    const page = (
      await app.inject({
        method: 'GET',
        url: `/api/v3/loan-details/loan-details?orderId=${first.orderId}&productId=${flex}`,
        headers,
      })
    ).json().data;
    expect(page).toMatchObject({ canApply: false, recProducts: [], payoutFailed: false });
  });
});
