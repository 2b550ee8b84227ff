// The Plans tab and the effect of plans on roll rates (decision 141): a collector lists the plans of their own
// loans only, a supervisor every plan, filtered by status and kind, each with the borrower's name and who offered
// it in words; other roles are refused. A plan in force puts its loan in the "under a plan" group of the roll
// rates, in the report and its CSV.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sandboxStaffEmail } from '../../db/seed-staff.js';
import { consoleGet, consolePost, loginAs, staffFrom, staffLogin } from '../../test/console-helper.js';
import { build } from '../../test/helper.js';
import { lastCodeFor } from '../../test/sms-codes.js';
import { fixtures } from '../payments/test-fixtures.js';

const app = await build();
const { adminCall, disbursedOrder } = fixtures(app);
const base = '/api/console/collections';
type Auth = { authorization: string };
type Item = { orderNo: string; kind: string; status: string; offeredBy: string; borrowerName: string | null };

async function namedLoan(phone: string, fullName: string) {
  const loan = await disbursedOrder(phone);
  await app.db
    .execute(sql`insert into kyc_profiles (user_id, basic) select user_id, ${JSON.stringify({ fullName })}::jsonb
    from orders where order_no = ${loan.orderNo}
    on conflict (user_id) do update set basic = coalesce(kyc_profiles.basic, '{}'::jsonb) || excluded.basic`);
  return loan;
}

const call = (auth: Auth, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });

