// Every repository, registered after the database (app.ts). Each is a named plugin that decorates the app
// (repository-plugin.ts) and depends on the database only, so their order here does not matter.
// A new repository: add its import and one line to the list, nowhere else.
import fp from 'fastify-plugin';
import usersRepository from './users-repository.js';
import sessionsRepository from './sessions-repository.js';
import otpRepository from './otp-repository.js';
import smsOutboxRepository from './sms-outbox-repository.js';
import contactInfoRepository from './contact-info-repository.js';
import clockRepository from './clock-repository.js';
import productsRepository from './products-repository.js';
import ordersRepository from './orders-repository.js';
import paymentChannelsRepository from './payment-channels-repository.js';
import bankRepository from './bank-repository.js';
import complaintsRepository from './complaints-repository.js';
import eventsRepository from './events-repository.js';
import paymentsRepository from './payments-repository.js';
import idempotencyRepository from './idempotency-repository.js';
import captchaRepository from './captcha-repository.js';
import promotionRepository from './promotion-repository.js';
import staffRepository from './staff-repository.js';
import loginThrottleRepository from './login-throttle-repository.js';
import auditRepository from './audit-repository.js';
import consoleRepository from './console-repository.js';
import orderBookRepository from './order-book-repository.js';
import payoutsRepository from './payouts-repository.js';
import agreementTemplatesRepository from './agreement-templates-repository.js';
import kycRepository from './kyc-repository.js';
import utrRepository from './utr-repository.js';
import creditRepository from './credit-repository.js';
import remindersRepository from './reminders-repository.js';
import loanPageRepository from './loan-page-repository.js';
import reviewRepository from './review-repository.js';

export const repositories = [
  usersRepository,
  sessionsRepository,
  otpRepository,
  smsOutboxRepository,
  contactInfoRepository,
  clockRepository,
  productsRepository,
  ordersRepository,
  paymentChannelsRepository,
  bankRepository,
  complaintsRepository,
  eventsRepository,
  paymentsRepository,
  idempotencyRepository,
  captchaRepository,
  promotionRepository,
  staffRepository,
  loginThrottleRepository,
  auditRepository,
  consoleRepository,
  orderBookRepository,
  payoutsRepository,
  agreementTemplatesRepository,
  kycRepository,
  utrRepository,
  creditRepository,
  remindersRepository,
  loanPageRepository,
  reviewRepository,
];

export default fp(
  async (app) => {
    for (const repository of repositories) await app.register(repository);
  },
  { name: 'repositories', dependencies: ['database'] },
);
