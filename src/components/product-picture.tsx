import { chakra, type HTMLChakraProps } from '@chakra-ui/react/styled-system'
import type { ProductListItem } from '../contract/catalogue'
import { useMediaAddress } from '../lib/media'

/** A product's main picture with its responsive renditions; lazy, as products sit below the hero. */
export function ProductPicture({
  product,
  sizes,
  ...style
}: {
  product: ProductListItem
  sizes: string
} & Omit<HTMLChakraProps<'img'>, 'src' | 'srcSet' | 'sizes' | 'alt'>) {
  const media = useMediaAddress()
  const image = product.gallery[0]
  const attributes = image ? media.image(image, sizes) : { src: media.url(product.img) }
  return (
    <chakra.img
      {...attributes}
      alt={product.title}
      loading="lazy"
      decoding="async"
      display="block"
      w="full"
      h="auto"
      objectFit="cover"
      bg="gray.50"
      {...style}
    />
  )
}
