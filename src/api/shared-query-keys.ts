/**
 * Keys of reads that one feature makes and another's writes change (a review changes the
 * product's vote and counts): each is the start of the read's key, before its language.
 */
export const sharedQueryKeys = {
  /** A product's page (`product/single`). */
  product: (unique: string) => ['catalogue', 'product', unique] as const,
}
