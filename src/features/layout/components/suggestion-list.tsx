import { chakra } from '@chakra-ui/react/styled-system'
import { PriceTag } from '../../../components/price-tag'
import type { ProductSuggestion } from '../../../contract/catalogue'
import { useMediaAddress } from '../../../lib/media'

interface SuggestionListProps {
  id: string
  label: string
  products: ProductSuggestion[]
  /** Shown under the box; hidden, the box names it still (`aria-controls`). */
  open: boolean
  /** The option the arrows are on, or -1. */
  active: number
  onChoose: (product: ProductSuggestion) => void
}

/** How wide a suggestion's picture shows: the browser reads the smallest rendition that fills it. */
const thumbnailSizes = '48px'

/** The id of a suggestion, for the box's `aria-activedescendant`. */
export const suggestionId = (listId: string, index: number) => `${listId}-${index}`

/** The products suggested under the search box: picture, title and price, one option each. */
export function SuggestionList({
  id,
  label,
  products,
  open,
  active,
  onChoose,
}: SuggestionListProps) {
  const media = useMediaAddress()
  return (
    <chakra.ul
      id={id}
      role="listbox"
      aria-label={label}
      hidden={!open}
      position="absolute"
      insetInline="0"
      insetBlockStart="100%"
      zIndex="1"
      mt="1"
      p="1"
      m="0"
      listStyleType="none"
      bg="bg"
      borderWidth="1px"
      borderColor="border"
      rounded="md"
      boxShadow="0 4px 14px rgba(0, 0, 0, 0.12)"
    >
      {products.map((product, index) => (
        <chakra.li
          key={product.uniqueId}
          id={suggestionId(id, index)}
          role="option"
          aria-selected={index === active}
          // The box keeps focus (and its text) while an option is clicked.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onChoose(product)}
          display="flex"
          alignItems="center"
          gap="3"
          px="2"
          py="1"
          rounded="sm"
          cursor="pointer"
          textAlign="start"
          _hover={{ bg: 'gray.100' }}
          _selected={{ bg: 'brand.50', outline: '2px solid', outlineColor: 'brand.500' }}
        >
          <chakra.img
            {...(product.picture
              ? media.picture(product.picture, thumbnailSizes)
              : { src: media.url(product.img) })}
            alt=""
            width="48"
            height="48"
            loading="lazy"
            decoding="async"
            flexShrink="0"
            w="12"
            h="12"
            objectFit="cover"
            bg="gray.50"
            rounded="sm"
          />
          <chakra.div flex="1" minW="0">
            <chakra.div fontWeight="medium">{product.title}</chakra.div>
            <PriceTag price={product.price} />
          </chakra.div>
        </chakra.li>
      ))}
    </chakra.ul>
  )
}
