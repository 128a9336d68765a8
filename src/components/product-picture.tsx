import type { ProductListItem } from '../contract/catalogue'
import { useMediaAddress } from '../lib/media'
import { defineStyles, WithStyles } from '../lib/static-styles'

const picture = {
  display: 'block',
  w: 'full',
  h: 'auto',
  aspectRatio: '1',
  objectFit: 'cover',
  bg: 'gray.50',
  rounded: 'md',
} as const

const pictureStyles = defineStyles({
  /** In a card or a list. */
  card: picture,
  /** Beside a featured product's text, from medium screens up. */
  feature: { ...picture, display: { base: 'none', md: 'block' }, rounded: 'lg' },
})

/**
 * A product's main picture, square, with its responsive renditions; lazy, as products sit below
 * the hero, unless it is the page's largest.
 */
export function ProductPicture({
  product,
  sizes,
  look = 'card',
  largest = false,
}: {
  product: ProductListItem
  sizes: string
  look?: 'card' | 'feature'
  /** The page's largest picture: asked for at once, before the others. */
  largest?: boolean
}) {
  const media = useMediaAddress()
  const image = product.gallery[0]
  const attributes = image ? media.picture(image, sizes) : { src: media.url(product.img) }
  return (
    <WithStyles sheet={pictureStyles}>
      {(className) => (
        <img
          {...attributes}
          alt={product.title}
          loading={largest ? 'eager' : 'lazy'}
          fetchPriority={largest ? 'high' : undefined}
          decoding="async"
          className={className(look)}
        />
      )}
    </WithStyles>
  )
}
