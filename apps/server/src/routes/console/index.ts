// The console's API under /api/console: staff cookie sessions with a CSRF header, a role check per
// route, and every change through staffActions (the same services as the operator CLI's admin API).
// Each area's routes are their own plugin in this folder; this one adds the session check they all share.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invalid } from '../../lib/errors.js';
import agreementTemplateRoutes from './agreement-templates.js';
import consoleHardshipPlanRoutes from './hardship-plans.js';
import consolePayoutRoutes from './payouts.js';
import bookRoutes from './books.js';
import promotionConsoleRoutes from './promotion.js';
import eventRoutes from './events.js';
import configurationRoutes from './configuration.js';
import hostDeskRoutes from './host-desk.js';
import jobRoutes from './jobs.js';
import creditRoutes from './credit.js';
import complaintDeskRoutes from './complaint-desk.js';
import reminderRoutes from './reminders.js';
import consoleServicingDocumentRoutes from './servicing-documents.js';
import collectionsRoutes from './collections.js';
import approvalRoutes from './approvals.js';
import auditRoutes from './audit.js';
import orderBookRoutes from './order-book.js';
import reviewRoutes from './review.js';
import webhookRoutes from './webhooks.js';
import complianceRoutes from './compliance.js';
import privacyRoutes from './privacy.js';
import uploads from '../../plugins/external/uploads.js';
import { staffBodyLimit } from '../../lib/body-limits.js';
import sessionRoutes from './session.js';
import loanDecisionRoutes from './loan-decisions.js';
import orderServicingRoutes from './order-servicing.js';
import complaintAnswerRoutes from './complaint-answers.js';
import staffAndPaymentRoutes from './staff-and-payments.js';

const consoleRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(uploads);
  // Staff saves (agreement clauses, settlement reports) are larger than any borrower form; the onRequest check
  // below refuses a request without a session before its body is read (decision 101).
  staffBodyLimit(app);
  const publicPaths = new Set(['/api/console/login']);

  app.addHook('onRequest', async (request) => {
    const pathOnly = request.url.split('?')[0] ?? '';
    if (publicPaths.has(pathOnly)) {
      // A cross-site form can post urlencoded bodies without a preflight; JSON only closes that door (login CSRF).
      if (!(request.headers['content-type'] ?? '').startsWith('application/json'))
        throw invalid('content-type', 'must be application/json', {
          sentence: 'Please sign in from the console’s login page.',
        });
      return;
    }
    await app.staffAuth.authenticate(request);
  });

  await app.register(sessionRoutes);
  await app.register(loanDecisionRoutes);
  // Orders (any role): the order book, newest first in pages, filters and search; the borrower's file.
  await app.register(orderBookRoutes);
  await app.register(orderServicingRoutes);
  // Complaint desk (agent): the queue, owners and internal notes live in complaint-desk.ts.
  await app.register(complaintDeskRoutes);
  await app.register(complaintAnswerRoutes);
  await app.register(staffAndPaymentRoutes);

  // Configuration of what borrowers read (admin, decision 024): agreement clauses, promotion templates, event counts.
  await app.register(agreementTemplateRoutes, { prefix: '/agreement-templates' });
  await app.register(consolePayoutRoutes);
  await app.register(bookRoutes, { prefix: '/books' });
  await app.register(promotionConsoleRoutes, { prefix: '/promotion' });
  await app.register(eventRoutes, { prefix: '/events' });
  await app.register(configurationRoutes, { prefix: '/config' });
  await app.register(hostDeskRoutes);
  await app.register(jobRoutes);
  await app.register(creditRoutes, { prefix: '/credit' });
  await app.register(reminderRoutes, { prefix: '/reminders' });
  await app.register(consoleServicingDocumentRoutes);
  await app.register(collectionsRoutes, { prefix: '/collections' });
  await app.register(consoleHardshipPlanRoutes, { prefix: '/hardship-plans' });
  await app.register(approvalRoutes, { prefix: '/approvals' });
  await app.register(auditRoutes);
  await app.register(reviewRoutes);
  await app.register(webhookRoutes, { prefix: '/webhooks' });
  await app.register(complianceRoutes, { prefix: '/compliance' });
  await app.register(privacyRoutes, { prefix: '/privacy' });
};

export default consoleRoutes;
