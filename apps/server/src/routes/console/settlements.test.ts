// Settlement reconciliation end to end (decision 070): the sandbox provider writes its day's report;
// finance imports it (edited to carry every kind of exception), reads the queue and resolves an
// exception with a note that lands in the audit log; the same file again adds nothing; bad files and
// bad rows are refused in words, never with a 5xx; roles other than finance and admin are refused.
import { asc, like } from 'drizzle-orm';
import { auditLog, settlementExceptions } from '../../db/schema.js';
import { describe, expect, it } from 'vitest';
import { build } from '../../test/helper.js';
import { consoleGet, consolePost, loginAs } from '../../test/console-helper.js';
import { fixtures } from '../payments/test-fixtures.js';

const app = await build();
const { disbursedOrder, generate } = fixtures(app);
const sandbox = () => app.payments.providers.sandbox!;
const finance = await loginAs(app, 'finance');
const agent = await loginAs(app, 'agent');
const base = '/api/console/books/settlements';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read the envelope's data
const data = (res: { json: () => unknown }) => (res.json() as { data: any }).data;

async function paid(phone: string, amount: number) {
  const { auth, orderId, productId } = await disbursedOrder(phone, '2026-03-02');
  const code = (await generate(auth, { productId, orderId, amount, channelNumber: '7ELE' })).json().data;
  expect(await sandbox().settle(code.paymentNo, 'S')).toMatchObject({ ok: true });
  return code.paymentNo as string;
}

describe('settlement reconciliation', () => {
  it('imports the sandbox report, queues every exception, resolves one with an audited note, and is idempotent', async () => {
    const a = await paid('09212000001', 100_000);
    const b = await paid('09212000002', 200_000);
    const c = await paid('09212000003', 300_000);

    const report = await consoleGet(app, finance, `${base}/sandbox.csv?date=2026-03-02`);
    expect(report.statusCode).toBe(200);
    expect(report.headers['content-type']).toContain('text/csv');
    const lines = report.body.trim().split('\r\n');
    expect(lines[0]).toBe('payment_no,provider_ref,amount,fee,settled_on,status');
    for (const no of [a, b, c]) expect(lines.some((l) => l.startsWith(`${no},`))).toBe(true);

    // The report as it might come: b settled for less, c missing, one payment we never saw, one bad row.
    const edited = [
      lines[0],
      ...lines.slice(1).filter((l) => l.startsWith(`${a},`)),
      ...lines
        .slice(1)
        .filter((l) => l.startsWith(`${b},`))
        .map((l) => l.replace(',2000.00,', ',1999.00,')),
      'UNKNOWN-1,SBX-UNKNOWN,50.00,0.00,2026-03-02,settled',
      'BAD-1,SBX-BAD,fifty,0.00,2026-03-02,settled',
    ].join('\r\n');
    const upload = { provider: 'sandbox', fileName: 'sandbox-2026-03-02.csv', content: edited };
    const first = await consolePost(app, finance, base, upload);
    expect(first.statusCode).toBe(200);
    const imported = data(first);
    expect(imported.duplicate).toBe(false);
    expect(imported.import).toMatchObject({
      provider: 'sandbox',
      periodFrom: '2026-03-02',
      periodTo: '2026-03-02',
      lineCount: 4,
      matchedCount: 1,
      settledCents: 100_000 + 199_900 + 5_000,
      feeCents: 0,
      exceptions: 3,
      openExceptions: 3,
      refusals: [{ lineNo: 5, reason: 'the amount "fifty" is not a peso amount.' }],
    });

    const queue = data(await consoleGet(app, finance, `${base}/exceptions`)).rows;
    const mine = queue.filter((e: { importId: number }) => e.importId === imported.import.id);
    expect(
      mine.map(
        (e: { kind: string; paymentNo: string; ourAmountCents: number | null; theirAmountCents: number | null }) => [
          e.kind,
          e.paymentNo,
          e.ourAmountCents,
          e.theirAmountCents,
        ],
      ),
    ).toEqual([
      ['amount_differs', b, 200_000, 199_900],
      ['not_posted', 'UNKNOWN-1', null, 5_000],
      ['not_settled', c, 300_000, null],
    ]);
    expect(mine[0].description).toBe('The provider settled a different amount from what we posted.');

    // The same file again: the same import, nothing added.
    const again = data(await consolePost(app, finance, base, upload));
    expect(again).toMatchObject({ duplicate: true, import: { id: imported.import.id, exceptions: 3 } });
    expect(await app.db.select().from(settlementExceptions)).toHaveLength(3);

    // Resolving: a note is required; once resolved it leaves the open queue and is audited.
    const target = mine[0].id as number;
    const noNote = await consolePost(app, finance, `${base}/exceptions/${target}/resolve`, { note: '' });
    expect(noNote.statusCode).toBe(400);
    const resolved = await consolePost(app, finance, `${base}/exceptions/${target}/resolve`, {
      note: 'Dragonpay short-paid by one peso; claim raised.',
    });
    expect(resolved.statusCode).toBe(200);
    expect(data(resolved)).toMatchObject({ status: 'resolved', resolvedBy: expect.stringContaining('finance') });
    const twice = await consolePost(app, finance, `${base}/exceptions/${target}/resolve`, { note: 'again, again' });
    expect(twice.statusCode).toBe(409);
    const open = data(await consoleGet(app, finance, `${base}/exceptions`)).rows;
    expect(open.map((e: { id: number }) => e.id)).not.toContain(target);
    const done = data(await consoleGet(app, finance, `${base}/exceptions?status=resolved`)).rows;
    expect(done.map((e: { id: number }) => e.id)).toEqual([target]);
    const audit = await app.db
      .select({ action: auditLog.action, target: auditLog.target })
      .from(auditLog)
      .where(like(auditLog.action, 'books.settlement.%'))
      .orderBy(asc(auditLog.id));
    expect(audit).toEqual([
      { action: 'books.settlement.import', target: String(imported.import.id) },
      { action: 'books.settlement.resolve', target: b },
    ]);
    const list = data(await consoleGet(app, finance, base)).rows;
    expect(list[0]).toMatchObject({ id: imported.import.id, openExceptions: 2 });
  });

  it('refuses bad files in words and other roles outright', async () => {
    const wrong = await consolePost(app, finance, base, {
      provider: 'dragonpay',
      fileName: 'x.csv',
      content: 'payment_no,provider_ref,amount,fee,settled_on,status\r\n',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toContain('not a Dragonpay settlement file');
    const allBad = await consolePost(app, finance, base, {
      provider: 'dragonpay',
      fileName: 'y.csv',
      content:
        'Reference No,Merchant Txn ID,Processor,Amount,Fee,Settlement Date,Status\r\nDP1,LW-1,GCSH,1.00,0,13/40/2026,S\r\n',
    });
    expect(allBad.statusCode).toBe(400);
    expect(allBad.json().message).toContain('Line 2');
    const missing = await consolePost(app, finance, `${base}/exceptions/999999/resolve`, { note: 'nothing here' });
    expect(missing.statusCode).toBe(404);
    expect((await consoleGet(app, agent, base)).statusCode).toBe(403);
    expect((await consolePost(app, agent, base, { provider: 'sandbox', fileName: 'z', content: 'a' })).statusCode).toBe(
      403,
    );
  });
});
