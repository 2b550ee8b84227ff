// Complaints: types and the borrower's orders (problem-init), evidence upload, save, list, detail
// and a one-time rating. Some answers use the spec's '00' success code.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  COLLECTION_PROBLEM_TYPE,
  ErrorCode,
  formatDateTime,
  optionalBody,
  problemDetailRequestSchema,
  problemDetailResponseSchema,
  problemInitRequestSchema,
  problemInitResponseSchema,
  problemListResponseSchema,
  problemSaveRequestSchema,
  problemSaveResponseSchema,
  saveScoreRequestSchema,
  saveScoreResponseSchema,
  SUCCESS_CODE_LEGACY,
  uploadResponseSchema,
} from '@lendwell/contracts';
import { configuredIn, langOf, wordsFor, wordsOf, type Lang } from '../../lib/borrower-words/index.js';
import { AppError, notFound, tooMany } from '../../lib/errors.js';
import { readImageUpload, storeEvidenceImage } from '../../services/evidence-images.js';
import { complaintOrderCards, fileComplaint } from '../../services/complaint-filing.js';
import { commonQuerySchema, ok } from '../common.js';
import { idempotent } from '../../lib/idempotency.js';
import { borrowerOf } from '../../plugins/app/auth.js';
import uploads from '../../plugins/external/uploads.js';

const UPLOADS_PER_DAY = 60;

const idempotencyHeaders = z.looseObject({
  'idempotency-key': z.string().trim().min(8, 'must be at least 8 characters').max(128).optional(),
});

