// The console's order book (decision 108): every order newest first, a page at a time, with filters and a
// search by name, phone, order number or the government ID's last four; and the borrower's file behind an
// order (every order, payment, document, complaint, contact and certify record, read-only, numbers masked).
import { z } from 'zod';
import { envelopeSchema, numeric, optionalBigIdSchema, optionalNumeric } from '../common.js';
import { consolePaymentItemSchema } from '../console.js';
import { dpdBucketSchema } from '../collections.js';
import { certifyDisplayRowSchema } from './orders.js';
import { consentEntrySchema } from '../privacy.js';

const int = () => z.number().int();
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date, YYYY-MM-DD');
const centavos = z.number({ error: 'must be a number of centavos' }).int().min(0).max(Number.MAX_SAFE_INTEGER);

/** The largest page staff may ask for. */
export const ORDER_PAGE_MAX = 100;

export const consoleOrderListQuerySchema = z.object({
  /** A name (or part of one), a phone, an order number (or its start) or the ID's last four digits. */
  q: z.string().trim().max(60).optional(),
  status: optionalNumeric(z.number({ error: 'must be an order status code' }).int().min(1).max(999)),
  productId: optionalNumeric(z.number({ error: 'must be a product id' }).int().min(1).max(2_147_483_647)),
  /** Loans in a days-past-due bucket (only loans still repaying are past due). */
  bucket: dpdBucketSchema.optional(),
  /** Applied on or after / on or before (Manila business dates). */
  appliedFrom: isoDay.optional(),
  appliedTo: isoDay.optional(),
  minAmountCents: optionalNumeric(centavos),
  maxAmountCents: optionalNumeric(centavos),
  /** The page after the order with this id (the last row of the page before): keyset paging. */
  before: optionalBigIdSchema,
  limit: numeric(z.number({ error: 'must be a number' }).int().min(1).max(ORDER_PAGE_MAX).default(50)),
});
export type ConsoleOrderListQuery = z.input<typeof consoleOrderListQuerySchema>;

export const consoleOrderListItemSchema = z.object({
  id: int(),
  orderNo: z.string(),
  status: int(),
  /** The borrower's name from their certify answers, or null before they gave it. */
  fullName: z.string().nullable(),
  /** The phone as staff read it in lists: 0917 ••• 4567. */
  phoneMasked: z.string(),
  productName: z.string(),
  principalCents: int(),
  appliedOn: z.string(),
  disbursedOn: z.string().nullable(),
  daysPastDue: int(),
  cardNeedPop: int(),
});
export type ConsoleOrderListItem = z.infer<typeof consoleOrderListItemSchema>;
export const consoleOrderListSchema = z.object({
  items: z.array(consoleOrderListItemSchema),
  /** Pass as `before` for the next page; null on the last page. */
  nextBefore: int().nullable(),
});
export type ConsoleOrderList = z.infer<typeof consoleOrderListSchema>;
export const consoleOrderListResponseSchema = envelopeSchema(consoleOrderListSchema);

// ─── The borrower's file ───

export const borrowerFileSchema = z.object({
  borrower: z.object({
    fullName: z.string().nullable(),
    phoneMasked: z.string(),
    registeredAt: z.string(),
    /** The government ID's type in words and its number masked to the last four, or null before it was given. */
    governmentId: z.object({ typeName: z.string(), numberMasked: z.string() }).nullable(),
  }),
  orders: z.array(
    z.object({
      orderNo: z.string(),
      status: int(),
      productName: z.string(),
      principalCents: int(),
      appliedOn: z.string(),
      disbursedOn: z.string().nullable(),
      settledOn: z.string().nullable(),
      daysPastDue: int(),
    }),
  ),
  payments: z.array(consolePaymentItemSchema),
  /** The consent ledger (decision 126): each notice shown, agreed or withdrawn, oldest first. */
  consents: z.array(consentEntrySchema),
  /** The documents issued to the borrower: agreements of disbursed loans, statements and official receipts. */
  documents: z.array(
    z.object({
      kind: z.enum(['agreement', 'statement', 'receipt']),
      orderNo: z.string(),
      title: z.string(),
      /** The day it was issued (a receipt's payment day, an agreement's disbursement day), or null for the statement, issued on request. */
      issuedOn: z.string().nullable(),
      amountCents: int().nullable(),
      /** A receipt of a payment later reversed. */
      reversed: z.boolean(),
    }),
  ),
  complaints: z.array(
    z.object({
      id: int(),
      orderNo: z.string().nullable(),
      typeTitle: z.string(),
      status: z.string(),
      content: z.string(),
      createdAt: z.string(),
      answeredAt: z.string().nullable(),
    }),
  ),
  contacts: z.array(
    z.object({
      orderNo: z.string(),
      channel: z.string(),
      outcome: z.string(),
      notes: z.string(),
      byName: z.string(),
      at: z.string(),
    }),
  ),
  kyc: z.array(
    z.object({
      step: z.string(),
      title: z.string(),
      savedAt: z.string().nullable(),
      rows: z.array(certifyDisplayRowSchema),
    }),
  ),
});
export type BorrowerFile = z.infer<typeof borrowerFileSchema>;
export const borrowerFileResponseSchema = envelopeSchema(borrowerFileSchema);

/** The product filter's options: every product of the lender, by name (GET /api/console/order-products). */
export const orderProductOptionsResponseSchema = envelopeSchema(
  z.object({ items: z.array(z.object({ id: int(), name: z.string() })) }),
);
export type OrderProductOption = z.infer<typeof orderProductOptionsResponseSchema>['data']['items'][number];
