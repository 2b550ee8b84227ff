// Form rules shared by the configuration tabs. Amounts are typed as pesos and rates as percentages,
// both as text and parsed exactly (parsePesos, parseBps), never through a float.
import type { FormRule } from 'antd';
import { parseBps, parsePesos } from '@lendwell/contracts/money-format';

export const required = (label: string): FormRule => ({
  required: true,
  whitespace: true,
  message: `${label} is required`,
});

/**
 * A number field's rule: `required` alone. With `whitespace` the validator checks the value as text, and a
 * number (an InputNumber's value) then fails with the rule's message, "… is required", though it is filled.
 */
export const requiredNumber = (label: string): FormRule => ({ required: true, message: `${label} is required` });

export const pesosRule = (label: string): FormRule => ({
  validator: async (_rule, value: string | undefined) => {
    if (parsePesos(value ?? '') === null) throw new Error(`${label}: enter pesos like 5,000 or 5000.50`);
  },
});

export const percentRule = (label: string): FormRule => ({
  validator: async (_rule, value: string | undefined) => {
    const bps = parseBps(value ?? '');
    if (bps === null) throw new Error(`${label}: enter a percentage like 5.5 (at most two decimals)`);
    if (bps > 10_000) throw new Error(`${label}: must be at most 100%`);
  },
});

export const assetUrlRule = (label: string): FormRule => ({
  pattern: /^(\/\S*|https:\/\/\S+\.\S+)$/,
  message: `${label}: a path like /brand/logo.svg or an https:// address`,
});

/** Exact, after the rules passed. */
export const cents = (text: string) => parsePesos(text)!;
export const bps = (text: string) => parseBps(text)!;
