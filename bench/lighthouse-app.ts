// Lighthouse on every borrower route, as a borrower's phone sees it: mobile form factor, simulated slow 4G
// and a 4x slower CPU (Lighthouse 12's defaults), in Debian's Chromium. Starts a sandbox server with demo
// data on a fresh directory, opens borrower sessions and drives an order into each status that has a screen
// through the same sandbox/admin APIs the e2e fixtures use, then runs Lighthouse N times per route (with
// the route's real query parameters) and prints the median. Writes bench/output/lighthouse-app.{md,json}.
// A script, not a test: `npm test` does not run it. Needs a web build first (npm run build -w @lendwell/web).
// Run: npm run -s lighthouse-app -w @lendwell/bench [-- --runs 3] [--port 3311] [--only detail] [--root DIR]
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '3311' },
    only: { type: 'string' },
    // Another checkout to measure (its apps/server and apps/web/dist), e.g. to measure a commit before a change.
    root: { type: 'string' },
    label: { type: 'string', default: 'lighthouse-app' },
  },
});
const runs = Math.max(1, Number(values.runs));
const root = path.resolve(values.root ?? path.resolve(import.meta.dirname, '..'));
const chromePath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const port = Number(values.port);
const base = `http://127.0.0.1:${port}`;

async function waitFor(url: string, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`server did not answer ${url} within ${timeoutMs} ms`);
}

// ---- the sandbox server and its data -------------------------------------------------------------

