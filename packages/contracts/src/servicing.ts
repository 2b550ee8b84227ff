// Servicing (decision 060): reminders and the borrower's messages, templates edited in the console.
import { z } from 'zod';
import { envelopeSchema, idSchema, numeric } from './common.js';

export const SERVICING_PATHS = {
  hostMessages: '/api/host/messages',
  hostOrderDocuments: '/api/host/orders/:orderId/documents',
  document: '/api/documents/servicing',
} as const;

export const REMINDER_STEP_NAMES = ['before', 'due', 'after'] as const;
export const reminderStepSchema = z.enum(REMINDER_STEP_NAMES);

// ─── Borrower: messages inbox (host app) ───

export const hostMessageSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  title: z.string(),
  body: z.string(),
  sentAt: z.string(),
});
export type HostMessage = z.infer<typeof hostMessageSchema>;
export const hostMessagesResponseSchema = envelopeSchema(z.object({ items: z.array(hostMessageSchema) }));

// ─── Console: reminder schedules and templates (admin) ───

export const consoleTemplateSchema = z.object({
  kind: z.string(),
  version: z.number().int(),
  title: z.string(),
  body: z.string(),
  actor: z.string(),
  at: z.string().nullable(),
});
export type ConsoleTemplate = z.infer<typeof consoleTemplateSchema>;

export const consoleReminderScheduleSchema = z.object({
  productId: z.number().int(),
  productName: z.string(),
  offsetsDays: z.array(z.number().int()),
  maxPerDay: z.number().int(),
  custom: z.boolean(),
});
export type ConsoleReminderSchedule = z.infer<typeof consoleReminderScheduleSchema>;

export const consoleRemindersSchema = z.object({
  templates: z.array(consoleTemplateSchema.extend({ step: reminderStepSchema })),
  schedules: z.array(consoleReminderScheduleSchema),
  variables: z.array(z.string()),
  sample: z.record(z.string(), z.string()),
});
export type ConsoleReminders = z.infer<typeof consoleRemindersSchema>;
export const consoleRemindersResponseSchema = envelopeSchema(consoleRemindersSchema);

export const consoleTemplateSaveSchema = z.object({
  body: z.string({ error: 'write the message' }).max(2000),
  title: z.string().max(100).optional(),
});
export const consoleTemplatePreviewSchema = z.object({
  body: z.string({ error: 'write the message' }).max(2000),
});
export const consoleTemplatePreviewResponseSchema = envelopeSchema(
  z.object({ text: z.string(), problem: z.string().nullable(), length: z.number().int() }),
);
export const consoleTemplateVersionsResponseSchema = envelopeSchema(
  z.object({ items: z.array(consoleTemplateSchema) }),
);
export const reminderStepParamsSchema = z.object({ step: reminderStepSchema });
export const productIdParamsSchema = z.object({ productId: idSchema });

export const consoleReminderScheduleSaveSchema = z.object({
  offsetsDays: z.array(numeric(z.number({ error: 'must be a number of days' }).int('must be whole days')), {
    error: 'choose the days',
  }),
  maxPerDay: numeric(
    z
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(10, 'must be at most 10'),
  ),
});

/** Runs the reminder job now; `at` (an ISO instant) is accepted in sandbox mode only. */
export const consoleReminderRunSchema = z.object({
  at: z.iso.datetime({ error: 'must be a date and time such as 2026-04-03T09:00:00+08:00', offset: true }).optional(),
});

// ─── Receipts and statements (borrower, host app, console) ───

export const servicingDocumentLinksSchema = z.object({
  orderNo: z.string(),
  /** Null before the loan is released. */
  statement: z.object({ html: z.string(), pdf: z.string() }).nullable(),
  receipts: z.array(
    z.object({
      receiptNo: z.number().int(),
      /** The number as printed: the invoice serial (INV-000123), or an earlier official receipt's (OR-000123). */
      receiptNumber: z.string(),
      /** An invoice from the switch date on, an official receipt before it (decision 117): the title follows it. */
      kind: z.enum(['invoice', 'official_receipt']),
      paidOn: z.string(),
      amountCents: z.number().int(),
      reversed: z.boolean(),
      html: z.string(),
      pdf: z.string(),
    }),
  ),
});
export type ServicingDocumentLinks = z.infer<typeof servicingDocumentLinksSchema>;
export const servicingDocumentLinksResponseSchema = envelopeSchema(servicingDocumentLinksSchema);
export const hostOrderDocumentsParamsSchema = z.object({ orderId: idSchema });
export const servicingDocumentQuerySchema = z.object({ t: z.string({ error: 'is required' }).min(1).max(2000) });

// ─── Reversals (finance) ───

export const REVERSAL_REASON_NAMES = ['wrong_order', 'bounced', 'chargeback'] as const;
export const consoleReversalSchema = z.object({
  receiptNo: numeric(z.number({ error: 'choose the receipt' }).int().positive()),
  reason: z.enum(REVERSAL_REASON_NAMES, { error: 'choose wrong order, bounced or chargeback' }),
  note: z.string().trim().max(500).default(''),
  moveToOrderNo: z.string().trim().min(4).max(40).optional(),
});
