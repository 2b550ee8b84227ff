import { describe, expect, it } from 'vitest';
import { blockSearchKeys, readBlockNumber } from './block-list.js';

describe('block list numbers', () => {
  it('reads a mobile in the form the decision hashes, and shows only its last four digits', () => {
    expect(readBlockNumber('phone', '0917 123 4567')).toEqual({
      ok: true,
      kind: 'phone',
      number: '+639171234567',
      hint: 'Mobile number ending 4567',
    });
    expect(readBlockNumber('phone', '12345')).toMatchObject({ ok: false, field: 'number' });
  });

  it('checks an ID number against its type', () => {
    expect(readBlockNumber('id', '1234-5678-9012-3456', 'philsys')).toEqual({
      ok: true,
      kind: 'id',
      number: '1234567890123456',
      hint: 'PhilSys National ID ending 3456',
    });
    expect(readBlockNumber('id', '1234', 'philsys')).toMatchObject({ ok: false, field: 'number' });
    expect(readBlockNumber('id', '1234567890123456', 'library-card')).toMatchObject({ ok: false, field: 'idType' });
  });

  it('finds the keys a search could mean: a mobile, an ID number, or words only', () => {
    expect(blockSearchKeys('09171234567')).toContainEqual({ kind: 'phone', number: '+639171234567' });
    expect(blockSearchKeys('1234-5678-9012-3456')).toEqual([{ kind: 'id', number: '1234567890123456' }]);
    expect(blockSearchKeys('fraud ring')).toEqual([]);
  });
});