const dataDir = mkdtempSync(path.join(tmpdir(), 'lendwell-lighthouse-app-'));
const env: NodeJS.ProcessEnv = {
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  APP_MODE: 'sandbox',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  SANDBOX_PAYOUT_CALLBACK_MS: '200',
  // The bench's borrowers bind no account: they are paid to the sandbox's notional wallet (decision 129).
  SANDBOX_PAYOUT_WALLET: '1',
};
delete env.DATABASE_URL;
const server: ChildProcess = spawn('node', ['--import', 'tsx', 'src/server.ts'], {
  cwd: path.join(root, 'apps/server'),
  env,
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stopServer = () => {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};

type Envelope<T> = { code: number; message: string; data: T };
type Session = { userId: string; sessionId: string; phone: string };

async function call<T>(route: string, init: { method?: string; token: string; body?: unknown }): Promise<T> {
  const response = await fetch(`${base}/api${route}`, {
    method: init.method ?? 'POST',
    headers: {
      authorization: `Bearer ${init.token}`,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (envelope.code !== 0) throw new Error(`${route}: ${envelope.message}`);
  return envelope.data;
}
const adminToken = () => readFileSync(path.join(dataDir, 'admin-token'), 'utf8').trim();
const admin = <T = unknown>(method: 'GET' | 'POST', route: string, body?: unknown) =>
  call<T>(`/admin${route}`, { method, token: adminToken(), body: method === 'POST' ? (body ?? {}) : undefined });
const asBorrower = <T = unknown>(session: Session, route: string, body: unknown) =>
  call<T>(route, { token: session.sessionId, body });

let phoneSerial = 0;
/** Bench borrowers use the speed helper's prefix, so their numbers never collide with an e2e spec's. */
const newSession = () =>
  admin<Session>('POST', '/sessions', { phone: `09205${String(900_000 + phoneSerial++).padStart(6, '0')}` });

type Status = 'review' | 'rejected' | 'disbursing' | 'repaying' | 'due' | 'overdue' | 'settled';

async function productIds(): Promise<{ flex: number; plus: number }> {
  const terms = (await (await fetch(`${base}/api/loan-terms`)).json()) as {
    data: { products: { name: string; productId: number }[] };
  };
  const id = (name: string) => terms.data.products.find((p) => p.name === name)!.productId;
  return { flex: id('Flex 91'), plus: id('Plus 180') };
}

/** A Flex 91 order of PHP 5,000 applied on 2026-01-05, moved to `status` (as e2e/support/loans.ts does). */
async function orderAt(session: Session, productId: number, status: Status) {
  await admin('POST', '/clock', { date: '2026-01-05' });
  const push = await asBorrower<{ orderId: number; orderNo: string }>(session, '/v3/loan-confirm/loan-detail-push', {
    amount: 500000,
    periods: 1,
    termUnit: 91,
    productId,
  });
  const order = { orderId: push.orderId, orderNo: push.orderNo };
  if (status === 'review') return order;
  if (status === 'rejected') {
    await admin('POST', `/orders/${order.orderNo}/reject`, { reason: 'income could not be verified' });
    return order;
  }
  await admin('POST', `/orders/${order.orderNo}/approve`, { reason: 'verified' });
  if (status === 'disbursing') return order;
  await admin('POST', `/orders/${order.orderNo}/disburse`);
  for (let i = 0; ; i++) {
    const { order: now } = await admin<{ order: { status: number } }>('GET', `/orders/${order.orderNo}`);
    if (now.status === 170) break;
    if (i > 150) throw new Error(`order ${order.orderNo} was not booked (status ${now.status})`);
    await new Promise((r) => setTimeout(r, 200));
  }
  if (status === 'repaying') return order;
  const step = async (date: string) => {
    await admin('POST', '/clock', { date });
    await admin('POST', '/cob', {});
  };
  if (status === 'due') await step('2026-04-03');
  else if (status === 'overdue') await step('2026-04-08');
  else if (status === 'settled') {
    await step('2026-04-06');
    await admin('POST', `/orders/${order.orderNo}/payments`, {
      amountCents: 560_667,
      purpose: 'repay',
      reference: `bench-settle-${order.orderNo}`,
    });
  }
  return order;
}

type Target = { name: string; path: string; params: Record<string, string>; session?: Session };

/** Every borrower route that has a screen, with the data it needs and its real query parameters. */
async function targets(): Promise<Target[]> {
  const { flex, plus } = await productIds();
  const t = (name: string, pagePath: string, session: Session | undefined, params: Record<string, string> = {}) => ({
    name,
    path: pagePath,
    session,
    params,
  });
  const list: Target[] = [t('official site /', '/', undefined)];

  const fresh = await newSession();
  list.push(
    t('/loan/confirm', '/loan/confirm', fresh, { productId: String(flex) }),
    t('/loan/confirm-of-period', '/loan/confirm-of-period', fresh, { productId: String(plus) }),
    t('/loan/confirm-new', '/loan/confirm-new', fresh, { productId: String(flex) }),
    t('/bind-bank', '/bind-bank', fresh, { productId: String(flex) }),
    t('/loan-agreement', '/loan-agreement', fresh, { productId: String(flex), position: '1' }),
    t('/customer-service', '/customer-service', fresh),
    t('/about-us', '/about-us', fresh),
    t('/privacy-policy', '/privacy-policy', fresh),
    t('/error/joint-login-failure', '/error/joint-login-failure', fresh),
  );

  const orders: Partial<Record<Status, { orderId: number; session: Session }>> = {};
  for (const status of ['review', 'rejected', 'disbursing', 'repaying', 'due', 'overdue', 'settled'] as const) {
    const session = await newSession();
    const { orderId } = await orderAt(session, flex, status);
    orders[status] = { orderId, session };
    list.push(
      t(`/loan/detail (${status})`, '/loan/detail', session, { orderId: String(orderId), productId: String(flex) }),
    );
  }
  // The screens of a loan being repaid read the repaying order; the rollover reads the overdue one.
  const repaying = orders.repaying!;
  const overdue = orders.overdue!;
  const loan = (o: { orderId: number }) => ({ orderId: String(o.orderId), productId: String(flex) });
  list.push(
    t('/repay', '/repay', repaying.session, loan(repaying)),
    t('/repay/delay', '/repay/delay', overdue.session, loan(overdue)),
    t('/payway', '/payway', repaying.session, loan(repaying)),
    t('/payment-instructions', '/payment-instructions', repaying.session),
    t('/repaymentOfCode', '/repaymentOfCode', repaying.session, {
      showType: '1',
      payCode: '7012345678901',
      repayAmount: '560667',
    }),
    t('/repaymentOfCode2', '/repaymentOfCode2', repaying.session, {
      showType: '1',
      payCode: '7012345678901',
      repayAmount: '560667',
    }),
  );

  // Complaints: one sent complaint, so the list and its details have something to show.
  const complainer = orders.repaying!.session;
  const saved = await asBorrower<{ problemId: number }>(complainer, '/user-problem/problem-save', {
    problemType: 1,
    problemSonType: 2,
    problemDetail: 'Your collector called my sister three times.',
  });
  list.push(
    t('/complainPage', '/complainPage', complainer),
    t('/complainPageNext', '/complainPageNext', complainer, { problemType: '1', problemSonType: '2' }),
    t('/complaintList', '/complaintList', complainer),
    t('/complainDetails', '/complainDetails', complainer, { problemId: String(saved.problemId) }),
  );
  return list;
}

function urlOf(target: Target): string {
  if (!target.session) return `${base}${target.path}`;
  const params = new URLSearchParams({
    sessionId: target.session.sessionId,
    userId: target.session.userId,
    deviceId: 'bench-device',
    appVersion: '1.0.0',
    ...target.params,
  });
  return `${base}${target.path}?${params}`;
}

// ---- Lighthouse ----------------------------------------------------------------------------------

type Row = {
  route: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferKb: number;
  costs: string;
};

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};

/** The audits that cost points: weighted ones below 0.9, each with what Lighthouse shows for it. */
function costs(lhr: Result): string[] {
  const weighted = new Set(
    Object.values(lhr.categories).flatMap((c) => c.auditRefs.filter((r) => r.weight > 0).map((r) => r.id)),
  );
  const opportunities = ['render-blocking-resources', 'legacy-javascript', 'unused-javascript', 'uses-long-cache-ttl'];
  return Object.values(lhr.audits)
    .filter(
      (a) =>
        a.score !== null &&
        a.score < 0.9 &&
        (weighted.has(a.id) || opportunities.includes(a.id)) &&
        !['informative', 'notApplicable', 'manual'].includes(a.scoreDisplayMode),
    )
    .map((a) => (a.displayValue ? `${a.id} (${a.displayValue})` : a.id));
}

async function measure(chromePort: number, target: Target): Promise<Row> {
  const samples: Row[] = [];
  for (let i = 0; i < runs; i++) {
    const flags: Flags = {
      port: chromePort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      // Mobile, simulated slow 4G (150 ms RTT, 1.6 Mbps) and 4x CPU slowdown: Lighthouse 12's defaults, said out loud.
      formFactor: 'mobile',
      throttlingMethod: 'simulate',
    };
    const run = await lighthouse(urlOf(target), flags);
    if (!run) throw new Error('lighthouse returned nothing');
    const lhr = run.lhr;
    // LH_DUMP=DIR keeps each route's whole report, to read an audit's items (which resource, which polyfill).
    if (process.env.LH_DUMP)
      writeFileSync(path.join(process.env.LH_DUMP, `${target.name.replace(/\W+/g, '_')}.json`), JSON.stringify(lhr));
    const score = (c: string) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    samples.push({
      route: target.name,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      transferKb: numeric('total-byte-weight') / 1024,
      costs: costs(lhr).join(', '),
    });
  }
  // The median run by performance gives the costs; each figure is its own median.
  const byPerformance = [...samples].sort((a, b) => a.performance - b.performance);
  const mid = byPerformance[Math.floor(samples.length / 2)]!;
  const m = (k: keyof Row) => median(samples.map((s) => s[k] as number));
  return {
    route: target.name,
    performance: m('performance'),
    accessibility: m('accessibility'),
    bestPractices: m('bestPractices'),
    seo: m('seo'),
    lcpMs: m('lcpMs'),
    tbtMs: m('tbtMs'),
    cls: m('cls'),
    transferKb: m('transferKb'),
    costs: mid.costs,
  };
}

function table(rows: Row[]): string {
  const head = '| route | perf | a11y | LCP s | TBT ms | CLS | transfer KB | what cost points |';
  const rule = '|---|---:|---:|---:|---:|---:|---:|---|';
  const lines = rows.map(
    (r) =>
      `| ${r.route} | ${r.performance} | ${r.accessibility} | ${(r.lcpMs / 1000).toFixed(2)} | ${Math.round(r.tbtMs)} | ${r.cls.toFixed(3)} | ${r.transferKb.toFixed(0)} | ${r.costs || '—'} |`,
  );
  return [head, rule, ...lines].join('\n');
}

let rows: Row[] = [];
try {
  await waitFor(`${base}/api/health`, 90_000);
  let list = await targets();
  if (values.only) list = list.filter((t) => t.name.includes(values.only!));
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    for (const target of list) {
      const row = await measure(chrome.port, target);
      rows.push(row);
      console.log(
        `${row.route.padEnd(28)} perf ${String(row.performance).padStart(3)}  a11y ${String(row.accessibility).padStart(3)}  LCP ${(row.lcpMs / 1000).toFixed(2)} s  TBT ${Math.round(row.tbtMs)} ms  CLS ${row.cls.toFixed(3)}  ${row.transferKb.toFixed(0)} KB`,
      );
    }
  } finally {
    await chrome.kill();
  }
} finally {
  stopServer();
}

rows = rows.filter(Boolean);
const outDir = path.join(import.meta.dirname, 'output');
mkdirSync(outDir, { recursive: true });
const heading =
  `Lighthouse 12, mobile (simulated slow 4G, 4x CPU), Debian Chromium, median of ${runs}; ` +
  `${new Date().toISOString()}; measured tree: ${root}`;
const markdown = `${heading}\n\n${table(rows)}\n`;
console.log(`\n${markdown}`);
writeFileSync(path.join(outDir, `${values.label}.md`), markdown);
writeFileSync(
  path.join(outDir, `${values.label}.json`),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), runs, chromium: chromePath, rows }, null, 2)}\n`,
);
console.log(`written to bench/output/${values.label}.md and .json`);
