import { Box } from '@chakra-ui/react/box'
import { Heading } from '@chakra-ui/react/heading'
import { chakra } from '@chakra-ui/react/styled-system'
import { Link } from '@tanstack/react-router'
import { PriceTag } from '../../../components/price-tag'
import { ProductPicture } from '../../../components/product-picture'
import type { ProductListItem } from '../../../contract/catalogue'
import { focusRing } from '../../../theme/styles'

/**
 * A product of a listing: picture, title and price, the whole card one link to its page. Hovering
 * or touching it loads the product's page ahead (the router's intent preload).
 */
export function ProductCard({
  product,
  uploadPath,
  eager = false,
}: {
  product: ProductListItem
  uploadPath: string
  /** A card of the first row: its picture is asked for at once. */
  eager?: boolean
}) {
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
      transition="box-shadow 0.2s"
      _hover={{ boxShadow: '0 4px 14px rgba(0, 0, 0, 0.12)' }}
    >
      <ProductPicture
        product={product}
        uploadPath={uploadPath}
        // Two a row on phones, three on tablets, four from large screens (inside a 72rem page).
        sizes="(min-width: 72rem) 17rem, (min-width: 62rem) 25vw, (min-width: 48rem) 33vw, 50vw"
        aspectRatio="1"
        rounded="md"
        loading={eager ? 'eager' : 'lazy'}
      />
      <Heading as="h2" size="md" lineClamp={2}>
        <chakra.a
          asChild
          color="inherit"
          textDecoration="none"
          _hover={{ color: 'brand.700' }}
          // The link covers the card: the picture and price open the product too.
          _after={{ content: '""', position: 'absolute', inset: '0', rounded: 'lg' }}
          {...focusRing}
        >
          <Link to="/product/single/$unique" params={{ unique: product.uniqueId }}>
            {product.title}
          </Link>
        </chakra.a>
      </Heading>
      <Box mt="auto">
        <PriceTag price={product.price} />
      </Box>
    </Box>
  )
}
