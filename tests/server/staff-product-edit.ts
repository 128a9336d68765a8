import { randomUUID } from 'node:crypto'
import { backOfficeProductEditCall } from '../../src/contract/back-office-catalogue'
import type { TestShop } from './harness'

/**
 * A product changed through the back office's edit call, as staff change it (found by its
 * uniqueId): the search index follows the write at once.
 */
export async function editProductAsStaff(
  shop: TestShop,
  staff: { auth: Record<string, string> },
  uniqueId: string,
  change: Record<string, unknown>,
): Promise<void> {
  const product = await shop.db
    .selectFrom('products')
    .select('id')
    .where('unique_id', '=', uniqueId)
    .executeTakeFirstOrThrow()
  await shop.call(
    backOfficeProductEditCall,
    { id: product.id, ...change },
    { headers: { ...staff.auth, 'idempotency-key': randomUUID() } },
  )
}
