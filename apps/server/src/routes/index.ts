// Every route, registered after the services (app.ts), then the sites that serve the clients: the console,
// the web host app and the borrower web app (whose catch-all comes last). Sandbox-only routes are left out
// in production. A new route plugin: add its import and one line here, nowhere else.
import fp from 'fastify-plugin';
import healthRoutes from './health.js';
import authRoutes from './auth/index.js';
import contactKfInfoRoutes from './customer-service/contact-kf-info.js';
import loanRoutes from './loans/index.js';
import hardshipPlanRoutes from './loans/hardship-plans.js';
import loanTermsRoutes from './loans/loan-terms.js';
import contractsRoutes from './contracts/index.js';
import marketRoutes from './market/index.js';
import variantRoutes from './variant/index.js';
import bankRoutes from './bank/index.js';
import complaintsRoutes from './complaints/index.js';
import paymentRoutes from './payments/index.js';
import payoutCallbackRoutes from './payouts/index.js';
import promotionRoutes from './promotion/index.js';
import hostRoutes from './host/index.js';
import hostMessageRoutes from './host/messages.js';
import myDataRoutes from './host/my-data.js';
import servicingDocumentRoutes from './documents/servicing.js';
import adminRoutes from './admin/index.js';
import consoleRoutes from './console/index.js';
import sandboxRoutes from './sandbox/index.js';
import sandboxCheckoutRoutes from './payments/sandbox-checkout.js';
import consolePlugin from '../plugins/app/console.js';
import hostAppPlugin from '../plugins/app/host-app.js';
import webPlugin from '../plugins/app/web.js';

export type RoutesOptions = {
  /** The borrower web app's build (apps/web/dist); tests pass their own. */
  webDist?: string;
  /** The web host app's build (apps/host/dist); tests pass their own. */
  hostDist?: string;
};

export default fp<RoutesOptions>(
  async (app, options) => {
    await app.register(healthRoutes);
    await app.register(authRoutes);
    await app.register(contactKfInfoRoutes);
    await app.register(loanRoutes);
    await app.register(loanTermsRoutes);
    await app.register(hardshipPlanRoutes);
    await app.register(contractsRoutes);
    await app.register(marketRoutes);
    await app.register(variantRoutes);
    await app.register(bankRoutes);
    await app.register(complaintsRoutes);
    await app.register(paymentRoutes);
    await app.register(payoutCallbackRoutes);
    await app.register(promotionRoutes);
    await app.register(hostRoutes);
    await app.register(hostMessageRoutes);
    await app.register(myDataRoutes);
    await app.register(servicingDocumentRoutes);
    await app.register(adminRoutes, { prefix: '/api/admin' });
    await app.register(consoleRoutes, { prefix: '/api/console' });
    await app.register(consolePlugin);
    if (app.config.mode === 'sandbox') await app.register(sandboxRoutes, { prefix: '/api/sandbox' });
    if (app.config.mode === 'sandbox') await app.register(sandboxCheckoutRoutes);
    await app.register(hostAppPlugin, options.hostDist ? { distFolder: options.hostDist } : {});
    await app.register(webPlugin, options.webDist ? { distFolder: options.webDist } : {});
  },
  { name: 'routes', dependencies: ['services'] },
);
