// A collector sees only the loans assigned to them, everywhere in the console (decisions 069, 103): the
// order search (by number and by phone) finds only theirs, an unassigned overdue loan answers 404 with
// the envelope on every route that names an order, and the collections supervisor sees every loan.
// The sweep walks the OpenAPI document, so a route added later that names an order is checked too.
// Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { describe, expect, it } from 'vitest';
import { build } from '../../test/helper.js';
import { fixtures } from '../payments/test-fixtures.js';
import { consoleGet, consolePost, staffFrom, staffLogin, type Staff } from '../../test/console-helper.js';
import { sandboxStaffEmail } from '../../db/seed-staff.js';

const app = await build();
const { adminCall, disbursedOrder } = fixtures(app);

const mine = await disbursedOrder('09211300001');
const theirs = await disbursedOrder('09211300002');
// Both overdue: the close of business puts them in the 1–7 bucket.
await adminCall('POST', '/clock', { date: '2026-04-10' });
await app.loans.runCob('2026-04-10');

const supervisor = staffFrom(await staffLogin(app, sandboxStaffEmail('collections_supervisor')));
const collector = staffFrom(await staffLogin(app, sandboxStaffEmail('collector')));
const collectors = (await consoleGet(app, supervisor, '/api/console/collections/collectors')).json().data.items as {
  id: number;
  email: string;
}[];
const collectorId = collectors.find((c) => c.email === sandboxStaffEmail('collector'))!.id;
expect(
  (
    await consolePost(app, supervisor, `/api/console/collections/loans/${mine.orderNo}/assign`, {
      staffId: collectorId,
    })
  ).statusCode,
).toBe(200);

const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
  paths: Record<string, Record<string, unknown>>;
};
/** Reads that need a query are asked with a valid one, so that the order's scope is what answers them. */
const REQUIRED_QUERY: Record<string, string> = {
  '/api/console/hardship-plans/{orderNo}/offers': '?firstDueOn=2026-04-20&installmentCount=3',
};
/** Every console read that names one order, as a URL for the given order number. */
const orderReads = Object.entries(doc.paths)
  .filter(([path, operations]) => path.startsWith('/api/console/') && path.includes('{orderNo}') && 'get' in operations)
  .map(
    ([path]) =>
      (orderNo: string) =>
        path.replace('{orderNo}', orderNo) + (REQUIRED_QUERY[path] ?? ''),
  );

const search = async (staff: Staff, q: string) => {
  const res = await consoleGet(app, staff, `/api/console/orders?q=${encodeURIComponent(q)}`);
  expect(res.statusCode).toBe(200);
  return (res.json().data.items as { orderNo: string }[]).map((i) => i.orderNo);
};

describe('a collector sees only assigned loans', () => {
  it('finds only their own loan by number and by phone; the supervisor finds both', async () => {
    expect(await search(collector, mine.orderNo)).toEqual([mine.orderNo]);
    expect(await search(collector, '09211300001')).toEqual([mine.orderNo]);
    expect(await search(collector, theirs.orderNo)).toEqual([]);
    expect(await search(collector, '09211300002')).toEqual([]);
    // The order numbers share a prefix: a prefix search lists only the collector's own.
    const both = await search(supervisor, 'LW');
    expect(both).toEqual(expect.arrayContaining([mine.orderNo, theirs.orderNo]));
    expect(await search(collector, 'LW')).toEqual([mine.orderNo]);
  });

  it('opens their own loan and is told an unassigned one is not found; the supervisor opens both', async () => {
    const own = await consoleGet(app, collector, `/api/console/orders/${mine.orderNo}`);
    expect(own.statusCode).toBe(200);
    expect(own.json().data.order.orderNo).toBe(mine.orderNo);
    expect(own.json().data.postings.length).toBeGreaterThan(0);

    const other = await consoleGet(app, collector, `/api/console/orders/${theirs.orderNo}`);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ data: null, message: expect.stringMatching(/could not find this order/) });
    expect(other.body).not.toContain('09211300002');

    for (const orderNo of [mine.orderNo, theirs.orderNo])
      expect((await consoleGet(app, supervisor, `/api/console/orders/${orderNo}`)).statusCode).toBe(200);
  });

  it('is refused or told "not found" by every console read that names an unassigned order', async () => {
    expect(orderReads.length).toBeGreaterThan(3);
    const served: string[] = [];
    for (const url of orderReads) {
      const res = await consoleGet(app, collector, url(theirs.orderNo));
      expect([403, 404], `${url(theirs.orderNo)} answered ${res.statusCode}`).toContain(res.statusCode);
      expect(res.json()).toMatchObject({ data: null });
      expect(res.body).not.toContain('09211300002');
      if ((await consoleGet(app, collector, url(mine.orderNo))).statusCode === 200) served.push(url('{orderNo}'));
    }
    // What the collector may open of their own: the order and its collections page.
    expect(served).toEqual(
      expect.arrayContaining(['/api/console/orders/{orderNo}', '/api/console/collections/loans/{orderNo}']),
    );
  });
});
