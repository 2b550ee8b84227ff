import { describe, expect, it } from 'vitest';
import { actorName, staffIdOfActor } from './actor-name';

describe('actorName', () => {
  it('names a person by name (and e-mail for an export), or by e-mail alone when the name is unknown', () => {
    const names = new Map([[3, 'Maria Santos']]);
    expect(actorName('staff:3:finance@console.sandbox', names)).toBe('Maria Santos (finance@console.sandbox)');
    expect(actorName('staff:3:finance@console.sandbox', names, false)).toBe('Maria Santos');
    expect(actorName('staff:4:agent@console.sandbox', names)).toBe('agent@console.sandbox');
    expect(actorName('staff:4:agent@console.sandbox', names, false)).toBe('agent@console.sandbox');
    expect(staffIdOfActor('staff:3:finance@console.sandbox')).toBe(3);
    expect(staffIdOfActor('cob')).toBeNull();
  });

  it('names jobs, the engine, the operator, providers and the borrower in words', () => {
    expect(actorName('cob')).toBe('Close of business job');
    expect(actorName('credit-engine')).toBe('Credit engine');
    expect(actorName('operator')).toBe('Operator (command line)');
    expect(actorName('seed')).toBe('Built in');
    expect(actorName('provider:dragonpay')).toBe('Provider Dragonpay');
    expect(actorName('job:payout-reconcile')).toBe('Payout Reconcile job');
    expect(actorName('borrower:2')).toBe('The borrower, in the app');
    expect(actorName('something-else')).toBe('something-else');
    expect(actorName(null)).toBe('—');
  });
});
