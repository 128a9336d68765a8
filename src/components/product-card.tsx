import { Box } from '@chakra-ui/react/box'
import { Heading } from '@chakra-ui/react/heading'
import { chakra } from '@chakra-ui/react/styled-system'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { ProductListItem } from '../contract/catalogue'
import { focusRing } from '../theme/styles'
import { PriceTag } from './price-tag'
import { ProductPicture } from './product-picture'

interface ProductCardProps {
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

/**
 * A product in a list: picture, title linking to its page, and price. Hovering or touching the
 * link loads the product's page ahead (the router's intent preload).
 */
export function ProductCard({
  product,
  sizes,
  headingAs = 'h2',
  largest = false,
  children,
}: ProductCardProps) {
  const stretched = children === undefined
  return (
    <Box
      as="article"
      position="relative"
      display="flex"
      flexDirection="column"
      gap="3"
      h="full"
      p="3"
      borderWidth="1px"
      borderColor="border"
      rounded="lg"
      bg="bg"
      color="fg"
      transition="box-shadow 0.2s"
      _hover={stretched ? { boxShadow: '0 4px 14px rgba(0, 0, 0, 0.12)' } : undefined}
    >
      <ProductPicture
        product={product}
        sizes={sizes}
        aspectRatio="1"
        rounded="md"
        loading={largest ? 'eager' : 'lazy'}
        fetchPriority={largest ? 'high' : undefined}
      />
      {/* The whole title, never cut: its model number and power tell products apart. */}
      <Heading as={headingAs} size={{ base: 'sm', md: 'md' }}>
        <chakra.a
          asChild
          color="inherit"
          textDecoration="none"
          _hover={{ color: 'brand.700' }}
          // The link covers the card: the picture and price open the product too.
          _after={
            stretched
              ? { content: '""', position: 'absolute', inset: '0', rounded: 'lg' }
              : undefined
          }
          {...focusRing}
        >
          <Link to="/product/single/$unique" params={{ unique: product.uniqueId }}>
            {product.title}
          </Link>
        </chakra.a>
      </Heading>
      {stretched ? (
        <Box mt="auto">
          <PriceTag price={product.price} />
        </Box>
      ) : (
        <>
          <PriceTag price={product.price} />
          <Box mt="auto">{children}</Box>
        </>
      )}
    </Box>
  )
}
