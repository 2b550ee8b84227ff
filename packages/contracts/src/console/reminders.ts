// The answers of the console's reminder settings (/api/console/reminders) that servicing.ts does not
// already describe: a saved template, a saved schedule and a run of the job.
import { z } from 'zod';
import { envelopeSchema } from '../common.js';

const int = () => z.number().int();

/** A template saved as a new version; kind is `reminder:<step>`. */
export const reminderTemplateSavedResponseSchema = envelopeSchema(z.object({ kind: z.string(), version: int() }));
export type ReminderTemplateSaved = z.infer<typeof reminderTemplateSavedResponseSchema>['data'];
export const reminderScheduleSavedResponseSchema = envelopeSchema(
  z.object({ productId: int(), offsetsDays: z.array(int()), maxPerDay: int() }),
);
export type ReminderScheduleSaved = z.infer<typeof reminderScheduleSavedResponseSchema>['data'];
/** What one run of the reminder job did (deferred: it was outside the hours reminders may be sent). */
export const reminderRunResultSchema = z.object({
  businessDate: z.string(),
  deferred: z.boolean(),
  due: int(),
  sent: int(),
  capped: int(),
  alreadySent: int(),
  failed: int(),
});
export type ReminderRunResult = z.infer<typeof reminderRunResultSchema>;
export const reminderRunResponseSchema = envelopeSchema(reminderRunResultSchema);
