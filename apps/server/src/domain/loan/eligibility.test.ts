import { describe, expect, it } from 'vitest';
import { APPLY_REFUSALS, mayApply, type ApplyFacts } from './eligibility.js';

const clear: ApplyFacts = { openOrder: null, declineWait: null, profileStepMissing: null };

describe('mayApply', () => {
  it('lets a borrower with no open loan, no wait and a complete profile apply', () => {
    expect(mayApply(clear)).toEqual({ ok: true });
  });

  it('refuses while a loan is open, naming its product', () => {
    expect(mayApply({ ...clear, openOrder: { productId: 7 } })).toEqual({
      ok: false,
      reason: 'openOrder',
      openProductId: 7,
    });
  });

  it('refuses while a decline or rejection wait runs, with the date it ends', () => {
    expect(mayApply({ ...clear, declineWait: { reapplyOn: '2026-12-29' } })).toEqual({
      ok: false,
      reason: 'declined',
      until: '2026-12-29',
    });
  });

  it('refuses an editable profile with a step left, naming the step', () => {
    expect(mayApply({ ...clear, profileStepMissing: 'Work details' })).toEqual({
      ok: false,
      reason: 'profileIncomplete',
      step: 'Work details',
    });
  });

  it('answers the first reason that holds: open loan, then the wait, then the profile', () => {
    const all: ApplyFacts = {
      openOrder: { productId: 1 },
      declineWait: { reapplyOn: '2026-12-29' },
      profileStepMissing: 'Photo',
    };
    expect(mayApply(all)).toMatchObject({ reason: 'openOrder' });
    expect(mayApply({ ...all, openOrder: null })).toMatchObject({ reason: 'declined' });
    expect(mayApply({ ...all, openOrder: null, declineWait: null })).toMatchObject({ reason: 'profileIncomplete' });
  });

  it('gives every refusal it declares, and no other', () => {
    const seen = new Set<string>();
    for (const openOrder of [null, { productId: 1 }])
      for (const declineWait of [null, { reapplyOn: '2026-12-29' }])
        for (const profileStepMissing of [null, 'Photo']) {
          const answer = mayApply({ openOrder, declineWait, profileStepMissing });
          if (!answer.ok) seen.add(answer.reason);
        }
    expect([...seen].sort()).toEqual([...APPLY_REFUSALS].sort());
  });
});
