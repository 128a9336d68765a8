import { Box } from '@chakra-ui/react/box'
import { useEffect, useState } from 'react'
import { ChoiceField } from '../../../components/form/choice-field'
import { SearchForm } from '../../../components/search-form'
import {
  productSearchSorts,
  productSorts,
  type ProductSearchSort,
} from '../../../contract/catalogue'
import {
  isTooShortToSearch,
  searchMinLength,
  searchTextOf,
} from '../../../contract/product-search-text'
import { useIntl } from '../../../i18n/use-intl'
import { catalogueMessages } from '../messages'

/** The label of each sort order. */
export const sortLabels = {
  relevance: 'catalogue.sort.relevance',
  'id DESC': 'catalogue.sort.latest',
  'price ASC': 'catalogue.sort.cheapest',
  'price DESC': 'catalogue.sort.dearest',
  'fav DESC': 'catalogue.sort.favourites',
  'id ASC': 'catalogue.sort.oldest',
} as const satisfies Record<ProductSearchSort, string>

/** How long typing may pause before the listing follows the search box. */
const typingPauseMs = 400

interface ListingControlsProps {
  /** The search text of the address. */
  q: string
  /** `relevance` only while searching: a search offers it first, a category's listing not. */
  sort: ProductSearchSort
  /** A new search text ('' clears it); the listing goes back to its first page. */
  onSearch: (q: string) => void
  onSort: (sort: ProductSearchSort) => void
}

/**
 * The listing's search box and sort select. The search follows typing once it pauses (and at
 * once on Enter); text of at least `searchMinLength` characters searches, and clearing the box
 * lists the category again.
 */
export function ListingControls({ q, sort, onSearch, onSort }: ListingControlsProps) {
  const { t } = useIntl(catalogueMessages)
  const [text, setText] = useState(q)
  const [shownQ, setShownQ] = useState(q)
  if (q !== shownQ) {
    setShownQ(q)
    // The address changed on its own (back button, a link): the box shows its search. A change
    // the box made itself already agrees with its text.
    if (searchTextOf(text) !== q) setText(q)
  }
  useEffect(() => {
    const next = searchTextOf(text)
    if (next === q) return
    const timer = setTimeout(() => onSearch(next), typingPauseMs)
    return () => clearTimeout(timer)
  }, [text, q, onSearch])
  const short = isTooShortToSearch(text)
  return (
    <Box display="flex" flexWrap="wrap" gap="3" alignItems="flex-end" mt="4">
      <SearchForm
        flex="1 1 16rem"
        label={t('catalogue.search')}
        text={text}
        onTextChange={setText}
        onSend={() => {
          if (searchTextOf(text) !== q) onSearch(searchTextOf(text))
        }}
        tooShortHint={short ? t('common.searchHint', { min: searchMinLength }) : undefined}
      />
      <Box flex="0 1 12rem">
        <ChoiceField
          name="sort"
          label={t('catalogue.sort')}
          value={sort}
          choices={(q ? productSearchSorts : productSorts).map((value) => ({
            value,
            label: t(sortLabels[value]),
          }))}
          onChange={onSort}
          compact
        />
      </Box>
    </Box>
  )
}
