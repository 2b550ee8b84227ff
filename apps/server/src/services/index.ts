// Every service, registered after the repositories (app.ts), with the app plugins that build on them
// (file storage, the SMS gateway, borrower sessions, rate limits, the reminder job). Each declares what it
// needs by name (fastify-plugin checks it when registered), so a service comes after the services it uses.
// A new service: add its import and one line to the list, after what it depends on, nowhere else.
import fp from 'fastify-plugin';
import { agreementLinksPlugin } from './agreement-links.js';
import webhooks from './webhooks.js';
import fileStorage from '../plugins/app/file-storage.js';
import smsGatewayPlugin from '../plugins/app/sms-gateway.js';
import loanService from './loan-service.js';
import paymentService from './payment-service.js';
import authPlugin from '../plugins/app/auth.js';
import rateLimits from '../plugins/app/rate-limits.js';
import promotionService from './promotion-service.js';
import payoutService from './payout-service.js';
import staffAuth from './staff-auth.js';
import reviewTriage from './review-triage.js';
import staffActions from './staff-actions.js';
import creditRefunds from './credit-refunds.js';
import creditApplications from './credit-applications.js';
import configActions from './configuration-actions.js';
import templateActions from './template-actions.js';
import creditDecisions from './credit-decisions.js';
import approvals from './approvals.js';
import hardshipPlans from './hardship-plans.js';
import books from './books-service.js';
import companyBooks from './company-books.js';
import writeOffs from './write-offs.js';
import settlements from './settlement.js';
import privacyDesk from './privacy-desk.js';
import auditSearch from './audit-search.js';
import creditBureau from './credit-bureau.js';
import reminderJob from '../plugins/app/reminder-job.js';
import invoiceSender from '../plugins/app/invoice-sender.js';
import { servicingDocumentsPlugin } from './servicing-documents.js';
import aml from './aml.js';
import collections from './collections.js';

export const services = [
  // First: the repositories' status changes write their events through it (decision 120).
  webhooks,
  agreementLinksPlugin,
  fileStorage,
  smsGatewayPlugin,
  loanService,
  paymentService,
  authPlugin,
  rateLimits,
  promotionService,
  payoutService,
  staffAuth,
  reviewTriage,
  staffActions,
  creditRefunds,
  creditApplications,
  configActions,
  templateActions,
  creditDecisions,
  // The books, the company's journal, write-offs and settlements, then the desks (decision 076).
  books,
  companyBooks,
  writeOffs,
  settlements,
  privacyDesk,
  auditSearch,
  creditBureau,
  // Decision 128: hardship plans; approvals runs them once approved.
  hardshipPlans,
  approvals,
  reminderJob,
  invoiceSender,
  servicingDocumentsPlugin,
  aml,
  collections,
];

export default fp(
  async (app) => {
    for (const service of services) await app.register(service);
  },
  { name: 'services', dependencies: ['repositories'] },
);
