import { describe, expect, it } from 'vitest';
import type { RuleObject } from 'antd/es/form';
import { bps, cents, percentRule, pesosRule } from './form-rules';

// The rules are antd validators: they resolve for a good value and reject with the message shown.
async function check(rule: ReturnType<typeof pesosRule>, value: string | undefined): Promise<string | null> {
  const validator = (rule as { validator: (r: RuleObject, v: unknown) => Promise<void> }).validator;
  try {
    await validator({} as RuleObject, value);
    return null;
  } catch (e) {
    return (e as Error).message;
  }
}

describe('pesos typed as text', () => {
  it('accepts whole pesos, thousands separators and centavos', async () => {
    for (const ok of ['5000', '5,000', '5000.50', '0.01', '1,234,567.89'])
      expect(await check(pesosRule('Minimum'), ok)).toBeNull();
  });

  it('refuses what is not an amount, naming the field and showing an example', async () => {
    for (const bad of ['', 'abc', '5.555', '-5', '5,00', undefined])
      expect(await check(pesosRule('Minimum'), bad)).toBe('Minimum: enter pesos like 5,000 or 5000.50');
  });

  it('parses to exact centavos without a float', () => {
    expect(cents('5,000')).toBe(500_000);
    expect(cents('5000.50')).toBe(500_050);
    expect(cents('0.07')).toBe(7);
    // 1.1 + 2.2 is not 3.3 in floats; as centavos it is exact.
    expect(cents('1.10') + cents('2.20')).toBe(cents('3.30'));
    expect(cents('90,071,992,547,409.91')).toBe(9_007_199_254_740_991);
  });
});

describe('percentages typed as text', () => {
  it('accepts up to two decimals and at most 100%', async () => {
    for (const ok of ['5', '5.5', '0.25', '100']) expect(await check(percentRule('Interest'), ok)).toBeNull();
  });

  it('refuses more decimals or more than 100%, naming the field', async () => {
    expect(await check(percentRule('Interest'), '5.555')).toBe(
      'Interest: enter a percentage like 5.5 (at most two decimals)',
    );
    expect(await check(percentRule('Interest'), 'x')).toBe(
      'Interest: enter a percentage like 5.5 (at most two decimals)',
    );
    expect(await check(percentRule('Interest'), '100.01')).toBe('Interest: must be at most 100%');
  });

  it('parses to basis points exactly', () => {
    expect(bps('5.5')).toBe(550);
    expect(bps('0.07')).toBe(7);
    expect(bps('100')).toBe(10_000);
  });
});
