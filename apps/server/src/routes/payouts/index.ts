// Payout provider callbacks (decision 040). A callback is only a hint: its signature is checked, then
// the provider's status API is asked before anything changes. The answer is the provider's ack text.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PayoutSignatureError } from '../../adapters/payouts/payout-adapter.js';
import { invalid } from '../../lib/errors.js';

const payoutCallbacks: FastifyPluginAsyncZod = async (app) => {
  const callback = async (providerName: string, fields: Record<string, unknown>) => {
    const flat = Object.fromEntries(
      Object.entries(fields).map(([k, v]) => [k, typeof v === 'string' ? v : String(v ?? '')]),
    );
    try {
      return await app.payoutService.onCallback(providerName, flat);
    } catch (error) {
      if (error instanceof PayoutSignatureError) {
        app.log.warn({ provider: providerName }, 'payout callback refused: bad signature');
        throw invalid('digest', 'does not match');
      }
      throw error;
    }
  };
  const schema = { hide: true, params: z.object({ provider: z.string().max(20) }) };
  app.post(
    '/api/payouts/callback/:provider',
    { schema: { ...schema, body: z.record(z.string(), z.unknown()) } },
    async (request, reply) => {
      const { ack } = await callback(request.params.provider, request.body);
      return reply.type('text/plain').send(ack);
    },
  );
  app.get(
    '/api/payouts/callback/:provider',
    { schema: { ...schema, querystring: z.record(z.string(), z.unknown()) } },
    async (request, reply) => {
      const { ack } = await callback(request.params.provider, request.query);
      return reply.type('text/plain').send(ack);
    },
  );
};

export default payoutCallbacks;