describe('the plans tab', { timeout: 120_000 }, () => {
  it('lists plans by the collections roles with filters, and splits the roll rates by plan', async () => {
    const mine = await namedLoan('09271410001', 'Flor Abad');
    const other = await namedLoan('09271410002', 'Gino Bautista');
    await adminCall('POST', '/clock', { date: '2026-04-16' });
    await app.loans.runCob('2026-04-16');

    const supervisor = staffFrom(await staffLogin(app, sandboxStaffEmail('collections_supervisor')));
    const collector = staffFrom(await staffLogin(app, sandboxStaffEmail('collector')));
    const collectors = (await consoleGet(app, supervisor, `${base}/collectors`)).json().data.items as {
      id: number;
      email: string;
      name: string;
    }[];
    const me = collectors.find((c) => c.email === sandboxStaffEmail('collector'))!;
    expect(
      (await consolePost(app, supervisor, `${base}/loans/${mine.orderNo}/assign`, { staffId: me.id })).statusCode,
    ).toBe(200);

    // The collector offers a restructure on their loan; the other borrower asks for a payment plan in the app.
    const offered = await consolePost(app, collector, `/api/console/hardship-plans/${mine.orderNo}`, {
      kind: 'restructure',
      firstDueOn: '2026-04-20',
      installmentCount: 3,
    });
    expect(offered.json().code, offered.body).toBe(0);
    const asked = await call(other.auth, 'POST', `/api/orders/${other.orderId}/plan`, {
      kind: 'payment_plan',
      firstDueOn: '2026-04-25',
      installmentCount: 2,
    });
    expect(asked.json().code, asked.body).toBe(0);

    const list = async (who: typeof supervisor, query = '') => {
      const res = await consoleGet(app, who, `${base}/plans${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data.items as Item[]).filter((i) => i.orderNo === mine.orderNo || i.orderNo === other.orderNo);
    };

    // The collector sees the plan of their own loan only, with their name as the one who offered it.
    const collectorsList = await list(collector);
    expect(collectorsList).toHaveLength(1);
    expect(collectorsList[0]).toMatchObject({
      orderNo: mine.orderNo,
      borrowerName: 'Flor Abad',
      kind: 'restructure',
      status: 'offered',
      offeredBy: me.name,
      offeredOn: '2026-04-16',
      nextOn: '2026-04-20',
      settlementCents: null,
    });
    const restructure = collectorsList[0] as Item & { installmentAmountsCents: number[]; totalToPayCents: number };
    expect(restructure.installmentAmountsCents).toHaveLength(3);
    expect(restructure.installmentAmountsCents.reduce((n, c) => n + c, 0)).toBeLessThanOrEqual(
      restructure.totalToPayCents,
    );

    // The supervisor sees both; the filters narrow by kind and status.
    const all = await list(supervisor);
    expect(all.map((i) => i.orderNo).sort()).toEqual([mine.orderNo, other.orderNo].sort());
    expect(all.find((i) => i.orderNo === other.orderNo)).toMatchObject({
      borrowerName: 'Gino Bautista',
      kind: 'payment_plan',
      offeredBy: 'The borrower, in the app',
    });
    expect((await list(supervisor, '?kind=restructure')).map((i) => i.orderNo)).toEqual([mine.orderNo]);
    expect((await list(supervisor, '?kind=settlement')).map((i) => i.orderNo)).toEqual([]);
    expect(await list(supervisor, '?status=in_force')).toEqual([]);
    expect(await list(supervisor, '?status=offered&kind=payment_plan')).toMatchObject([{ orderNo: other.orderNo }]);
    const wrong = await consoleGet(app, supervisor, `${base}/plans?status=paid`);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().field).toBe('status');

    // Roles outside collections are refused.
    const finance = await loginAs(app, 'finance');
    expect((await consoleGet(app, finance, `${base}/plans`)).statusCode).toBe(403);

    // The borrower accepts the restructure with the SMS code and the supervisor approves it: in force.
    const planId = offered.json().data.id as number;
    const mineAuth = mine.auth;
    expect((await call(mineAuth, 'POST', `/api/orders/${mine.orderId}/plan/code`, { planId })).json().code).toBe(0);
    const code = await lastCodeFor(app, '09271410001');
    const accepted = await call(mineAuth, 'POST', `/api/orders/${mine.orderId}/plan/accept`, { planId, smsCode: code });
    expect(accepted.json().data.status, accepted.body).toBe('awaiting_approval');
    const proposals = (await consoleGet(app, supervisor, '/api/console/approvals')).json().data.items as {
      id: number;
      action: string;
      summary: string;
    }[];
    const proposal = proposals.find((p) => p.action === 'hardship_plan' && p.summary.includes(mine.orderNo))!;
    const approved = await consolePost(app, supervisor, `/api/console/approvals/${proposal.id}/approve`, {
      note: 'ok',
    });
    expect(approved.json().data.status, approved.body).toBe('executed');
    const inForce = await list(collector, '?status=in_force');
    expect(inForce).toMatchObject([{ orderNo: mine.orderNo, status: 'in_force', nextOn: '2026-04-20' }]);

    // The next close of business: the loan under the plan opened April's movement in the "plan" group.
    await adminCall('POST', '/clock', { date: '2026-04-17' });
    await app.loans.runCob('2026-04-17');
    const reports = (await consoleGet(app, supervisor, `${base}/reports?months=1`)).json().data;
    const april = (
      reports.planRollRates as {
        month: string;
        rows: { from: string; group: string; accounts: number; rolled: number }[];
      }[]
    ).find((m) => m.month === '2026-04')!;
    expect(april.rows.filter((r) => r.group === 'plan')).toEqual([
      { from: '8-30', group: 'plan', accounts: 1, rolled: 0, rollRateBps: 0 },
    ]);
    expect(april.rows.some((r) => r.group === 'none' && r.from === '8-30')).toBe(true);
    const csv = await consoleGet(app, supervisor, `${base}/reports.csv?report=plan-roll-rates&months=1`);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body).toMatch(/\r\n2026-04,[\d-]+,2026-04-17,8-30,Under a plan in force,1,0,0\.00\r\n/);
    expect((await consoleGet(app, collector, `${base}/reports.csv?report=plan-roll-rates`)).statusCode).toBe(403);
  });
});
