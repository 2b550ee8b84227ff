// Decision 054: the complaint desk shows the sub-type, an owner, internal notes the borrower
// never sees, and the SEC MC 18 deadline (three Philippine working days) with an overdue filter; the
// audit log pages back through everything and filters by who, what, target and day.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { complaints, users } from '../../db/schema.js';
import { consoleGet, consolePost, loginAs, type Staff } from '../../test/console-helper.js';
import { borrowerSession, build } from '../../test/helper.js';
import { fixtures } from '../payments/test-fixtures.js';

const app = await build();
const { adminCall } = fixtures(app);
const get = (staff: Staff, url: string) => consoleGet(app, staff, `/api/console${url}`);
const post = (staff: Staff, url: string, payload: object = {}) =>
  consolePost(app, staff, `/api/console${url}`, payload);

/** A collection complaint filed at `at` (Manila time), as the borrower's form would save it. */
async function fileComplaint(phone: string, at: string) {
  const s = await borrowerSession(app, phone);
  const [user] = await app.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, Number(s.userId)));
  const [row] = await app.db
    .insert(complaints)
    .values({
      userId: user!.id,
      problemType: 1,
      problemSonType: 1,
      detail: 'They call me ten times a day',
      createdAt: new Date(at),
    })
    .returning({ id: complaints.id });
  return { id: row!.id, auth: { authorization: `Bearer ${s.sessionId}` } };
}

describe('complaint desk', () => {
  it('shows the sub-type and the deadline three working days on, and lists what is overdue', async () => {
    // Filed Friday 2026-11-20 at 21:00 Manila: due Wednesday 2026-11-25.
    const late = await fileComplaint('09175551501', '2026-11-20T21:00:00+08:00');
    const fresh = await fileComplaint('09175551502', '2026-11-26T09:00:00+08:00');
    await adminCall('POST', '/clock', { date: '2026-11-27' });
    try {
      const agent = await loginAs(app, 'agent');
      const all = (await get(agent, '/complaints')).json().data.items as Record<string, unknown>[];
      const lateItem = all.find((c) => c.id === late.id)!;
      expect(lateItem).toMatchObject({
        typeName: 'Collection',
        subTypeName: 'Harassing or repeated calls',
        dueOn: '2026-11-25',
        overdue: true,
        daysOverdue: 2,
        owner: null,
        notes: 0,
      });
      // Filed Thursday: Friday, then Tuesday and Wednesday (Monday 30 November is Bonifacio Day).
      expect(all.find((c) => c.id === fresh.id)).toMatchObject({ dueOn: '2026-12-02', overdue: false });
      const overdue = (await get(agent, '/complaints?overdue=1')).json().data.items as { id: number }[];
      expect(overdue.map((c) => c.id)).toContain(late.id);
      expect(overdue.map((c) => c.id)).not.toContain(fresh.id);
      expect((await get(agent, '/complaints?overdue=yes')).statusCode).toBe(400);
    } finally {
      await adminCall('POST', '/clock', { date: null });
    }
  });

  it('assigns an owner, keeps internal notes from the borrower, and audits both', async () => {
    const { id, auth } = await fileComplaint('09175551503', '2026-11-23T10:00:00+08:00');
    const agent = await loginAs(app, 'agent');
    const owners = (await get(agent, '/complaint-owners')).json().data.items as { id: number; role: string }[];
    const me = owners.find((o) => o.role === 'agent')!;
    expect((await post(agent, `/complaints/${id}/owner`, { staffId: me.id })).json().data.owner.id).toBe(me.id);
    const finance = (await get(await loginAs(app, 'admin'), '/staff'))
      .json()
      .data.items.find((s: { role: string }) => s.role === 'finance');
    const refused = await post(agent, `/complaints/${id}/owner`, { staffId: finance.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toMatch(/^staffId: /);
    expect((await post(agent, '/complaints/999999/owner', { staffId: me.id })).statusCode).toBe(404);

    const secret = 'Borrower was rude on the phone; supervisor informed';
    expect((await post(agent, `/complaints/${id}/notes`, { text: secret })).statusCode).toBe(200);
    expect((await post(agent, `/complaints/${id}/notes`, { text: '  ' })).statusCode).toBe(400);
    const notes = (await get(agent, `/complaints/${id}/notes`)).json().data.items;
    expect(notes).toEqual([expect.objectContaining({ text: secret, author: expect.any(String) })]);
    const mine = (await get(agent, '/complaints?owner=me')).json().data.items as { id: number; notes: number }[];
    expect(mine.find((c) => c.id === id)?.notes).toBe(1);
    expect(
      ((await get(agent, '/complaints?owner=none')).json().data.items as { id: number }[]).map((c) => c.id),
    ).not.toContain(id);

    // The borrower's own views never carry a note.
    for (const url of ['/api/user-problem/problem-list', '/api/problem-detail']) {
      const res = await app.inject({ method: 'POST', url, headers: auth, payload: { problemId: id } });
      expect(res.json().code, url).toBe(0);
      expect(res.body, url).toContain('ten times a day');
      expect(res.body, url).not.toContain('supervisor informed');
    }
    const audit = await app.auditRepository.list({ target: `complaint:${id}` });
    expect(audit.map((a) => a.action).sort()).toEqual(['complaint.assign', 'complaint.note']);
    expect((await get(await loginAs(app, 'finance'), `/complaints/${id}/notes`)).statusCode).toBe(403);
  });
});

describe('audit log', () => {
  it('pages back through every entry and filters by actor, action, target and Manila day', async () => {
    for (let i = 0; i < 5; i += 1)
      await app.auditRepository.append({
        actor: 'staff:99:pager@console.sandbox',
        action: 'test.page',
        target: `order:LWPAGE${i}`,
      });
    const admin = await loginAs(app, 'admin');
    const first = (await get(admin, '/audit?actor=pager@&limit=2')).json().data;
    expect(first.items.map((i: { target: string }) => i.target)).toEqual(['order:LWPAGE4', 'order:LWPAGE3']);
    const second = (await get(admin, `/audit?actor=pager@&limit=2&beforeId=${first.olderBeforeId}`)).json().data;
    expect(second.items.map((i: { target: string }) => i.target)).toEqual(['order:LWPAGE2', 'order:LWPAGE1']);
    const last = (await get(admin, `/audit?actor=pager@&limit=2&beforeId=${second.olderBeforeId}`)).json().data;
    expect(last.items).toHaveLength(1);
    expect(last.olderBeforeId).toBeNull();

    expect((await get(admin, '/audit?target=LWPAGE3')).json().data.items).toHaveLength(1);
    expect((await get(admin, '/audit?action=test.page&actor=nobody')).json().data.items).toHaveLength(0);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date());
    expect((await get(admin, `/audit?action=test.page&from=${today}&to=${today}`)).json().data.items).toHaveLength(5);
    expect((await get(admin, '/audit?action=test.page&to=2000-01-01')).json().data.items).toHaveLength(0);
    const backwards = await get(admin, '/audit?from=2026-02-01&to=2026-01-01');
    expect(backwards.statusCode).toBe(400);
    expect((await get(admin, '/audit?from=yesterday')).json().detail).toMatch(/^from: /);
    expect((await get(admin, '/audit/actions')).json().data.items).toContain('test.page');
    expect((await get(await loginAs(app, 'agent'), '/audit')).statusCode).toBe(403);
  });
});
