// The borrower's messages in the host app (decision 060): the reminders sent to them, newest first.
// Only the caller's own messages are ever read.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hostMessagesResponseSchema, SERVICING_PATHS } from '@lendwell/contracts';
import { borrowerOf } from '../../plugins/app/auth.js';
import { stepOf } from '../../domain/servicing/reminder-schedule.js';
import { wordsOf } from '../../lib/borrower-words/index.js';
import { commonQuerySchema, ok } from '../common.js';

const TITLES = { before: 'messageBefore', due: 'messageDue', after: 'messageAfter' } as const;

const hostMessageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    SERVICING_PATHS.hostMessages,
    {
      onRequest: app.requireBorrower,
      schema: {
        tags: ['host'],
        security: [{ session: [] }],
        querystring: commonQuerySchema,
        response: { 200: hostMessagesResponseSchema },
      },
    },
    async (request) => {
      const w = wordsOf(request);
      const rows = await app.remindersRepository.inbox(borrowerOf(request).userId);
      return ok({
        items: rows.map((r) => ({
          id: r.id,
          orderId: r.orderId,
          title: w(TITLES[stepOf(r.offsetDays)]),
          body: r.body,
          sentAt: (r.sentAt ?? new Date(0)).toISOString(),
        })),
      });
    },
  );
};

export default hostMessageRoutes;
