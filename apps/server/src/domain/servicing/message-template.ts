// Reminder and call-script templates: plain text with {variables}. A template may only name the
// variables below, so what a borrower reads is always filled in (never a stray brace).
import type { ReminderStep } from './reminder-schedule.js';

export const TEMPLATE_VARIABLES = ['name', 'amountDue', 'dueDate', 'payCode', 'link', 'lender'] as const;
export type TemplateVariable = (typeof TEMPLATE_VARIABLES)[number];
export type TemplateValues = Record<TemplateVariable, string>;

/** SMS bodies stay within a few segments: long messages cost more and read worse. */
export const TEMPLATE_MAX_LENGTH = 480;

const PLACEHOLDER = /\{([^{}]*)\}/g;

/**
 * Null when the body is fit to send; otherwise a sentence saying what is wrong. Reminders use the
 * SMS variables and length; call scripts (domain/collections/call-script.ts) pass their own.
 */
export function checkTemplate(
  body: string,
  variables: readonly string[] = TEMPLATE_VARIABLES,
  maxLength: number = TEMPLATE_MAX_LENGTH,
): string | null {
  if (body.trim().length < 10) return 'write at least 10 characters';
  if (body.length > maxLength) return `keep it within ${maxLength} characters`;
  for (const match of body.matchAll(PLACEHOLDER)) {
    if (!variables.includes(match[1]!))
      return `{${match[1]}} is not a variable; use ${variables.map((v) => `{${v}}`).join(', ')}`;
  }
  if (/[{}]/.test(body.replace(PLACEHOLDER, ''))) return 'a brace is not closed';
  return null;
}

/** Fills every {variable}; the body must have passed checkTemplate. */
export function renderTemplate(body: string, values: Readonly<Record<string, string>>): string {
  return body.replace(PLACEHOLDER, (_, name: string) => values[name] ?? '');
}

/** The words a lender starts with; the console saves versions over them. */
export const DEFAULT_REMINDER_TEMPLATES: Record<ReminderStep, string> = {
  before:
    'Hi {name}, a friendly reminder from {lender}: {amountDue} is due on {dueDate}. Pay code: {payCode}. Details: {link}',
  due: 'Hi {name}, your {lender} payment of {amountDue} is due today, {dueDate}. Pay code: {payCode}. Details: {link}',
  after:
    'Hi {name}, your {lender} payment of {amountDue} was due on {dueDate} and is not yet paid. Pay code: {payCode}. Details: {link}',
};

/** Values a preview fills in, so an editor sees a realistic message. */
export const SAMPLE_TEMPLATE_VALUES: TemplateValues = {
  name: 'Maria',
  amountDue: '₱5,606.67',
  dueDate: '2026-04-06',
  payCode: '7ELE 1234 5678',
  link: 'https://lendwell.example/app/loans',
  lender: 'Lendwell',
};
