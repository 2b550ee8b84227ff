import { describe, expect, it } from 'vitest';
import { assignedCollectorOf } from './visibility.js';

describe('assignedCollectorOf', () => {
  it('limits a collector to their own loans and no other role', () => {
    expect(assignedCollectorOf({ id: 7, role: 'collector' })).toBe(7);
    for (const role of ['collections_supervisor', 'admin', 'agent', 'reviewer', 'finance', 'risk'])
      expect(assignedCollectorOf({ id: 7, role })).toBeNull();
  });
});
