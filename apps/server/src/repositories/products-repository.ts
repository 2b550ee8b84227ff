// Products and their immutable versions. Saving runs the structural rules and the cap policy;
// a product that breaks either is refused with the rule named.
import { and, asc, count, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client.js';
import { orders, products, productVersions, productVersionTiers } from '../db/schema.js';
import { checkProductCaps } from '../domain/loan/compliance.js';
import { validateProduct, type Product } from '../domain/loan/product.js';
import { repositoryPlugin } from './repository-plugin.js';

export class ProductRefused extends Error {
  constructor(readonly issues: { field: string; message: string }[]) {
    super(issues.map((i) => `${i.field}: ${i.message}`).join('; '));
  }
}

export type ProductRow = {
  id: number;
  code: string;
  name: string;
  logoUrl: string;
  versionId: number;
  config: Product;
  isActive: boolean;
};

type Executor = Database | Transaction;

/**
 * A lender's products with the terms in force (each one's current version), by id, as one column of compact
 * JSON: the lender's list reads it alone, the loan page with its other reads (loan-page-repository.ts).
 */
export const productsColumn = (merchantId: SQL | Placeholder) =>
  sql<ProductRow[] | string>`(select coalesce(json_agg(json_build_object('id', p.id, 'code', p.code, 'name', p.name,
    'logoUrl', p.logo_url, 'isActive', p.is_active, 'versionId', v.id, 'config', v.config) order by p.id), '[]')
    from ${products} p join ${productVersions} v on v.id = p.current_version_id where p.merchant_id = ${merchantId})`;

/** The products from productsColumn's read (PGlite may hand json over as text). */
export const productsFrom = (read: ProductRow[] | string): ProductRow[] =>
  typeof read === 'string' ? (JSON.parse(read) as ProductRow[]) : read;

/** Why a product's terms may not be saved (the structural rules and the cap policy), or null when they may. */
export function productRefusal(config: Product): ProductRefused | null {
  const issues = [...validateProduct(config), ...checkProductCaps(config)];
  return issues.length > 0 ? new ProductRefused(issues.map((i) => ({ field: i.field, message: i.message }))) : null;
}

/** Inserts or updates a product, writing a new version. Throws ProductRefused when it breaks a rule. */
export async function saveProduct(
  db: Executor,
  merchantId: number,
  input: { code: string; name: string; logoUrl: string; config: Product },
): Promise<ProductRow> {
  const refused = productRefusal(input.config);
  if (refused) throw refused;
  const [existing] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.merchantId, merchantId), eq(products.code, input.code)));
  const productId =
    existing?.id ??
    (
      await db
        .insert(products)
        .values({ merchantId, code: input.code, name: input.name, logoUrl: input.logoUrl })
        .returning({ id: products.id })
    )[0]!.id;
  const [version] = await db
    .insert(productVersions)
    .values({ productId, config: input.config })
    .returning({ id: productVersions.id });
  await db.insert(productVersionTiers).values(
    input.config.overdueTiers.map((t) => ({
      productVersionId: version!.id,
      fromDay: t.fromDay,
      toDay: t.toDay,
      monthlyRateBps: t.monthlyRateBps,
    })),
  );
  await db
    .update(products)
    .set({ name: input.name, logoUrl: input.logoUrl, currentVersionId: version!.id })
    .where(eq(products.id, productId));
  return {
    id: productId,
    code: input.code,
    name: input.name,
    logoUrl: input.logoUrl,
    versionId: version!.id,
    config: input.config,
    isActive: true,
  };
}

/** Versions of product terms an instance keeps (each a few kilobytes). */
const VERSIONS_KEPT = 500;

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

