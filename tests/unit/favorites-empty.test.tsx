// @vitest-environment happy-dom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { favoriteListCall } from '../../src/contract/favorites'
import { FavoriteList } from '../../src/features/favorites/components/favorite-list'
import { favoriteMessages } from '../../src/features/favorites/messages'
import type { Locale } from '../../src/contract/language-rules'
import { shopIntl } from '../../src/i18n/intl'
import { answer } from './msw/handlers'
import { renderWithShop } from './msw/render-with-shop'
import { startMockApi } from './msw/server'

const server = startMockApi()

describe.each<Locale>(['en', 'fa', 'ar'])('an empty favourites list in %s', (locale) => {
  it('says once that there are none, and what to do, with a way to the products', async () => {
    server.use(
      answer(favoriteListCall, () => ({ data: [], total: 0, per_page: 12, current_page: 1 })),
    )
    renderWithShop(<FavoriteList token="shopper-token" page={1} />, { locale })
    const { t } = shopIntl(locale, favoriteMessages)
    const emptyText = t('account.favoritesEmpty', { button: t('account.favorite.button') })
    const empty = await screen.findByText(
      (_, element) =>
        element?.tagName === 'P' && element.textContent?.startsWith(emptyText) === true,
    )
    const section = empty.closest('section')!
    // Nothing else on the list says that it is empty.
    expect(section.textContent).not.toContain(t('account.favoritesCount', { count: 0 }))
    expect(section.textContent).toBe(
      `${t('account.favorites')}${emptyText} ${t('screen.allProducts')}`,
    )
    const products = screen.getByRole('link', { name: t('screen.allProducts') })
    expect(products.getAttribute('href')).toBe('/product/all')
  })
})
