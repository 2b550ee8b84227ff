// Maker-checker for configuration (decision 123): with its setting on, a product's new terms, the publication
// of a credit rule set and a change of the chart of accounts are each proposed (202) with a sentence in words,
// change nothing until a second person of the right role approves, are refused to their maker, run in the
// approver's transaction audited under the maker's name, change nothing when rejected or expired, and are
// refused when what they were worded against has changed meanwhile.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { approvalProposals, auditLog, glAccounts, glMappings } from '../../db/schema.js';
import { build, testDatabaseUrl } from '../../test/helper.js';
import { consoleGet, consolePost, loginAs, staffFrom, staffLogin, type Staff } from '../../test/console-helper.js';
import { approveAs, rejectAs, secondStaff, turnOnApproval } from '../../test/approvals-helper.js';

const app = await build();
const admin = await loginAs(app, 'admin');
const finance = await loginAs(app, 'finance');
const risk = staffFrom(await staffLogin(app, 'risk@console.sandbox'));
const admin2 = await secondStaff(app, admin, 'admin');

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read the envelope's data loosely
const data = (res: { json: () => unknown }) => (res.json() as { data: any }).data;
const auditOf = (target: string) => app.db.select().from(auditLog).where(eq(auditLog.target, target));
const statusOf = async (id: number) =>
  (await app.db.select().from(approvalProposals).where(eq(approvalProposals.id, id)))[0]!.status;
/** Moves a proposal past its 72 hours, as the clock would. */
const expire = (id: number) =>
  app.db
    .update(approvalProposals)
    .set({ expiresAt: sql`now() - interval '1 minute'` })
    .where(eq(approvalProposals.id, id));
const put = (s: Staff, url: string, payload: object) =>
  app.inject({ method: 'PUT', url, headers: { cookie: s.cookie, 'x-csrf-token': s.csrf }, payload });

await turnOnApproval(app, admin, admin2.staff, 'product_change');
await turnOnApproval(app, admin, admin2.staff, 'credit_rule_set');
await turnOnApproval(app, admin, admin2.staff, 'chart_of_accounts');

