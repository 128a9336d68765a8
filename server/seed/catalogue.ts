import type { Db } from '../db/database'
import type { SeedOptions } from './index'

export async function seedCatalogue(_db: Db, _options: SeedOptions): Promise<void> {}
