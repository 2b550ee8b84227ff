// Decision 072: two taps on Send within one frame file one complaint. The borrower app sends one
// Idempotency-Key per form; the server files the first and answers a repeat with the same complaint.
import { describe, expect, it } from 'vitest';
import { borrowerSession, build } from '../../test/helper.js';

const app = await build();

describe('filing a complaint once', () => {
  it('answers concurrent sends with one key with one complaint, and a new key files another', async () => {
    const s = await borrowerSession(app, '09202009001');
    const send = (key: string) =>
      app.inject({
        method: 'POST',
        url: '/api/user-problem/problem-save',
        headers: { authorization: `Bearer ${s.sessionId}`, 'idempotency-key': key },
        payload: { problemType: 3, problemDetail: 'Charged twice for one payment', orderNo: '' },
      });
    const [first, second] = await Promise.all([send('form-key-0001'), send('form-key-0001')]);
    const ids = [first, second]
      .filter((r) => r.json().code === 0)
      .map((r) => (r.json() as { data: { problemId: number } }).data.problemId);
    // One runs; the other gets the stored answer, or a conflict while the first is still running.
    expect(new Set(ids).size).toBe(1);
    const again = await send('form-key-0001');
    expect(again.json().data.problemId).toBe(ids[0]);

    const list = (
      await app.inject({
        method: 'POST',
        url: '/api/user-problem/problem-list',
        headers: { authorization: `Bearer ${s.sessionId}` },
      })
    ).json().data as { res: { tabs: { items: unknown[] }[] } };
    const filed = list.res.tabs.reduce((n, tab) => n + tab.items.length, 0);
    expect(filed).toBe(1);

    const other = await send('form-key-0002');
    expect(other.json().data.problemId).not.toBe(ids[0]);
  });
});