describe(`maker-checker for products (${testDatabaseUrl() ? 'PostgreSQL' : 'PGlite'})`, () => {
  const flex = async () =>
    (data(await consoleGet(app, admin, '/api/console/config/products')).items as { code: string }[]).find(
      (p) => p.code === 'FLEX91',
    ) as unknown as { id: number; versionId: number; terms: Record<string, unknown> };
  const propose = async (terms: object, reason = 'Board cut the rate for Q1') => {
    const p = await flex();
    return consolePost(app, admin, `/api/console/config/products/${p.id}`, { ...p.terms, ...terms, reason });
  };

  it('saves new terms only after a second admin approves, with both names in the audit log', async () => {
    const before = await flex();
    const noReason = await consolePost(app, admin, `/api/console/config/products/${before.id}`, {
      ...before.terms,
      monthlyInterestRateBps: 350,
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().field).toBe('reason');
    // Terms that break a rule are refused at once, not proposed.
    expect((await propose({ monthlyInterestRateBps: 700 })).statusCode).toBe(400);
    const res = await propose({ monthlyInterestRateBps: 350, maxAmountCents: 1_500_000 });
    expect(res.statusCode).toBe(202);
    expect(data(res).summary).toBe(
      'Change product “Flex 91” (FLEX91): largest amount ₱10,000.00 → ₱15,000.00; monthly interest 4.00% → 3.50%. ' +
        'It is saved as a new version; orders already made keep their terms.',
    );
    expect(data(res).message).toMatch(/^Proposed, waiting for a second person to approve: Change product/);
    expect((await flex()).versionId).toBe(before.versionId);

    const id = data(res).proposalId as number;
    expect((await approveAs(app, admin, id)).statusCode).toBe(403);
    expect((await approveAs(app, finance, id)).json().message).toMatch(/^Only admin staff may decide/);
    expect((await approveAs(app, admin2.staff, id, 'checked with the board minutes')).statusCode).toBe(200);
    const after = await flex();
    expect(after.versionId).not.toBe(before.versionId);
    expect(after.terms).toMatchObject({ monthlyInterestRateBps: 350, maxAmountCents: 1_500_000 });
    const saved = (await auditOf(`product:${before.id}`)).filter((a) => a.action === 'config.product.save');
    expect(saved).toHaveLength(1);
    expect(saved[0]!.actor).toMatch(/admin@console\.sandbox$/);
    expect((await auditOf(`approval:${id}`)).map((a) => [a.action, a.actor])).toContainEqual([
      'approval.approve',
      admin2.actor,
    ]);
  });

  it('changes nothing when rejected or expired, and refuses a proposal worded against an older version', async () => {
    const before = await flex();
    const rejected = data(await propose({ dueSoonDays: 5 })).proposalId as number;
    expect((await rejectAs(app, admin2.staff, rejected, 'not this quarter')).statusCode).toBe(200);
    expect(await statusOf(rejected)).toBe('rejected');

    const late = data(await propose({ dueSoonDays: 6 })).proposalId as number;
    await expire(late);
    expect((await approveAs(app, admin2.staff, late)).json().message).toBe('This proposal is already expired.');
    expect(await flex()).toEqual(before);

    const older = data(await propose({ dueSoonDays: 7 })).proposalId as number;
    const newer = data(await propose({ recommended: !before.terms.recommended })).proposalId as number;
    expect((await approveAs(app, admin2.staff, newer)).statusCode).toBe(200);
    const stale = await approveAs(app, admin2.staff, older);
    expect(stale.statusCode).toBe(409);
    expect(await statusOf(older)).toBe('proposed');
    expect((await flex()).terms.dueSoonDays).toBe(before.terms.dueSoonDays);
  });
});

describe(`maker-checker for credit rule sets (${testDatabaseUrl() ? 'PostgreSQL' : 'PGlite'})`, () => {
  const sets = async () => data(await consoleGet(app, risk, '/api/console/credit/rule-sets'));
  const draft = async (minAgeYears: number, note: string) => {
    const live = (await sets()).live;
    const config = { ...live.config, eligibility: { ...live.config.eligibility, minAgeYears } };
    expect((await consolePost(app, admin, '/api/console/credit/rule-sets/draft', { config, note })).statusCode).toBe(
      200,
    );
    return (await sets()).draft as { version: number };
  };
  const publish = (reason = 'Risk committee approved the draft') =>
    consolePost(app, admin, '/api/console/credit/rule-sets/draft/publish', { reason });

  it('publishes a draft only after risk approves; rejected, expired or edited-since proposals change nothing', async () => {
    const live = (await sets()).live;
    const d = await draft(live.config.eligibility.minAgeYears + 2, 'older borrowers only');
    const res = await publish();
    expect(res.statusCode).toBe(202);
    expect(data(res).summary).toBe(
      `Publish credit rules version ${d.version} (“older borrowers only”) in place of version ${live.version}: ` +
        `Minimum age: ${live.config.eligibility.minAgeYears} → ${live.config.eligibility.minAgeYears + 2}. ` +
        'New applications are decided by it at once.',
    );
    expect((await sets()).live.version).toBe(live.version);
    const id = data(res).proposalId as number;
    expect((await approveAs(app, admin, id)).statusCode).toBe(403);
    expect((await approveAs(app, finance, id)).statusCode).toBe(403);
    expect((await rejectAs(app, risk, id, 'wait for the back-test')).statusCode).toBe(200);
    expect((await sets()).live.version).toBe(live.version);

    const late = data(await publish()).proposalId as number;
    await expire(late);
    expect((await approveAs(app, risk, late)).statusCode).not.toBe(200);

    // The draft is edited in place after it was proposed: the checker read other rules.
    const edited = data(await publish()).proposalId as number;
    await draft(live.config.eligibility.minAgeYears + 3, 'older still');
    expect((await approveAs(app, risk, edited)).statusCode).toBe(409);
    expect((await sets()).live.version).toBe(live.version);

    const good = data(await publish()).proposalId as number;
    expect((await approveAs(app, risk, good)).statusCode).toBe(200);
    expect((await sets()).live.version).toBe(d.version);
    const published = (await auditOf(`credit-rules:v${d.version}`)).filter((a) => a.action === 'credit.rules.publish');
    expect(published).toHaveLength(1);
    expect(published[0]!.actor).toMatch(/admin@console\.sandbox$/);
  });
});

describe(`maker-checker for the chart of accounts (${testDatabaseUrl() ? 'PostgreSQL' : 'PGlite'})`, () => {
  const account = async (code: string) => (await app.db.select().from(glAccounts).where(eq(glAccounts.code, code)))[0];
  const mapped = async (ledgerAccount: string) =>
    (await app.db.select().from(glMappings).where(eq(glMappings.ledgerAccount, ledgerAccount)))[0]?.glCode;

  it('adds an account only after finance approves, and changes a mapping only when approved', async () => {
    const input = { code: '2191', name: 'Interest in suspense', kind: 'liability', control: false };
    expect((await put(admin, '/api/console/books/chart/accounts', input)).json().field).toBe('reason');
    const res = await put(admin, '/api/console/books/chart/accounts', { ...input, reason: 'auditor asked for it' });
    expect(res.statusCode).toBe(202);
    expect(data(res).summary).toBe('Add account 2191 Interest in suspense (a liability) to the chart.');
    expect(await account('2191')).toBeUndefined();
    const id = data(res).proposalId as number;
    expect((await approveAs(app, admin, id)).statusCode).toBe(403);
    expect((await approveAs(app, risk, id)).statusCode).toBe(403);
    expect((await approveAs(app, finance, id)).statusCode).toBe(200);
    expect(await account('2191')).toMatchObject({ name: 'Interest in suspense', kind: 'liability' });
    expect((await auditOf('2191')).map((a) => a.action)).toEqual(['books.account']);

    const was = await mapped('receivable:interest');
    const change = { glCode: '2191', reason: 'tie-out of the interest column' };
    const proposal = await consolePost(app, admin, '/api/console/books/chart/mappings/receivable:interest', change);
    expect(proposal.statusCode).toBe(202);
    expect(data(proposal).summary).toMatch(
      /^Roll Owed by borrowers — interest up to 2191 Interest in suspense instead of \S+ .+; every report reads the new mapping\.$/,
    );
    expect((await rejectAs(app, finance, data(proposal).proposalId, 'wrong account')).statusCode).toBe(200);
    expect(await mapped('receivable:interest')).toBe(was);

    const late = await consolePost(app, admin, '/api/console/books/chart/mappings/receivable:interest', change);
    await expire(data(late).proposalId);
    expect((await approveAs(app, finance, data(late).proposalId)).statusCode).not.toBe(200);
    expect(await mapped('receivable:interest')).toBe(was);
  });
});
