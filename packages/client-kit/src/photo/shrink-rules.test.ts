import { describe, expect, it } from 'vitest';
import { fitWithin, PHOTO_MAX_SIDE_PX } from './shrink-rules';

describe('fitWithin', () => {
  it('brings a 4000 × 3000 camera photo to 2000 × 1500', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 2000, height: 1500 });
  });
  it('fits a portrait photo by its height', () => {
    expect(fitWithin(3024, 4032)).toEqual({ width: 1500, height: PHOTO_MAX_SIDE_PX });
  });
  it('never enlarges a small picture', () => {
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
  });
  it('keeps a very thin picture at least one pixel wide', () => {
    expect(fitWithin(10_000, 2)).toEqual({ width: 2000, height: 1 });
  });
});
