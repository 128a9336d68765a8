import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { ProductListItem } from '../contract/catalogue'
import { defineStyles, recipeStyle, WithStyles } from '../lib/static-styles'
import { focusRing } from '../theme/styles'
import { PriceTag } from './price-tag'
import { ProductPicture } from './product-picture'

export interface ProductCardProps {
  product: ProductListItem
  /** How wide the picture shows, for its `sizes`. */
  sizes: string
  /** The title's heading level in the page. */
  headingAs?: 'h2' | 'h3'
  /**
   * The list's first card: its picture is the page's largest on a phone, asked for at once and
   * first (React puts its preload in the head); the others' wait for the page's layout.
   */
  largest?: boolean
  /** Actions under the price. Without them the whole card is the link to the product. */
  children?: ReactNode
}

const card = {
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  h: 'full',
  p: '3',
  borderWidth: '1px',
  borderColor: 'border',
  rounded: 'lg',
  bg: 'bg',
  color: 'fg',
  transition: 'box-shadow 0.2s',
} as const

const link = {
  color: 'inherit',
  textDecoration: 'none',
  _hover: { color: 'brand.700' },
  ...focusRing,
} as const

/** Resolved once per design system: a card costs class names, not style work, as it hydrates. */
const cardStyles = defineStyles({
  card,
  linkCard: { ...card, _hover: { boxShadow: '0 4px 14px rgba(0, 0, 0, 0.12)' } },
  title: recipeStyle('heading', { size: 'md' }),
  link,
  // The link covers the card: the picture and price open the product too.
  cardLink: {
    ...link,
    _after: { content: '""', position: 'absolute', inset: '0', rounded: 'lg' },
  },
  bottom: { mt: 'auto' },
})

/**
 * A product in a list: picture, title linking to its page, and price. Hovering or touching the
 * link loads the product's page ahead (the router's intent preload).
 */
export function ProductCard({
  product,
  sizes,
  headingAs: Heading = 'h2',
  largest = false,
  children,
}: ProductCardProps) {
  const stretched = children === undefined
  return (
    <WithStyles sheet={cardStyles}>
      {(className) => (
        <article className={className(stretched ? 'linkCard' : 'card')}>
          <ProductPicture product={product} sizes={sizes} largest={largest} />
          {/* The whole title, never cut: its model number and power tell products apart. */}
          <Heading className={className('title')}>
            <Link
              to="/product/single/$unique"
              params={{ unique: product.uniqueId }}
              className={className(stretched ? 'cardLink' : 'link')}
            >
              {product.title}
            </Link>
          </Heading>
          {stretched ? (
            <div className={className('bottom')}>
              <PriceTag price={product.price} />
            </div>
          ) : (
            <>
              <PriceTag price={product.price} />
              <div className={className('bottom')}>{children}</div>
            </>
          )}
        </article>
      )}
    </WithStyles>
  )
}
