// Complaints, evidence images and ratings (spec: problem-init, problem-save, upload-problem-img,
// problem-list, problem-detail, save-score). Some answer with the spec's '00' success code.
import { z } from 'zod';
import { envelopeSchema, idSchema, numeric, optionalIdSchema, optionalNumeric } from './common.js';

import { COMPLAINT_LIMITS } from './constants.js';

/** The collection problem type (1) is allowed only for orders whose isShow is 1. */
export { COLLECTION_PROBLEM_TYPE, COMPLAINT_LIMITS } from './constants.js';

/** A complaint type in the reader's language; `lang: 'en'` when the lender has not translated it (decision 132). */
const valueTitle = z.object({ value: z.number().int(), title: z.string(), lang: z.literal('en').optional() });
const orderCard = z.object({
  orderNo: z.string(),
  productLogo: z.string(),
  productName: z.string(),
  status: z.number().int(),
  isShow: z.number().int(),
  // A money row carries its centavos, so the card shows them with the page's currency symbol.
  list: z.array(z.object({ title: z.string(), value: z.string(), amountCents: z.number().int().optional() })),
});

export const problemInitRequestSchema = z.object({ orderId: optionalIdSchema });
export const problemInitResponseSchema = envelopeSchema(
  z.object({
    problemType: z.array(valueTitle),
    problemSonType: z.array(valueTitle),
    orderDetail: orderCard.nullable(),
    orderList: z.array(orderCard),
  }),
);
export type ProblemInit = z.infer<typeof problemInitResponseSchema>['data'];

export const problemSaveRequestSchema = z.object({
  problemType: numeric(z.number({ error: 'must be a number' }).int().positive()),
  problemSonType: optionalNumeric(z.number({ error: 'must be a number' }).int().positive()),
  problemDetail: z
    .string({ error: 'Please fill in your comments and suggestions' })
    .trim()
    .min(1, 'Please fill in your comments and suggestions')
    .max(COMPLAINT_LIMITS.detailChars, `must be at most ${COMPLAINT_LIMITS.detailChars} characters`),
  problemImage: z.string().max(4000).optional().default(''),
  orderNo: z.string().trim().max(40).optional().default(''),
});
export const problemSaveResponseSchema = envelopeSchema(z.object({ problemId: z.number().int() }));

export const uploadResponseSchema = envelopeSchema(z.object({ url: z.string(), key: z.string() }));

export const problemListResponseSchema = envelopeSchema(
  z.object({
    res: z.object({
      tabs: z.array(
        z.object({
          title: z.string(),
          items: z.array(z.object({ id: z.number().int(), time: z.string(), type: z.string(), content: z.string() })),
        }),
      ),
    }),
  }),
);
export type ProblemList = z.infer<typeof problemListResponseSchema>['data'];

export const problemDetailRequestSchema = z.object({ problemId: idSchema });
export const problemDetailResponseSchema = envelopeSchema(
  z.object({
    problemId: z.number().int(),
    type: z.string(),
    sonType: z.string(),
    content: z.string(),
    images: z.array(z.string()),
    disposeDetail: z.string(),
    disposeImages: z.array(z.string()),
    isNeedScore: z.number().int(),
    status: z.string(),
    time: z.string(),
  }),
);
export type ProblemDetail = z.infer<typeof problemDetailResponseSchema>['data'];

export const saveScoreRequestSchema = z.object({
  score: numeric(
    z.number({ error: 'Please choose a rating' }).int().min(1, 'Please choose a rating').max(5, 'must be 1 to 5'),
  ),
  problemId: idSchema,
});
export const saveScoreResponseSchema = envelopeSchema(z.null());

export const adminAnswerSchema = z.object({
  text: z.string().trim().min(1, 'is required').max(2000),
  imageKeys: z.array(z.string()).max(9).default([]),
});
