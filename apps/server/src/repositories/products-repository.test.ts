// Product versions are the terms orders were priced with: never changed once written (migration 0038), which
// is what lets an instance keep the versions it has read (decision 090).
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../test/helper.js';

const app = await build();
afterAll(() => app.close());

const failure = async (run: () => Promise<unknown>): Promise<string> => {
  try {
    await run();
  } catch (error) {
    const e = error as { message: string; cause?: { message?: string } };
    return `${e.message} ${e.cause?.message ?? ''}`;
  }
  return 'no error';
};

describe('product versions', () => {
  it('are refused any change or removal by the database', async () => {
    expect(await failure(() => app.db.execute(sql`update product_versions set config = config`))).toMatch(
      /product_versions is append-only: UPDATE refused/,
    );
    expect(await failure(() => app.db.execute(sql`delete from product_versions`))).toMatch(
      /product_versions is append-only: DELETE refused/,
    );
    expect(await failure(() => app.db.execute(sql`truncate product_versions cascade`))).toMatch(/append-only/);
  });

  it('are read once and kept frozen, so no caller can change another request’s terms', async () => {
    const [first] = (await app.productsRepository.listAll(1)).filter((p) => p.isActive);
    const read = await app.productsRepository.findVersion(first!.versionId);
    expect(read).toEqual(first!.config);
    expect(await app.productsRepository.findVersion(first!.versionId)).toBe(read);
    expect(Object.isFrozen(read)).toBe(true);
    expect(() => {
      (read as { code: string }).code = 'changed';
    }).toThrow(TypeError);
    expect(await app.productsRepository.findVersion(2_000_000_000)).toBeUndefined();
  });
});
