/** Products of each of the demo catalogue's two categories. */
export const demoProductsPerCategory = 30
/** The demo catalogue's products: the fewest a seeded shop holds. */
export const demoProductCount = 2 * demoProductsPerCategory

export interface SeedOptions {
  /** Where media files go; undefined computes their names without writing them. */
  uploadsDir: string | undefined
  /**
   * The catalogue's products in all, at least `demoProductCount`: the demo's, then generated
   * ones (for benchmarks). Undefined: the demo's alone.
   */
  products?: number
}
