/**
 * The products the order calls sell and move to (server constants, per publisher): the digital
 * edition a print subscription can transfer to (§7 call 22 toMagAbbr), and the Resin plans that
 * POST /order prices (§7 call 26). planCode is `<prodIdAlias>-<months>M`.
 */

export interface TransferTarget {
  prodIdAlias: string;
  productName: string;
}

/** Print product → the products its remaining term can move to. */
export const TRANSFER_TARGETS: Readonly<Record<string, readonly TransferTarget[]>> = {
  NWM: [{ prodIdAlias: 'NWD', productName: 'Northwind Digital' }],
  BOR: [{ prodIdAlias: 'BON', productName: 'Boréale numérique' }],
};

export function transferTargetsOf(prodIdAlias: string): readonly TransferTarget[] {
  return TRANSFER_TARGETS[prodIdAlias] ?? [];
}

export const PLAN_MONTHS = [3, 6, 12] as const;

export interface ResinProduct {
  prodIdAlias: string;
  productName: string;
  currency: string;
  /** Price in cents per term length in months. */
  prices: Readonly<Record<(typeof PLAN_MONTHS)[number], number>>;
}

/** Resin products by publisher globalCode. */
export const RESIN_PRODUCTS: Readonly<Record<string, readonly ResinProduct[]>> = {
  NWM: [{ prodIdAlias: 'NWD', productName: 'Northwind Digital', currency: 'USD', prices: { 3: 799, 6: 1499, 12: 2499 } }],
  BOR: [{ prodIdAlias: 'BON', productName: 'Boréale numérique', currency: 'CAD', prices: { 3: 899, 6: 1699, 12: 2899 } }],
};

export interface PricedPlan {
  product: ResinProduct;
  months: (typeof PLAN_MONTHS)[number];
  unitCents: number;
}

/** The plan a planCode names for a publisher, or null when it sells no such plan. */
export function planOf(globalCode: string, prodIdAlias: string, planCode: string): PricedPlan | null {
  const match = /^([A-Z0-9]+)-(\d+)M$/.exec(planCode);
  if (!match || match[1] !== prodIdAlias) return null;
  const months = Number(match[2]) as PricedPlan['months'];
  if (!PLAN_MONTHS.includes(months)) return null;
  const product = (RESIN_PRODUCTS[globalCode] ?? []).find((p) => p.prodIdAlias === prodIdAlias);
  if (!product) return null;
  return { product, months, unitCents: product.prices[months] };
}