export function createProductsRepository(db: Database) {
  // Every borrower order screen reads these two: built once and named, so each PostgreSQL connection parses
  // and plans them once (decision 088).
  let versionQuery: ReturnType<typeof prepareVersion> | undefined;
  let listAllQuery: ReturnType<typeof prepareListAll> | undefined;
  const versions = new Map<number, Product>();
  const prepareVersion = () =>
    db
      .select({ config: productVersions.config })
      .from(productVersions)
      .where(eq(productVersions.id, sql.placeholder('versionId')))
      .prepare('product_version_config');
  const prepareListAll = () =>
    db
      .select({ products: productsColumn(sql.placeholder('merchantId')) })
      .from(sql`(select 1) as one`)
      .prepare('products_of_merchant');
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

    /**
     * An order's terms by its product version. Versions never change (migration 0038 refuses it), so
     * versions read are kept here: every borrower screen of an order needs its terms, and a kept version can
     * never be stale on any instance (decision 090). The oldest go first past VERSIONS_KEPT.
     */
    async findVersion(versionId: number): Promise<Product | undefined> {
      const kept = versions.get(versionId);
      if (kept) return kept;
      const [row] = await (versionQuery ??= prepareVersion()).execute({ versionId });
      if (!row) return undefined;
      if (versions.size >= VERSIONS_KEPT) versions.delete(versions.keys().next().value!);
      // Shared by every request from now on: frozen, so a caller that changed it would fail loudly, not
      // change another request's terms.
      const config = deepFreeze(row.config);
      versions.set(versionId, config);
      return config;
    },

    async list(merchantId: number): Promise<ProductRow[]> {
      return select()
        .where(and(eq(products.merchantId, merchantId), eq(products.isActive, true)))
        .orderBy(asc(products.id));
    },

    /** A product's id by its code (the sandbox's demo product). */
    async idByCode(merchantId: number, code: string): Promise<number | undefined> {
      const [row] = await db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.merchantId, merchantId), eq(products.code, code)))
        .limit(1);
      return row?.id;
    },

    /** Every product, withdrawn ones too: the console, and pages about existing orders. */
    async listAll(merchantId: number): Promise<ProductRow[]> {
      const [row] = await (listAllQuery ??= prepareListAll()).execute({ merchantId });
      return productsFrom(row!.products);
    },

    /**
     * Saves new terms as a new version in one transaction; orders keep the version they were priced with.
     * Given a caller's transaction, it runs as a savepoint inside it, so the caller's audit entry commits with it.
     */
    saveVersion: (merchantId: number, input: Parameters<typeof saveProduct>[2], ex: Executor = db) =>
      ex.transaction((tx) => saveProduct(tx, merchantId, input)),

    /** A withdrawn product leaves the borrower's lists and takes no new orders; existing orders go on. */
    async setActive(merchantId: number, productId: number, isActive: boolean, ex: Executor = db): Promise<boolean> {
      const rows = await ex
        .update(products)
        .set({ isActive })
        .where(and(eq(products.merchantId, merchantId), eq(products.id, productId)))
        .returning({ id: products.id });
      return rows.length > 0;
    },

    /** Versions and orders per product, for the console's list. */
    async usage(merchantId: number): Promise<Map<number, { versionCount: number; orderCount: number }>> {
      const versions = await db
        .select({ productId: productVersions.productId, n: count() })
        .from(productVersions)
        .innerJoin(products, eq(products.id, productVersions.productId))
        .where(eq(products.merchantId, merchantId))
        .groupBy(productVersions.productId);
      const placed = await db
        .select({ productId: orders.productId, n: count() })
        .from(orders)
        .innerJoin(products, eq(products.id, orders.productId))
        .where(eq(products.merchantId, merchantId))
        .groupBy(orders.productId);
      const out = new Map<number, { versionCount: number; orderCount: number }>();
      for (const v of versions) out.set(v.productId, { versionCount: v.n, orderCount: 0 });
      for (const o of placed)
        out.set(o.productId, { versionCount: out.get(o.productId)?.versionCount ?? 0, orderCount: o.n });
      return out;
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
