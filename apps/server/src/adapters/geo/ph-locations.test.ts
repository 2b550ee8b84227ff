import { describe, expect, it } from 'vitest';
import { cityExists, cityLabel, locationTree } from './ph-locations.js';

describe('Philippine locations', () => {
  it('has every region, NCR as Metro Manila with its cities', () => {
    const tree = locationTree();
    expect(tree.length).toBeGreaterThanOrEqual(17);
    const ncr = tree.find((r) => r.label.startsWith('NCR'))!;
    expect(ncr.children!.map((p) => p.label)).toEqual(['Metro Manila']);
    const makati = ncr.children![0]!.children!.find((c) => c.label === 'Makati City')!;
    const value = `${ncr.value}|${ncr.value}|${makati.value}`;
    expect(cityExists(value)).toBe(true);
    expect(cityLabel(value)).toBe('Makati City, Metro Manila');
    const places = tree.flatMap((r) => r.children ?? []).flatMap((p) => p.children ?? []);
    expect(places.length).toBeGreaterThan(1_500);
  });
  it('refuses a city that is not in the province', () => {
    const r = locationTree()[0]!;
    const p = r.children![0]!;
    expect(cityExists(`${r.value}|${p.value}|0000000000`)).toBe(false);
  });
});