const complaintsRoutes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ session: [] }];
  const legacyOk = <T>(data: T) => ({ code: SUCCESS_CODE_LEGACY as number | string, message: 'success', data });

  /** A complaint type's title in the reader's language (decision 132). */
  const typeIn = (lang: Lang, t: { value: number; title: string; titleFil: string }) => ({
    value: t.value,
    ...configuredIn(lang, { title: t.title }, t.titleFil ? { title: t.titleFil } : null),
  });

  const problemInit = async (userId: number, merchantId: number, lang: Lang, orderId?: number) => {
    const types = await app.complaintsRepository.types(merchantId);
    const cards = await complaintOrderCards(app, userId, merchantId, wordsFor(lang));
    let selected = cards[0] ?? null;
    if (orderId !== undefined) {
      const order = await app.ordersRepository.findForUser(userId, orderId);
      if (!order) throw notFound('order');
      selected = cards.find((c) => c.orderNo === order.orderNo) ?? null;
    }
    return ok({
      problemType: types.filter((t) => t.parentValue === null).map((t) => typeIn(lang, t)),
      problemSonType: types.filter((t) => t.parentValue === COLLECTION_PROBLEM_TYPE).map((t) => typeIn(lang, t)),
      orderDetail: selected,
      orderList: cards,
    });
  };

  app.post(
    '/api/problem-init',
    {
      preHandler: app.requireBorrower,
      schema: {
        tags: ['complaints'],
        security,
        querystring: commonQuerySchema,
        body: optionalBody(problemInitRequestSchema),
        response: { 200: problemInitResponseSchema },
      },
    },
    async (request) =>
      problemInit(borrowerOf(request).userId, borrowerOf(request).merchantId, langOf(request), request.body.orderId),
  );
  app.get(
    '/api/problem-init',
    {
      preHandler: app.requireBorrower,
      schema: {
        tags: ['complaints'],
        security,
        querystring: commonQuerySchema.extend(problemInitRequestSchema.shape),
        response: { 200: problemInitResponseSchema },
      },
    },
    async (request) =>
      problemInit(borrowerOf(request).userId, borrowerOf(request).merchantId, langOf(request), request.query.orderId),
  );

  // The one route here that takes a multipart body: it is parsed in a scope of its own (decision 098).
  const uploadRoute: FastifyPluginAsyncZod = async (withUploads) => {
    await withUploads.register(uploads);
    withUploads.post(
      '/api/user-problem/upload-problem-img',
      {
        preHandler: app.requireBorrower,
        schema: {
          tags: ['complaints'],
          security,
          consumes: ['multipart/form-data'],
          response: { 200: uploadResponseSchema },
        },
      },
      async (request) => {
        const borrower = borrowerOf(request);
        const since = new Date(Date.now() - 86_400_000);
        if ((await app.complaintsRepository.uploadsSince(borrower.userId, since)) >= UPLOADS_PER_DAY)
          throw tooMany(`You can upload at most ${UPLOADS_PER_DAY} images a day.`, undefined, 'upload-limit');
        const raw = await readImageUpload(request, 'problemImage', true);
        const key = await storeEvidenceImage(app, borrower.userId, raw, 'problemImage');
        return legacyOk({ url: app.files.signedUrl(key), key });
      },
    );
  };
  await app.register(uploadRoute);

  app.get(
    '/api/files/:key',
    {
      schema: {
        hide: true,
        params: z.object({ key: z.string().max(100) }),
        querystring: z.object({ exp: z.string().max(20), sig: z.string().max(64) }),
      },
    },
    async (request, reply) => {
      const { key } = request.params;
      if (!app.files.verify(key, request.query.exp, request.query.sig)) throw notFound('file');
      const body = await app.files.get(key);
      if (!body) throw notFound('file');
      return (
        reply
          .type('image/jpeg')
          .header('X-Content-Type-Options', 'nosniff')
          .header('Content-Disposition', 'inline; filename="evidence.jpg"')
          // ID photos, selfies and complaint evidence behind links of 10 to 60 minutes: a cached copy
          // would outlive its link, so none is kept (decision 102).
          .header('Cache-Control', 'private, no-store')
          .send(body)
      );
    },
  );

  app.post(
    '/api/user-problem/problem-save',
    {
      preHandler: app.requireBorrower,
      schema: {
        tags: ['complaints'],
        security,
        querystring: commonQuerySchema,
        headers: idempotencyHeaders,
        body: problemSaveRequestSchema,
        response: { 200: problemSaveResponseSchema },
      },
    },
    async (request) => {
      const borrower = borrowerOf(request);
      const run = async () => ({ problemId: (await fileComplaint(app, borrower, request.body)).id });
      // With a key, a repeated send (a double tap, a retry) files one complaint and answers it again.
      const key = request.headers['idempotency-key'];
      if (!key) return ok(await run());
      const { value } = await idempotent(
        app.idempotencyRepository,
        { userId: borrower.userId, scope: 'problem-save', key, keyName: 'Idempotency-Key', body: request.body },
        run,
      );
      return ok(value);
    },
  );

  /** A filed complaint's type in the reader's language: the Filipino when written (decision 132). */
  const typeTitle = (
    types: { value: number; parentValue: number | null; title: string; titleFil: string }[],
    value: number,
    parent: number | null,
    lang: Lang,
  ) => {
    const type = types.find((t) => t.value === value && t.parentValue === parent);
    return (lang === 'fil' && type?.titleFil) || type?.title || '';
  };

  app.post(
    '/api/user-problem/problem-list',
    {
      preHandler: app.requireBorrower,
      schema: {
        tags: ['complaints'],
        security,
        querystring: commonQuerySchema,
        response: { 200: problemListResponseSchema },
      },
    },
    async (request) => {
      const borrower = borrowerOf(request);
      const types = await app.complaintsRepository.types(borrower.merchantId);
      const rows = await app.complaintsRepository.listForUser(borrower.userId);
      const w = wordsOf(request);
      const item = (r: (typeof rows)[number]) => ({
        id: r.id,
        time: formatDateTime(r.createdAt),
        type: typeTitle(types, r.problemType, null, langOf(request)),
        content: r.detail,
      });
      return ok({
        res: {
          tabs: [
            {
              title: w('complaintTabProcessing'),
              items: rows.filter((r) => r.status === 'submitted' || r.status === 'in_progress').map(item),
            },
            {
              title: w('complaintTabAnswered'),
              items: rows.filter((r) => r.status === 'answered' || r.status === 'rated').map(item),
            },
          ],
        },
      });
    },
  );

  app.post(
    '/api/problem-detail',
    {
      preHandler: app.requireBorrower,
      schema: {
        tags: ['complaints'],
        security,
        querystring: commonQuerySchema,
        body: problemDetailRequestSchema,
        response: { 200: problemDetailResponseSchema },
      },
    },
    async (request) => {
      const borrower = borrowerOf(request);
      const row = await app.complaintsRepository.findForUser(borrower.userId, request.body.problemId);
      if (!row) throw notFound('complaint');
      const types = await app.complaintsRepository.types(borrower.merchantId);
      return ok({
        problemId: row.id,
        type: typeTitle(types, row.problemType, null, langOf(request)),
        sonType:
          row.problemSonType === null ? '' : typeTitle(types, row.problemSonType, row.problemType, langOf(request)),
        content: row.detail,
        images: row.imageKeys.map((k) => app.files.signedUrl(k)),
        disposeDetail: row.disposeDetail,
        disposeImages: row.disposeImageKeys.map((k) => app.files.signedUrl(k)),
        isNeedScore: row.status === 'answered' && row.score === null ? 1 : 0,
        status: row.status,
        time: formatDateTime(row.createdAt),
      });
    },
  );

  app.post(
    '/api/user-problem/save-score',
    {
      preHandler: app.requireBorrower,
      schema: {
        tags: ['complaints'],
        security,
        querystring: commonQuerySchema,
        body: saveScoreRequestSchema,
        response: { 200: saveScoreResponseSchema },
      },
    },
    async (request) => {
      const borrower = borrowerOf(request);
      const row = await app.complaintsRepository.findForUser(borrower.userId, request.body.problemId);
      if (!row) throw notFound('complaint');
      if (!(await app.complaintsRepository.rate(borrower.userId, row.id, request.body.score, new Date()))) {
        throw new AppError(
          ErrorCode.conflict,
          row.score !== null ? 'This complaint has already been rated.' : 'This complaint has not been answered yet.',
        );
      }
      return legacyOk(null);
    },
  );
};
export default complaintsRoutes;
