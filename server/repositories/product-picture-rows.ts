import type { Db } from '../db/database'

/** A stored picture of a product, as the product's gallery and the back office show it. */
export interface PictureRow {
  url: string
  width: number
  height: number
  widths: number[]
}

/** The pictures of each product, in the shop's order, in one query. */
export async function picturesByProduct(
  db: Db,
  productIds: number[],
): Promise<Map<number, PictureRow[]>> {
  const pictures = new Map<number, PictureRow[]>()
  if (productIds.length === 0) return pictures
  const rows = await db
    .selectFrom('product_images')
    .select(['product_id', 'url', 'width', 'height', 'widths'])
    .where('product_id', 'in', productIds)
    .orderBy('position')
    .orderBy('id')
    .execute()
  for (const { product_id, widths, ...picture } of rows) {
    const list = pictures.get(product_id) ?? []
    list.push({ ...picture, widths: JSON.parse(widths) as number[] })
    pictures.set(product_id, list)
  }
  return pictures
}
