// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { CallRequest } from '../../src/contract/call'
import { homePageCall, sectionContentCall } from '../../src/contract/content'
import { BlockList } from '../../src/features/cms/components/block-list'
import { sectionContentQueryOptions } from '../../src/features/cms/api/section-content'
import { card, homePageWire } from './msw/content-fixtures'
import { answer, apiError } from './msw/handlers'
import { renderWithShop, testQueryClient } from './msw/render-with-shop'
import { startMockApi } from './msw/server'

const server = startMockApi()

const home = homePageCall.response.parse(homePageWire)
const blogBlock = home.page.data.find((block) => block.type === 'blog')!
const contactBlock = home.page.data.find((block) => block.type === 'contact')!

/** The latest content block and a neighbour, without the cards the page would bring along. */
function renderBlog(options: { plugins?: typeof home.plugins; updatedAt?: number } = {}) {
  const queryClient = testQueryClient()
  const view = renderWithShop(
    <BlockList
      blocks={[blogBlock, contactBlock]}
      page={{
        plugins: options.plugins ?? {},
        products: [],
        updatedAt: options.updatedAt,
      }}
    />,
    { queryClient },
  )
  return { ...view, queryClient }
}

function countingSection(
  reply: (
    n: number,
  ) => ReturnType<typeof apiError> | { status: true; data: ReturnType<typeof card>[] },
) {
  const seen: { body: CallRequest<typeof sectionContentCall>; lang: string | null }[] = []
  server.use(
    answer(sectionContentCall, (body, request) => {
      seen.push({ body, lang: request.headers.get('lang') })
      return reply(seen.length)
    }),
  )
  return seen
}

const region = () => screen.findByRole('region', { name: 'From the blog' })

describe('latest content cards', () => {
  it('load their section source with placeholders first, then show four cards', async () => {
    const seen = countingSection(() => ({ status: true, data: [1, 2, 3, 4].map((n) => card(n)) }))
    renderBlog()
    const blog = await region()
    expect(within(blog).getByText('Loading…')).toBeTruthy()
    await waitFor(() => expect(within(blog).getAllByRole('article')).toHaveLength(4))
    expect(seen).toEqual([{ body: { method: 'blog', limit: 4 }, lang: 'EN' }])
  })

  it('show the cards that came with the page without asking again', async () => {
    const seen = countingSection(() => ({ status: true, data: [] }))
    renderBlog({ plugins: home.plugins, updatedAt: Date.now() })
    const blog = await region()
    expect(within(blog).getAllByRole('article')).toHaveLength(2)
    expect(seen).toHaveLength(0)
  })

  it('show a quiet retry note when loading fails, keep the page working, and recover on retry', async () => {
    const seen = countingSection((n) =>
      n === 1
        ? apiError(500, 'internal', 'The shop had a problem.')
        : { status: true, data: [card(7)] },
    )
    renderBlog()
    const blog = await region()
    expect(await within(blog).findByText('This part could not be loaded.')).toBeTruthy()
    // The block next to it is unaffected.
    expect(screen.getByRole('region', { name: 'Contact us' })).toBeTruthy()

    fireEvent.click(within(blog).getByRole('button', { name: 'Try again' }))
    expect(await within(blog).findByRole('link', { name: 'Steam iron basics 7' })).toBeTruthy()
    expect(within(blog).queryByText('This part could not be loaded.')).toBeNull()
    expect(seen).toHaveLength(2)
  })

  it('keep showing cached cards when a refresh fails', async () => {
    const seen = countingSection(() => apiError(503, 'unavailable', 'Try later.'))
    const queryClient = testQueryClient()
    queryClient.setQueryData(
      sectionContentQueryOptions('EN', 'blog').queryKey,
      { status: true, data: [card(3)] },
      { updatedAt: 0 },
    )
    renderWithShop(<BlockList blocks={[blogBlock]} page={{ plugins: {}, products: [] }} />, {
      queryClient,
    })
    const blog = await region()
    expect(within(blog).getByRole('link', { name: 'Steam iron basics 3' })).toBeTruthy()
    await waitFor(() => expect(seen).toHaveLength(1))
    await waitFor(() =>
      expect(
        queryClient.getQueryState(sectionContentQueryOptions('EN', 'blog').queryKey)?.status,
      ).toBe('error'),
    )
    expect(within(blog).getByRole('link', { name: 'Steam iron basics 3' })).toBeTruthy()
    expect(within(blog).queryByRole('button', { name: 'Try again' })).toBeNull()
  })

  it('write views with the Persian word and Persian digits in Persian', async () => {
    countingSection(() => ({ status: true, data: [card(1, { view: 1250, Comment: 3 })] }))
    renderWithShop(<BlockList blocks={[blogBlock]} page={{ plugins: {}, products: [] }} />, {
      locale: 'fa',
    })
    const blog = await screen.findByRole('region', { name: 'From the blog' })
    expect(await within(blog).findByText('۱٬۲۵۰ بازدید')).toBeTruthy()
    expect(within(blog).getByText('۳ دیدگاه')).toBeTruthy()
  })
})
