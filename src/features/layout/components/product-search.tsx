import { Box } from '@chakra-ui/react/box'
import { chakra } from '@chakra-ui/react/styled-system'
import { useNavigate } from '@tanstack/react-router'
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react'
import { SearchIcon } from '../../../components/icons'
import type { ProductSuggestion } from '../../../contract/catalogue'
import {
  isTooShortToSearch,
  searchMinLength,
  searchTextOf,
} from '../../../contract/product-search-text'
import { useIntl } from '../../../i18n/use-intl'
import { focusRing, solidButton } from '../../../theme/styles'
import { useProductSuggestions, type SuggestionsRead } from '../hooks/use-product-suggestions'
import { layoutMessages } from '../messages'
import { SuggestionList, suggestionId } from './suggestion-list'

interface ProductSearchProps {
  suggestions: SuggestionsRead
  /** The shopper left for a search or a product. */
  onDone: () => void
}

/**
 * The menu's product search, a combobox (WAI-ARIA 1.2): products are suggested as the shopper
 * types, the arrows pick one and Enter opens it; Enter without one searches, with the listing's
 * rule (too short a text searches nothing, and says so). Escape closes the suggestions first.
 */
export function ProductSearch({ suggestions, onDone }: ProductSearchProps) {
  const { t } = useIntl(layoutMessages)
  const navigate = useNavigate()
  const inputId = useId()
  const listId = `${inputId}-list`
  const [text, setText] = useState('')
  const [listOpen, setListOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const { products, settled } = useProductSuggestions(suggestions, text)
  const shown = products.map((product) => product.uniqueId).join(' ')
  const [lastShown, setLastShown] = useState(shown)
  if (shown !== lastShown) {
    // Other suggestions came: no option is picked among them yet.
    setLastShown(shown)
    setActive(-1)
  }
  const expanded = listOpen && products.length > 0
  const activeProduct = expanded ? products[active] : undefined
  const short = isTooShortToSearch(text)

  const openProduct = (product: ProductSuggestion) => {
    onDone()
    void navigate({ to: '/product/single/$unique', params: { unique: product.uniqueId } })
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (short) return
    const q = searchTextOf(text)
    onDone()
    void navigate({
      to: '/product/$category',
      params: { category: 'all' },
      search: q ? { q } : {},
    })
  }
  const move = (step: 1 | -1) => {
    const count = products.length
    if (count === 0) return
    setListOpen(true)
    setActive((index) => {
      if (!expanded || index < 0) return step === 1 ? 0 : count - 1
      return (index + step + count) % count
    })
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault()
        move(event.key === 'ArrowDown' ? 1 : -1)
        break
      case 'Enter':
        if (!activeProduct) return
        event.preventDefault()
        openProduct(activeProduct)
        break
      case 'Escape':
        if (!expanded) return
        // The menu stays open (and the text stays): a second Escape closes it.
        event.preventDefault()
        setListOpen(false)
        setActive(-1)
        break
    }
  }

  return (
    <chakra.form role="search" onSubmit={submit} mt="6">
      <Box display="flex" gap="2">
        <chakra.label htmlFor={inputId} srOnly>
          {t('layout.searchLabel')}
        </chakra.label>
        <Box position="relative" flex="1" minW="0">
          <chakra.input
            id={inputId}
            name="q"
            type="search"
            role="combobox"
            enterKeyHint="search"
            autoComplete="off"
            placeholder={t('layout.searchPlaceholder')}
            value={text}
            onChange={(event) => {
              setText(event.target.value)
              setListOpen(true)
              setActive(-1)
            }}
            onKeyDown={onKeyDown}
            onBlur={() => {
              setListOpen(false)
              setActive(-1)
            }}
            aria-expanded={expanded}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={activeProduct ? suggestionId(listId, active) : undefined}
            aria-describedby={`${inputId}-hint`}
            aria-invalid={short || undefined}
            w="full"
            minH="12"
            px="4"
            borderWidth="1px"
            borderColor="gray.600"
            rounded="md"
            bg="bg"
            {...focusRing}
          />
          <SuggestionList
            id={listId}
            label={t('layout.suggestions')}
            products={products}
            open={expanded}
            active={active}
            onChoose={openProduct}
          />
        </Box>
        <chakra.button type="submit" {...solidButton} minH="12">
          <SearchIcon size={20} />
          <span>{t('layout.searchSubmit')}</span>
        </chakra.button>
      </Box>
      <chakra.p id={`${inputId}-hint`} aria-live="polite" textStyle="sm" mt="1" minH="5">
        {short ? t('common.searchHint', { min: searchMinLength }) : null}
      </chakra.p>
      <chakra.p role="status" srOnly>
        {listOpen && settled ? t('layout.suggestionCount', { count: products.length }) : null}
      </chakra.p>
    </chakra.form>
  )
}
