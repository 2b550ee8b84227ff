import { describe, expect, it } from 'vitest';
import { isLinkField, LINK_SENTENCE, peopleSentence } from './refusal-sentence.js';
import { validationRefusal } from '../plugins/app/error-handler.js';

describe('peopleSentence', () => {
  it('says what the walk-through saw as sentences without field paths', () => {
    expect(peopleSentence('amount', 'must be more than zero')).toBe('The amount must be more than ₱0.00.');
    expect(peopleSentence('position', 'must be one of 1, 2, 3')).toBe(LINK_SENTENCE);
    expect(peopleSentence('problemId', 'must be a number')).toBe(LINK_SENTENCE);
    expect(peopleSentence('phone', 'is required')).toBe('Please fill in the mobile number.');
    expect(peopleSentence('problemDesc', 'must be at most 500 characters')).toBe(
      'The description must be at most 500 characters.',
    );
  });

  it('keeps a text that is already a sentence, and a screen label the form shows', () => {
    expect(peopleSentence('problemType', 'This order does not support the collection complaint type.')).toBe(
      'This order does not support the collection complaint type.',
    );
    expect(peopleSentence('Transfer by', 'choose one of the options')).toBe('Transfer by: choose one of the options.');
    expect(peopleSentence('code', 'the code has expired; please request a new one')).toBe(
      'The code has expired; please request a new one.',
    );
  });

  it('never starts a sentence with a field path', () => {
    const fields = ['orderId', 'clauses.2.heading', 'amountCents', 'problemSonType', 'items.0.value', 'productId'];
    for (const field of fields) {
      expect(peopleSentence(field, 'is invalid')).not.toMatch(/^[a-z_][\w.[\]]*: /);
      expect(peopleSentence(field, 'is invalid')).toMatch(/^[A-Z].*\.$/);
    }
  });

  it('tells the page link apart from what a person typed', () => {
    expect(isLinkField('orderId')).toBe(true);
    expect(isLinkField('items.3.productId')).toBe(true);
    expect(isLinkField('amount')).toBe(false);
    expect(isLinkField('problemDesc')).toBe(false);
  });
});

describe('validationRefusal', () => {
  const issue = (path: string, message: string) => ({ instancePath: path, message, params: { input: 'x' } });

  it('keeps the field and the old wording for integrators, and gives people a sentence', () => {
    const refusal = validationRefusal([issue('/amount', 'must be more than zero')], 'body');
    expect(refusal).toEqual({
      message: 'The amount must be more than ₱0.00.',
      field: 'amount',
      detail: 'amount: must be more than zero',
      reason: 'amount-not-positive',
    });
  });

  it('asks to reopen the page when the link is wrong', () => {
    const refusal = validationRefusal([issue('/problemId', 'must be a number')], 'querystring');
    expect(refusal.message).toBe(LINK_SENTENCE);
    expect(refusal.reason).toBe('invalid-link');
    expect(refusal.detail).toBe('problemId: must be a number');
  });

  it('reads a missing body as missing', () => {
    const refusal = validationRefusal([{ instancePath: '', message: 'x', params: { input: undefined } }], 'body');
    expect(refusal.field).toBe('body');
    expect(refusal.detail).toBe('body: is required');
    expect(refusal.message).not.toMatch(/^body:/);
  });
});
