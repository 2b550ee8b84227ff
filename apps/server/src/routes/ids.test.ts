// Ids past their column's range are refused naming the field, not sent to the database (decision 101): the two
// requests the defect reported answered 500 (an `integer` column refused 99999999999). The fuzz test sends such
// ids to every operation; these are the reported ones, as the spec client sends them.
import { describe, expect, it } from 'vitest';
import { borrowerSession, build } from '../test/helper.js';

const app = await build();
const { sessionId } = await borrowerSession(app, '09171010101');
const auth = { authorization: `Bearer ${sessionId}` };

describe('ids out of range', () => {
  it('refuses productId=99999999999 on the loan confirm, in a form body and in the query, naming the field', async () => {
    const form = await app.inject({
      method: 'POST',
      url: '/api/v3/loan-confirm/loan-detail-confirm',
      headers: { ...auth, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'productId=99999999999',
    });
    expect(form.statusCode).toBe(200); // a refusal on the spec's routes (decision 118)
    expect(form.json()).toMatchObject({ data: null, field: 'productId', detail: 'productId: is too large' });
    const query = await app.inject({
      method: 'POST',
      url: '/api/v3/loan-confirm/loan-detail-confirm?productId=2147483648',
      headers: auth,
    });
    expect(query.statusCode).toBe(200);
    expect(query.json()).toMatchObject({ field: 'productId' });
  });

  it('refuses GET /api/host/products/99999999999 naming the field, and answers an id in range that does not exist as not found', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/host/products/99999999999', headers: auth });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ data: null, field: 'productId' });
    const missing = await app.inject({ method: 'GET', url: '/api/host/products/2147483647', headers: auth });
    expect(missing.statusCode).toBe(404);
  });
});
