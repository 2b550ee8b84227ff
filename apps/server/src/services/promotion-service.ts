// The promotion landing's rules: captcha challenges, the registration SMS code and the
// registration itself (docs/decisions/021-promotion-registration.md). Routes stay thin over this.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_PROMOTION_MOBILE_PATTERN, ErrorCode, normalizePhMobile } from '@lendwell/contracts';
import { OTP_POLICY } from '../domain/otp-policy.js';
import { captchaPng, randomCaptchaText } from '../lib/captcha-image.js';
import { AppError, invalid, notFound } from '../lib/errors.js';
import { compileStaffPattern, staffPatternRefusal } from '../lib/staff-pattern.js';
import { constantTimeEqual, hmac, randomToken, sha256 } from '../lib/secrets.js';
import type { Attribution } from '../repositories/promotion-repository.js';
import { issueOneTimeCode, redeemOneTimeCode } from './one-time-codes.js';
import { configuredIn, type Lang } from '../lib/borrower-words/index.js';

export const CAPTCHA_POLICY = { ttlSeconds: 120, maxDrawsPerSid: 30 } as const;

declare module 'fastify' {
  interface FastifyInstance {
    promotion: ReturnType<typeof createPromotionService>;
  }
}

type Step = 'send' | 'register';

function createPromotionService(app: FastifyInstance) {
  const { captchaRepository, promotionRepository, usersRepository, clock, config } = app;
  // Sandbox only: the plain answer is kept beside its HMAC, so e2e tests on any instance can read a
  // picture as a person would. Never in production (there only the HMAC is kept).
  const keepSandboxAnswers = config.mode === 'sandbox';
  const answerHash = (sidHash: string, answer: string) =>
    hmac(app.secrets.appSecret, `captcha:${sidHash}:${answer.toLowerCase()}`);

  async function merchantOf(templateId?: number, merchantNumber?: string) {
    if (templateId) {
      const template = await promotionRepository.template(templateId);
      // A deactivated (or unknown) landing takes no more codes or registrations (decision 024).
      if (!template) throw new AppError(ErrorCode.notFound, 'This promotion has ended.');
      return { merchantId: template.merchantId, template };
    }
    const merchant = await usersRepository.resolveMerchant(merchantNumber);
    if (!merchant) throw notFound('merchant');
    return { merchantId: merchant.id, template: undefined };
  }

  /**
   * The rule runs on a linear-time engine: it is typed by staff and runs on anonymous input (decision
   * 102). One saved before look-arounds were refused cannot run there; the default rule stands in, and
   * the E.164 normalisation after it keeps the number a PH mobile either way.
   */
  function mobileRule(source: string) {
    try {
      return compileStaffPattern(source);
    } catch {
      app.log.warn(
        { merchantRule: 'unsupported' },
        'promotion mobile rule cannot run on RE2; the default rule is used',
      );
      return compileStaffPattern(DEFAULT_PROMOTION_MOBILE_PATTERN);
    }
  }

  /**
   * The rule the landing checks in the borrower's browser, whose engine backtracks: a rule saved before
   * the save-time check that would now be refused is replaced by the default there (decision 102).
   */
  async function browserRule(merchantId: number) {
    const source = await promotionRepository.mobilePattern(merchantId);
    return staffPatternRefusal(source) ? DEFAULT_PROMOTION_MOBILE_PATTERN : source;
  }

  /** The merchant's mobile rule first (it may be stricter), then our E.164 normalisation. */
  async function phoneOf(merchantId: number, raw: string): Promise<string> {
    const compact = raw.replace(/[\s-]/g, '');
    const pattern = mobileRule(await promotionRepository.mobilePattern(merchantId));
    const phone = pattern.test(compact) ? normalizePhMobile(compact) : null;
    if (!phone) throw invalid('phone', 'enter the correct mobile number, like 09171234567');
    return phone;
  }

  /**
   * Checks the answer for this step; a wrong or stale answer burns the picture. Answers what spends it, which
   * registration calls only once the SMS code is accepted: a wrong SMS code leaves the picture usable, so the
   * "attempts left" it reports stays true (decision 130); the code's own attempt count stops guessing.
   */
  async function checkCaptcha(step: Step, sid: string, capcode: string, phone: string) {
    const wrong = new AppError(
      step === 'send' ? ErrorCode.wrongCaptcha : ErrorCode.wrongCaptchaOnRegister,
      'The picture code is wrong or expired. Please enter the new one.',
    );
    const now = clock.now();
    const sidHash = sha256(sid);
    const challenge = await captchaRepository.find(sidHash);
    const fresh =
      challenge?.answerHash &&
      challenge.expiresAt > now &&
      (step === 'send' ? !challenge.sendUsedAt : !challenge.registerUsedAt);
    if (!challenge || !fresh || !constantTimeEqual(challenge.answerHash!, answerHash(sidHash, capcode))) {
      if (challenge) await captchaRepository.burn(sidHash, now);
      throw wrong;
    }
    // Registration needs the picture that unlocked this phone's code, or a fresh one.
    if (step === 'register' && challenge.phone && challenge.phone !== phone) {
      await captchaRepository.burn(sidHash, now);
      throw wrong;
    }
    return async () => {
      const spent =
        step === 'send'
          ? await captchaRepository.spendOnSend(
              sidHash,
              phone,
              now,
              new Date(now.getTime() + OTP_POLICY.ttlSeconds * 1000),
            )
          : await captchaRepository.spendOnRegister(sidHash, now);
      if (!spent) throw wrong;
    };
  }

  return {
    /** The landing's template in the reader's language: its Filipino when written, else the English, marked. */
    async template(id: number, lang: Lang) {
      const template = await promotionRepository.template(id);
      if (!template) throw notFound('template');
      const english = { headline: template.headline, subtitle: template.subtitle };
      const filipino = template.headlineFil ? { headline: template.headlineFil, subtitle: template.subtitleFil } : null;
      return {
        id: template.id,
        name: template.name,
        ...configuredIn(lang, english, filipino),
        productName: config.brand.productName,
        downloadUrl: template.downloadUrl,
        mobilePattern: await browserRule(template.merchantId),
      };
    },

    async track(
      kind: 'visit' | 'click',
      q: {
        page_id: number;
        user_from?: string;
        client_type?: string;
        page_type?: string;
        utm_tag?: string;
        app_from?: string;
        phone?: string;
      },
    ) {
      const template = await promotionRepository.template(q.page_id);
      if (!template) throw notFound('template');
      await promotionRepository.addEvent({
        merchantId: template.merchantId,
        templateId: template.id,
        kind,
        userFrom: q.user_from,
        clientType: q.client_type,
        pageType: q.page_type,
        utmTag: q.utm_tag,
        appFrom: q.app_from,
        phone: kind === 'click' && q.phone ? normalizePhMobile(q.phone) : null,
      });
    },

    async newSid() {
      const sid = randomToken(24);
      const now = clock.now();
      await captchaRepository.create(sha256(sid), new Date(now.getTime() + CAPTCHA_POLICY.ttlSeconds * 1000), now);
      return { sid };
    },

    /** Draws a new picture for the sid; each draw replaces the answer. */
    async drawCaptcha(sid: string): Promise<Buffer> {
      const sidHash = sha256(sid);
      const text = randomCaptchaText();
      const expiresAt = new Date(clock.now().getTime() + CAPTCHA_POLICY.ttlSeconds * 1000);
      if (
        !(await captchaRepository.redraw(
          sidHash,
          answerHash(sidHash, text),
          expiresAt,
          CAPTCHA_POLICY.maxDrawsPerSid,
          keepSandboxAnswers ? text : null,
        ))
      )
        throw notFound('captcha');
      return captchaPng(text);
    },

    /** Sandbox: the answer of the sid's current picture (admin API, for tests). */
    async sandboxAnswer(sid: string): Promise<string | undefined> {
      if (!keepSandboxAnswers) return undefined;
      return (await captchaRepository.find(sha256(sid)))?.sandboxAnswer ?? undefined;
    },

    async sendCode(input: {
      phone: string;
      capcode: string;
      sid: string;
      id?: number;
      user_from?: string;
      utm_tag?: string;
      app_from?: string;
    }) {
      const { merchantId, template } = await merchantOf(input.id);
      const phone = await phoneOf(merchantId, input.phone);
      await (
        await checkCaptcha('send', input.sid, input.capcode, phone)
      )();
      if (await usersRepository.findByPhone(merchantId, phone)) {
        throw new AppError(
          ErrorCode.alreadyRegistered,
          'This number is already registered. Please download the app and log in.',
        );
      }
      const sent = await issueOneTimeCode(
        app,
        merchantId,
        phone,
        'register',
        (code) =>
          `${config.brand.productName}: your registration code is ${code}. It expires in 5 minutes. Never share it with anyone.`,
      );
      await promotionRepository.addEvent({
        merchantId,
        templateId: template?.id ?? null,
        kind: 'code_sent',
        userFrom: input.user_from,
        utmTag: input.utm_tag,
        appFrom: input.app_from,
        phone,
      });
      return { resendAfterSeconds: sent.resendAfterSeconds };
    },

    async register(input: {
      phone: string;
      capcode: string;
      sid: string;
      smsCode: string;
      id?: number;
      merchantNumber?: string;
      deviceId?: string;
      appName?: string;
      userName?: string;
      invite_code?: string;
      user_from?: string;
      utm_tag?: string;
      app_from?: string;
    }) {
      const { merchantId, template } = await merchantOf(input.id, input.merchantNumber);
      const phone = await phoneOf(merchantId, input.phone);
      const spendCaptcha = await checkCaptcha('register', input.sid, input.capcode, phone);
      const already = () =>
        new AppError(
          ErrorCode.alreadyRegistered,
          'This number is already registered. Please download the app and log in.',
        );
      if (await usersRepository.findByPhone(merchantId, phone)) throw already();
      await redeemOneTimeCode(app, merchantId, phone, 'register', input.smsCode, 'smsCode');
      await spendCaptcha();
      const attribution: Attribution = {
        templateId: template?.id ?? null,
        inviteCode: input.invite_code,
        utmTag: input.utm_tag,
        userFrom: input.user_from,
        appFrom: input.app_from,
        appName: input.appName,
        deviceId: input.deviceId,
        userName: input.userName,
      };
      const created = await promotionRepository.registerBorrower(merchantId, phone, attribution);
      if (!created) throw already();
      return { userId: created.userId, downloadUrl: template?.downloadUrl ?? '', templateId: template?.id ?? null };
    },
  };
}

export default fp(
  async (app) => {
    app.decorate('promotion', createPromotionService(app));
  },
  {
    name: 'promotion-service',
    dependencies: [
      'captchaRepository',
      'promotionRepository',
      'usersRepository',
      'otpRepository',
      'sms-gateway',
      'clock',
      'secrets',
      'config',
    ],
  },
);
