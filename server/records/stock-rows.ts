import type { LineItem } from '../repositories/cart-repository'

/**
 * Stock changes merged per product or option, products' rows before options', each in id
 * order: every transaction that takes or returns stock locks rows in one order, so none deadlock.
 */
export function inStockRowOrder<Change extends { item: LineItem; quantity: number }>(
  changes: Change[],
): Change[] {
  const merged = new Map<string, Change>()
  for (const change of changes) {
    const key = `${change.item.productId}:${change.item.variantId}`
    const held = merged.get(key)
    if (held) held.quantity += change.quantity
    else merged.set(key, { ...change })
  }
  // Ids are PostgreSQL integers (below 2^31): options' rows sort after every product's.
  const rank = ({ item }: Change) =>
    item.variantId === 0 ? item.productId : 2 ** 31 + item.variantId
  return [...merged.values()].sort((a, b) => rank(a) - rank(b))
}
