export interface SeedOptions {
  /** Where media files go; undefined computes their names without writing them. */
  uploadsDir: string | undefined
  /** Products per category beyond the demo set, for benchmarks. */
  extraProducts?: number
}
