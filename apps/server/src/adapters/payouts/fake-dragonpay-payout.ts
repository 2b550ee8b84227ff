// A local fake of the Dragonpay Payout API as modelled in dragonpay-payout.ts, for tests only. It
// checks the Bearer secret on every call and the shape of every request, remembers each TxnId (a
// repeat answers the first result and pays nothing), and signs its postbacks as the provider does.
// The account numbers it receives stay in memory so tests can check the full number arrived.
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeTxn = {
  txnId: string;
  refNo: string;
  amount: string;
  procId: string;
  procDetail: string;
  status: 'P' | 'S' | 'F' | 'R';
  message: string;
  settledOn: string | null;
};

export type FakePayoutOptions = {
  merchantId: string;
  secret: string;
  /** Account endings that the API refuses at once, with its negative code. */
  refuse?: Record<string, number>;
  /** Account endings whose request is held this long before any answer (a timeout). */
  slowMs?: Record<string, number>;
};

const sha1 = (v: string) => createHash('sha1').update(v).digest('hex');

export function createFakePayoutProvider(options: FakePayoutOptions) {
  const txns = new Map<string, FakeTxn>();
  const answers = new Map<string, object>();
  const calls: { method: string; path: string; authorized: boolean }[] = [];
  const problems: string[] = [];
  let refSeq = 1000;
  /** Runs before the POST is answered: a test may deliver a callback first. */
  let beforeAnswer: ((txn: FakeTxn) => Promise<void>) | null = null;

  const send = (res: ServerResponse, status: number, body: object) => {
    res.statusCode = status;
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(body));
  };
  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = '';
      req.on('data', (c: Buffer) => (data += c.toString()));
      req.on('end', () => resolve(data));
    });

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const authorized = req.headers.authorization === `Bearer ${options.secret}`;
    calls.push({ method: req.method ?? '', path: url.pathname, authorized });
    if (!authorized) return send(res, 401, { Code: -1, Message: 'unauthorized' });
    const prefix = `/${options.merchantId}/`;
    if (!url.pathname.startsWith(prefix)) return send(res, 404, {});
    const rest = url.pathname.slice(prefix.length);

    if (req.method === 'POST' && rest === 'post') {
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(await readBody(req)) as Record<string, unknown>;
      } catch {
        problems.push('body is not JSON');
        return send(res, 400, { Code: -2, Message: 'bad request' });
      }
      const required = [
        'TxnId',
        'Amount',
        'Currency',
        'Description',
        'ProcId',
        'ProcDetail',
        'Email',
        'MobileNo',
        'Name',
      ];
      const missing = required.filter((k) => typeof body[k] !== 'string');
      if (missing.length) problems.push(`missing ${missing.join(', ')}`);
      if (body.Currency !== 'PHP') problems.push('currency is not PHP');
      if (!/^\d+\.\d{2}$/.test(String(body.Amount))) problems.push(`amount ${String(body.Amount)} is not a decimal`);
      if (!/^\d{10,16}$|^09\d{9}$/.test(String(body.ProcDetail)))
        problems.push('ProcDetail is not a full account number');
      const txnId = String(body.TxnId);
      const earlier = answers.get(txnId);
      if (earlier) return send(res, 200, earlier);
      const detail = String(body.ProcDetail);
      const slow = Object.entries(options.slowMs ?? {}).find(([end]) => detail.endsWith(end));
      if (slow) await new Promise((r) => setTimeout(r, slow[1]));
      const refused = Object.entries(options.refuse ?? {}).find(([end]) => detail.endsWith(end));
      if (refused) {
        const answer = { Code: refused[1], Message: 'refused' };
        answers.set(txnId, answer);
        return send(res, 200, answer);
      }
      const txn: FakeTxn = {
        txnId,
        refNo: `DPO${refSeq++}`,
        amount: String(body.Amount),
        procId: String(body.ProcId),
        procDetail: detail,
        status: 'P',
        message: 'accepted',
        settledOn: null,
      };
      txns.set(txnId, txn);
      const answer = { Code: 0, Message: txn.refNo };
      answers.set(txnId, answer);
      if (beforeAnswer) await beforeAnswer(txn);
      return send(res, 200, answer);
    }
    const status = /^txnid\/(.+)$/.exec(rest);
    if (req.method === 'GET' && status) {
      const txn = txns.get(decodeURIComponent(status[1]!));
      if (!txn) return send(res, 404, { Code: -3, Message: 'not found' });
      return send(res, 200, {
        TxnId: txn.txnId,
        RefNo: txn.refNo,
        Status: txn.status,
        Message: txn.message,
        Amount: txn.amount,
      });
    }
    const report = /^report\/(\d{4}-\d{2}-\d{2})$/.exec(rest);
    if (req.method === 'GET' && report) {
      let count = 0;
      let cents = 0;
      for (const t of txns.values())
        if ((t.status === 'S' || t.status === 'R') && t.settledOn === report[1]) {
          count += 1;
          cents += Math.round(Number(t.amount) * 100);
        }
      return send(res, 200, { Count: count, Amount: (cents / 100).toFixed(2) });
    }
    send(res, 404, {});
  };

  // A fault inside the fake is kept with the other problems and answered, never left hanging.
  const server = createServer((req, res) => {
    handle(req, res).catch((e: unknown) => {
      problems.push(`handler failed: ${(e as Error).message}`);
      if (!res.headersSent) send(res, 500, { Code: -1, Message: 'fake failed' });
    });
  });

  return {
    txns,
    calls,
    problems,
    async start(): Promise<string> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    onBeforeAnswer(fn: ((txn: FakeTxn) => Promise<void>) | null) {
      beforeAnswer = fn;
    },
    /** The provider's bank settles (S), fails (F, with an ISO reason) or returns (R) a payout. */
    mark(txnId: string, status: 'P' | 'S' | 'F' | 'R', message: string, settledOn: string | null = null) {
      const txn = txns.get(txnId);
      if (!txn) throw new Error(`fake provider has no ${txnId}`);
      txn.status = status;
      txn.message = message;
      if (settledOn) txn.settledOn = settledOn;
    },
    /** The signed postback fields for a transaction's current status. */
    postback(txnId: string): Record<string, string> {
      const txn = txns.get(txnId)!;
      const fields = { merchanttxnid: txn.txnId, refno: txn.refNo, status: txn.status, message: txn.message };
      return {
        ...fields,
        digest: sha1([fields.merchanttxnid, fields.refno, fields.status, fields.message, options.secret].join(':')),
      };
    },
  };
}
