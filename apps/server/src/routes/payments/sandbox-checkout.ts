// The sandbox provider's own pages (sandbox mode only): a hosted checkout where the payer pays or
// cancels, and a pay-code counter where a "cashier" takes cash for a code. Both end with the
// provider's signed callback to our server, so a person can repay end to end in a browser.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formatMoney } from '@lendwell/contracts';
import { decimalToCents } from '../../adapters/payments/payment-provider.js';
import { constantTimeEqual } from '../../lib/secrets.js';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title: string, body: string, theme: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="referrer" content="no-referrer"><title>${esc(title)}</title>
<style>
:root{--c:${esc(theme)}}*{box-sizing:border-box}body{margin:0;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Arial,sans-serif;background:#f4f6fb;color:#111827}
header{background:#111827;color:#fff;padding:14px 16px;font-size:14px;display:flex;justify-content:space-between;align-items:center}header b{font-size:16px}
.tag{background:#f59e0b;color:#111;border-radius:999px;padding:2px 10px;font-size:12px;font-weight:600}
main{padding:16px;max-width:480px;margin:0 auto}.card{background:#fff;border-radius:14px;padding:20px;box-shadow:0 1px 3px rgba(16,24,40,.08);margin-bottom:14px}
.amount{font-size:32px;font-weight:700;margin:6px 0 2px}.muted{color:#6b7280;font-size:14px;margin:0}.row{display:flex;justify-content:space-between;padding:8px 0;border-top:1px solid #eef0f4;font-size:14px}
button,.btn{display:block;width:100%;border:0;border-radius:999px;padding:14px;font-size:16px;font-weight:600;margin-top:12px;text-align:center;text-decoration:none;cursor:pointer}
.primary{background:var(--c);color:#fff}.ghost{background:#fff;color:#374151;border:1px solid #d1d5db}
label{display:block;font-size:14px;color:#374151;margin-top:12px}input{width:100%;font-size:18px;padding:12px;border:1px solid #d1d5db;border-radius:10px;margin-top:6px;letter-spacing:1px}
.ok{color:#047857}.bad{color:#b91c1c}h1{font-size:20px;margin:0 0 4px}
</style></head><body><header><b>PaySandbox</b><span class="tag">SANDBOX · no real money</span></header><main>${body}</main></body></html>`;
}

const checkout: FastifyPluginAsyncZod = async (app) => {
  const sandbox = app.payments.providers.sandbox;
  if (!sandbox) return;
  const theme = app.config.brand.themeColour;
  const merchant = app.config.brand.lenderLegalName;

  const returnLink = async (txnId: string) => {
    const payment = await app.paymentsRepository.byNo(txnId);
    if (!payment) return '/';
    const productId = await app.ordersRepository.productIdOf(payment.orderId);
    return `/loan/detail?orderId=${payment.orderId}&productId=${productId ?? ''}`;
  };

  const params = z.object({ txnId: z.string().regex(/^[A-Z0-9]{6,40}$/) });

  app.get(
    '/sandbox-pay/checkout/:txnId',
    { schema: { hide: true, params, querystring: z.object({ sig: z.string().max(64).default('') }) } },
    async (request, reply) => {
      const { txnId } = request.params;
      const txn = await sandbox.find(txnId);
      reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store');
      if (!txn || !constantTimeEqual(request.query.sig, sandbox.checkoutSignature(txnId)))
        return page(
          'Checkout',
          `<div class="card"><h1 class="bad">Payment link not valid</h1><p class="muted">Open the payment again from the app.</p></div>`,
          theme,
        );
      if (txn.status !== 'P') {
        return page(
          'Checkout',
          `<div class="card"><h1>${txn.status === 'S' ? 'Already paid' : 'Payment closed'}</h1><p class="muted">Reference ${esc(txn.refNo)}</p><a class="btn primary" href="${esc(await returnLink(txnId))}">Return to the app</a></div>`,
          theme,
        );
      }
      return page(
        'Checkout',
        `<div class="card"><p class="muted">Pay ${esc(merchant)}</p><div class="amount">${esc(formatMoney(txn.amountCents))}</div><p class="muted">Loan repayment</p>
<div class="row" style="margin-top:14px"><span>Transaction</span><span>${esc(txn.txnId)}</span></div><div class="row"><span>Reference</span><span>${esc(txn.refNo)}</span></div></div>
<form method="post" action="/sandbox-pay/checkout/${esc(txnId)}"><input type="hidden" name="sig" value="${esc(request.query.sig)}"><button class="primary" name="outcome" value="S">Pay ${esc(formatMoney(txn.amountCents))}</button><button class="ghost" name="outcome" value="F">Cancel payment</button></form>`,
        theme,
      );
    },
  );

  app.post(
    '/sandbox-pay/checkout/:txnId',
    { schema: { hide: true, params, body: z.object({ sig: z.string().max(64), outcome: z.enum(['S', 'F']) }) } },
    async (request, reply) => {
      const { txnId } = request.params;
      reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store');
      if (!constantTimeEqual(request.body.sig, sandbox.checkoutSignature(txnId)))
        return page('Checkout', `<div class="card"><h1 class="bad">Payment link not valid</h1></div>`, theme);
      const result = await sandbox.settle(txnId, request.body.outcome);
      const paid = result.ok && request.body.outcome === 'S';
      return page(
        'Checkout',
        `<div class="card"><h1 class="${paid ? 'ok' : 'bad'}">${paid ? 'Payment successful' : esc(result.message)}</h1><p class="muted">${paid ? 'Your loan is updated within a minute.' : 'No money was taken.'}</p><a class="btn primary" href="${esc(await returnLink(txnId))}">Return to the app</a></div>`,
        theme,
      );
    },
  );

  const counterForm = (message = '', good = false) =>
    page(
      'Pay-code counter',
      `<div class="card"><h1>Over-the-counter payment</h1><p class="muted">The cashier types the customer's pay code and takes the cash.</p>${message ? `<p class="${good ? 'ok' : 'bad'}" role="status">${esc(message)}</p>` : ''}
<form method="post" action="/sandbox-pay/counter"><label>Pay code<input name="payCode" inputmode="numeric" autocomplete="off" required></label><label>Amount received (₱)<input name="amount" inputmode="decimal" placeholder="5606.67" required></label><button class="primary">Accept payment</button></form></div>`,
      theme,
    );

  app.get('/sandbox-pay/counter', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(counterForm()),
  );

  app.post(
    '/sandbox-pay/counter',
    { schema: { hide: true, body: z.object({ payCode: z.string().max(40), amount: z.string().max(20) }) } },
    async (request, reply) => {
      reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store');
      const cents = decimalToCents(request.body.amount);
      if (cents === null) return counterForm('Enter the amount like 5606.67.');
      const result = await sandbox.payByCode(request.body.payCode, cents);
      return counterForm(
        result.ok ? `Payment accepted: ${formatMoney(cents)}. The customer's loan is updated.` : result.message,
        result.ok,
      );
    },
  );
};
export default checkout;
