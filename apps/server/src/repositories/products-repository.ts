// Products and their immutable versions. Saving runs the structural rules and the cap policy;
// a product that breaks either is refused with the rule named.
import { and, asc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client.js';
import { products, productVersions, productVersionTiers } from '../db/schema.js';
import { checkProductCaps } from '../domain/loan/compliance.js';
import { validateProduct, type Product } from '../domain/loan/product.js';
import { repositoryPlugin } from './repository-plugin.js';

export class ProductRefused extends Error {
  constructor(readonly issues: { field: string; message: string }[]) {
    super(issues.map((i) => `${i.field}: ${i.message}`).join('; '));
  }
}

export type ProductRow = { id: number; code: string; name: string; logoUrl: string; versionId: number; config: Product; isActive: boolean };

type Executor = Database | Transaction;

/** Inserts or updates a product, writing a new version. Throws ProductRefused when it breaks a rule. */
export async function saveProduct(
  db: Executor,
  merchantId: number,
  input: { code: string; name: string; logoUrl: string; config: Product },
): Promise<ProductRow> {
  const issues = [...validateProduct(input.config), ...checkProductCaps(input.config)];
  if (issues.length > 0) throw new ProductRefused(issues.map((i) => ({ field: i.field, message: i.message })));
  const [existing] = await db.select({ id: products.id }).from(products).where(and(eq(products.merchantId, merchantId), eq(products.code, input.code)));
  const productId =
    existing?.id ??
    (await db.insert(products).values({ merchantId, code: input.code, name: input.name, logoUrl: input.logoUrl }).returning({ id: products.id }))[0]!.id;
  const [version] = await db.insert(productVersions).values({ productId, config: input.config }).returning({ id: productVersions.id });
  await db.insert(productVersionTiers).values(
    input.config.overdueTiers.map((t) => ({ productVersionId: version!.id, fromDay: t.fromDay, toDay: t.toDay, monthlyRateBps: t.monthlyRateBps })),
  );
  await db.update(products).set({ name: input.name, logoUrl: input.logoUrl, currentVersionId: version!.id }).where(eq(products.id, productId));
  return { id: productId, code: input.code, name: input.name, logoUrl: input.logoUrl, versionId: version!.id, config: input.config, isActive: true };
}

export function createProductsRepository(db: Database) {
  const select = () =>
    db
      .select({
        id: products.id,
        code: products.code,
        name: products.name,
        logoUrl: products.logoUrl,
        isActive: products.isActive,
        versionId: productVersions.id,
        config: productVersions.config,
      })
      .from(products)
      .innerJoin(productVersions, eq(productVersions.id, products.currentVersionId));

  return {
    save: (merchantId: number, input: Parameters<typeof saveProduct>[2]) => saveProduct(db, merchantId, input),

    async find(merchantId: number, productId: number): Promise<ProductRow | undefined> {
      const [row] = await select().where(and(eq(products.merchantId, merchantId), eq(products.id, productId)));
      return row;
    },

    async findVersion(versionId: number): Promise<Product | undefined> {
      const [row] = await db.select({ config: productVersions.config }).from(productVersions).where(eq(productVersions.id, versionId));
      return row?.config;
    },

    async list(merchantId: number): Promise<ProductRow[]> {
      return select().where(and(eq(products.merchantId, merchantId), eq(products.isActive, true))).orderBy(asc(products.id));
    },
  };
}

export type ProductsRepository = ReturnType<typeof createProductsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    productsRepository: ProductsRepository;
  }
}

export default repositoryPlugin('productsRepository', (app) => createProductsRepository(app.db));
