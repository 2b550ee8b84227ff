// Operator CLI: `npm run ops -- <command>`. It talks to the running server's admin API, because
// PGlite lets only one process open the data directory.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parsePesos } from '@lendwell/contracts/money-format';
import { repoRoot, resolveFromInvocation } from '../config/paths.js';

type Command = {
  summary: string;
  options: Record<string, { type: 'string'; short?: string }>;
  run: (values: Record<string, string | undefined>, positionals: string[]) => Promise<unknown>;
};

function required(value: string | undefined, what: string): string {
  if (!value) throw new Error(`missing ${what}`);
  return value;
}

const baseUrl = process.env.OPS_URL ?? `http://127.0.0.1:${process.env.PORT ?? '3000'}`;

function adminToken(): string {
  if (process.env.ADMIN_TOKEN) return process.env.ADMIN_TOKEN;
  const dataDir = process.env.DATA_DIR ? resolveFromInvocation(process.env.DATA_DIR) : path.join(repoRoot, '.data');
  try {
    return readFileSync(path.join(dataDir, 'admin-token'), 'utf8').trim();
  } catch {
    throw new Error(
      `no admin token: set ADMIN_TOKEN or start the sandbox server once (it writes ${dataDir}/admin-token)`,
    );
  }
}

async function call(method: 'GET' | 'POST', route: string, body?: unknown): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(`${baseUrl}/api/admin${route}`, {
      method,
      headers: { authorization: `Bearer ${adminToken()}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
  } catch {
    throw new Error(`cannot reach the server at ${baseUrl}; is it running (npm start)?`);
  }
  const envelope = (await response.json()) as { code: number; message: string; data: unknown };
  if (envelope.code !== 0) throw new Error(envelope.message);
  return envelope.data;
}

async function callForm(route: string, form: FormData): Promise<unknown> {
  const response = await fetch(`${baseUrl}/api/admin${route}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${adminToken()}` },
    body: form,
  });
  const envelope = (await response.json()) as { code: number; message: string; data: unknown };
  if (envelope.code !== 0) throw new Error(envelope.message);
  return envelope.data;
}

const commands: Record<string, Command> = {
  'session:create': {
    summary:
      'session:create --phone 09171234567 [--reason "ticket 123"]   open a borrower session (audited); prints userId and sessionId',
    options: { phone: { type: 'string', short: 'p' }, reason: { type: 'string', short: 'r' } },
    run: async ({ phone, reason }) => {
      if (!phone) throw new Error('--phone is required');
      return call('POST', '/sessions', reason ? { phone, reason } : { phone });
    },
  },
  'sms:outbox': {
    summary: 'sms:outbox [--phone N] [--limit 20]     the sandbox SMS outbox, newest first',
    options: { phone: { type: 'string' }, limit: { type: 'string' } },
    run: async ({ phone, limit }) => {
      const q = new URLSearchParams();
      if (phone) q.set('phone', phone);
      if (limit) q.set('limit', limit);
      return call('GET', `/sms-outbox${q.size ? `?${q}` : ''}`);
    },
  },
  'clock:set': {
    summary: 'clock:set YYYY-MM-DD | --clear           move the sandbox business date (or follow the calendar again)',
    options: { clear: { type: 'boolean' } as never },
    run: async (values, positionals) =>
      call('POST', '/clock', { date: values.clear ? null : required(positionals[0], 'a date like 2026-04-07') }),
  },
  'cob:run': {
    summary: 'cob:run [--date YYYY-MM-DD]             close every business date up to the date (default: today)',
    options: { date: { type: 'string' } },
    run: async ({ date }) => call('POST', '/cob', date ? { date } : {}),
  },
  'order:show': {
    summary: 'order:show <orderNo>                    schedule, balance by bucket, postings, status history',
    options: {},
    run: async (_, positionals) =>
      call('GET', `/orders/${encodeURIComponent(required(positionals[0], 'an order number'))}`),
  },
  'order:approve': {
    summary: 'order:approve <orderNo> [--reason R]    approve an application under review (21 → 151)',
    options: { reason: { type: 'string' } },
    run: async ({ reason }, positionals) =>
      call(
        'POST',
        `/orders/${encodeURIComponent(required(positionals[0], 'an order number'))}/approve`,
        reason ? { reason } : {},
      ),
  },
  'order:reject': {
    summary: 'order:reject <orderNo> --reason R       reject an application (21 → 110)',
    options: { reason: { type: 'string' } },
    run: async ({ reason }, positionals) =>
      call('POST', `/orders/${encodeURIComponent(required(positionals[0], 'an order number'))}/reject`, {
        reason: required(reason, '--reason'),
      }),
  },
  'order:disburse': {
    summary: 'order:disburse <orderNo>                pay out through the payout adapter and book the loan (151 → 170)',
    options: {},
    run: async (_, positionals) =>
      call('POST', `/orders/${encodeURIComponent(required(positionals[0], 'an order number'))}/disburse`),
  },
  'order:waive-penalty': {
    summary:
      'order:waive-penalty <orderNo> --amount PESOS --reason R   waive part or all of the penalty (posted to the ledger, audited)',
    options: { amount: { type: 'string' }, reason: { type: 'string' } },
    run: async ({ amount, reason }, positionals) => {
      const amountCents = parsePesos(required(amount, '--amount (pesos, e.g. 15.00)'));
      if (amountCents === null) throw new Error('--amount: write pesos with at most two decimals, e.g. 15.00');
      return call('POST', `/orders/${encodeURIComponent(required(positionals[0], 'an order number'))}/waive-penalty`, {
        amountCents,
        reason: required(reason, '--reason'),
      });
    },
  },
  'order:pay': {
    summary: 'order:pay <orderNo> --amount CENTS [--purpose repay|rollover|payoff] [--reference R]   a sandbox payment',
    options: { amount: { type: 'string' }, purpose: { type: 'string' }, reference: { type: 'string' } },
    run: async ({ amount, purpose, reference }, positionals) =>
      call('POST', `/orders/${encodeURIComponent(required(positionals[0], 'an order number'))}/payments`, {
        amountCents: Number(required(amount, '--amount (centavos)')),
        purpose: purpose ?? 'repay',
        reference: reference ?? `ops-${Date.now()}`,
      }),
  },
  'payments:reconcile': {
    summary:
      'payments:reconcile [--all]               ask the provider about payments pending past their expiry (--all: every pending one)',
    options: { all: { type: 'boolean' } as never },
    run: async (values) =>
      call('POST', '/payments/reconcile', { all: Boolean((values as Record<string, unknown>).all) }),
  },
  'payment:show': {
    summary: "payment:show <paymentNo>                our record of a payment and the provider's status",
    options: {},
    run: async (_, positionals) =>
      call('GET', `/payments/${encodeURIComponent(required(positionals[0], 'a payment number'))}`),
  },
  'order:payments': {
    summary: 'order:payments <orderNo>                the payments of an order (collections and cards)',
    options: {},
    run: async (_, positionals) =>
      call('GET', `/orders/${encodeURIComponent(required(positionals[0], 'an order number'))}/payments`),
  },
  'payment:sandbox-pay': {
    summary: 'payment:sandbox-pay <paymentNo> [--fail]  sandbox: act as the payer at the sandbox provider',
    options: { fail: { type: 'boolean' } as never },
    run: async (values, positionals) =>
      call('POST', `/payments/${encodeURIComponent(required(positionals[0], 'a payment number'))}/sandbox-settle`, {
        outcome: (values as Record<string, unknown>).fail ? 'F' : 'S',
      }),
  },
  'promotion:funnel': {
    summary:
      'promotion:funnel [--template N]        landing funnel per template: visits, clicks, codes sent, registrations',
    options: { template: { type: 'string' } },
    run: async ({ template }) =>
      call('GET', `/promotion/funnel${template ? `?templateId=${encodeURIComponent(template)}` : ''}`),
  },
  'events:count': {
    summary:
      'events:count [--from YYYY-MM-DD] [--to YYYY-MM-DD]   event/save taps by module, position and product (30 = borrow again)',
    options: { from: { type: 'string' }, to: { type: 'string' } },
    run: async ({ from, to }) => {
      const q = new URLSearchParams();
      if (from) q.set('from', from);
      if (to) q.set('to', to);
      return call('GET', `/events/counts${q.size ? `?${q}` : ''}`);
    },
  },
  'staff:create': {
    summary:
      'staff:create --email E --name N --role agent|reviewer|finance|admin   a console account; the password comes from STAFF_PASSWORD',
    options: { email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string' } },
    // The password is read from the environment so it stays out of shell history and process lists.
    run: async ({ email, name, role }) =>
      call('POST', '/staff', {
        email: required(email, '--email'),
        name: required(name, '--name'),
        role: role ?? 'admin',
        password: required(process.env.STAFF_PASSWORD, 'STAFF_PASSWORD in the environment (at least 12 characters)'),
      }),
  },
  'complaint:list': {
    summary: 'complaint:list [--status submitted|answered|rated]   complaints, newest first',
    options: { status: { type: 'string' } },
    run: async ({ status }) => call('GET', `/complaints${status ? `?status=${encodeURIComponent(status)}` : ''}`),
  },
  'complaint:start': {
    summary: 'complaint:start <id>                    take a complaint up (submitted → in progress)',
    options: {},
    run: async (_, positionals) =>
      call('POST', `/complaints/${encodeURIComponent(required(positionals[0], 'a complaint id'))}/start`),
  },
  'complaint:answer': {
    summary: 'complaint:answer <id> --text "…" [--image file.jpg …]   answer; the borrower is asked to rate it',
    options: { text: { type: 'string' }, image: { type: 'string', multiple: true } as never },
    run: async (values, positionals) => {
      const id = encodeURIComponent(required(positionals[0], 'a complaint id'));
      const images = (values as unknown as { image?: string[] }).image ?? [];
      const imageKeys: string[] = [];
      for (const file of images) {
        const form = new FormData();
        form.append('image', new Blob([readFileSync(resolveFromInvocation(file))]), path.basename(file));
        const uploaded = (await callForm(`/complaints/${id}/images`, form)) as { key: string };
        imageKeys.push(uploaded.key);
      }
      return call('POST', `/complaints/${id}/answer`, { text: required(values.text, '--text'), imageKeys });
    },
  },
  'clock:show': {
    summary: 'clock:show                              business date, wall clock and whether it is overridden',
    options: {},
    run: async () => call('GET', '/clock'),
  },
};

function usage(): string {
  return [
    'usage: npm run ops -- <command> [options]',
    '',
    ...Object.values(commands).map((c) => `  ${c.summary}`),
  ].join('\n');
}

async function main() {
  const [name, ...rest] = process.argv.slice(2);
  const command = name ? commands[name] : undefined;
  if (!command) {
    console.error(name && name !== 'help' ? `unknown command: ${name}\n\n${usage()}` : usage());
    process.exit(name && name !== 'help' ? 64 : 0);
  }
  const { values, positionals } = parseArgs({
    args: rest,
    options: command.options,
    strict: true,
    allowPositionals: true,
  });
  const result = await command.run(values as Record<string, string | undefined>, positionals);
  console.log(JSON.stringify(result, null, 2));
}

main().catch((error: unknown) => {
  console.error(`error: ${(error as Error).message}`);
  process.exit(1);
});
