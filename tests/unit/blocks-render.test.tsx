// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import DOMPurify from 'dompurify'
import { delay } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import {
  homePageCall,
  pageFooterCall,
  pageSelectCall,
  pluginTextCall,
} from '../../src/contract/content'
import { BlockList } from '../../src/features/cms/components/block-list'
import { lazyBlock } from '../../src/features/cms/lib/lazy-block'
import { shopBlocks } from '../../src/app/shop-blocks'
import { CmsPage } from '../../src/features/cms/components/cms-page'
import { contentHandlers } from './msw/content-handlers'
import {
  aboutBlocks,
  aboutPageWire,
  footerWire,
  homeBlocks,
  homePageWire,
  introText,
  pageWire,
} from './msw/content-fixtures'
import { answer } from './msw/handlers'
import { renderWithShop } from './msw/render-with-shop'
import { startMockApi } from './msw/server'

const server = startMockApi(...contentHandlers)

const home = homePageCall.response.parse(homePageWire)

function renderHome() {
  return renderWithShop(
    <CmsPage
      page={home.page}
      plugins={home.plugins}
      products={home.products}
      updatedAt={Date.now()}
    />,
  )
}

describe('CMS page with every block type', () => {
  it('renders each block in its grid cell, in loc order', async () => {
    const { container } = renderHome()
    await screen.findByRole('heading', { level: 1, name: home.page.title })
    const cells = [...container.querySelectorAll<HTMLElement>('[data-block-type]')]
    expect(cells.map((cell) => cell.dataset.blockType)).toEqual(
      home.page.data.map((block) => block.type),
    )
  })

  it('shows the product showcase with detail buttons, title links and prices with the unit', async () => {
    renderHome()
    const showcase = await screen.findByRole('region', { name: 'Latest products' })
    const titles = within(showcase).getAllByRole('heading', { level: 3 })
    expect(titles.map((t) => t.textContent)).toEqual(home.products.map((p) => p.title))
    const first = home.products[0]!
    expect(within(showcase).getByRole('link', { name: first.title }).getAttribute('href')).toBe(
      `/product/single/${first.uniqueId}`,
    )
    expect(within(showcase).getAllByRole('link', { name: /^See this product/ })).toHaveLength(3)
    // The first product is discounted: 3,600,000 -> 3,024,000 is 16% off.
    expect(within(showcase).getByText('3,024,000 Toman')).toBeTruthy()
    expect(within(showcase).getByText('16% off')).toBeTruthy()
  })

  it('shows content cards linking to their posts, with views, comments and date', async () => {
    renderHome()
    const blog = await screen.findByRole('region', { name: 'From the blog' })
    const link = within(blog).getByRole('link', { name: 'Steam iron basics 1' })
    expect(link.getAttribute('href')).toBe('/blog/detail/post-1')
    expect(within(blog).getByText('101 views')).toBeTruthy()
    expect(within(blog).getByText('1 comment')).toBeTruthy()
    expect(within(blog).getAllByText('Mar 10, 2025')).toHaveLength(2)
  })

  it('shows the text, promo, highlighted product, banner, contact and HTML blocks', async () => {
    renderHome()
    const intro = await screen.findByRole('region', { name: 'Appliances that last' })
    expect(within(intro).getByText('registered serial number').tagName).toBe('STRONG')
    expect(within(intro).getByRole('link', { name: 'About us' }).getAttribute('href')).toBe(
      '/about',
    )

    const promo = await screen.findByRole('region', { name: 'Free delivery all summer' })
    expect(within(promo).getByRole('link', { name: 'See the campaign' })).toBeTruthy()

    const highlighted = await screen.findByRole('region', { name: 'Glide Steam Iron 1' })
    expect(
      within(highlighted).getByRole('link', { name: 'See the details' }).getAttribute('href'),
    ).toBe('/product/single/iron-1')
    expect(within(highlighted).getByRole('link', { name: 'How to buy this product?' })).toBeTruthy()
    expect(within(highlighted).getByRole('button', { name: 'Share' })).toBeTruthy()

    const banner = await screen.findByRole('img', { name: 'Summer banner' })
    expect(banner.getAttribute('srcset')).toBe(
      '/uploads/content/banner-768.webp 768w, /uploads/content/banner-1440.webp 1440w',
    )
    expect(banner.getAttribute('width')).toBe('1440')
    expect(banner.getAttribute('loading')).toBe('lazy')

    const contact = await screen.findByRole('region', { name: 'Contact us' })
    expect(
      within(contact).getByRole('link', { name: '+98 21 8800 1200' }).getAttribute('href'),
    ).toBe('tel:+982188001200')
    expect((await screen.findByText('Opening hours:')).tagName).toBe('STRONG')
  })

  it('gives the first slider picture high fetch priority and responsive sources', async () => {
    const { container } = renderHome()
    await screen.findByRole('heading', { level: 1 })
    const hero = container.querySelector('[data-block-type="slider"] img')!
    expect(hero.getAttribute('fetchpriority')).toBe('high')
    expect(hero.getAttribute('loading')).toBe('eager')
    expect(hero.getAttribute('src')).toBe('/uploads/content/slide-mobile-720.webp')
    expect(hero.getAttribute('width')).toBe('720')
    const source = container.querySelector('[data-block-type="slider"] source')!
    expect(source.getAttribute('media')).toBe('(min-width: 768px)')
    expect(source.getAttribute('srcset')).toBe(
      '/uploads/content/slide-desktop-960.webp 960w, /uploads/content/slide-desktop-1600.webp 1600w',
    )
    const video = await waitFor(() => {
      const found = container.querySelector('video')
      if (!found) throw new Error('The video slide has not rendered yet.')
      return found
    })
    expect(video.muted).toBe(true)
    expect(video.loop).toBe(true)
    expect(video.hasAttribute('controls')).toBe(false)
    expect(video.hasAttribute('playsinline')).toBe(true)
  })

  it('places blocks on the 12-column grid by their xs, sm, md and lg spans', async () => {
    const { container } = renderHome()
    await screen.findByRole('heading', { level: 1 })
    const css = [...document.querySelectorAll('style')].map((s) => s.textContent).join('')
    /** The `grid-column` of a cell at each breakpoint (base, sm 30rem, md 48rem, lg 64rem). */
    const spans = (type: string) => {
      const cell = container.querySelector<HTMLElement>(`[data-block-type="${type}"]`)!
      const name = [...cell.classList].find((c) => css.includes(`.${c}{`))!
      const at = (media: string) =>
        new RegExp(`${media}\\{\\.${name}\\{grid-column:(span \\d+)`).exec(css)?.[1]
      const base = new RegExp(`(?:^|\\})\\.${name}\\{grid-column:(span \\d+)`).exec(css)?.[1]
      return [base, at('30rem\\)'), at('48rem\\)'), at('64rem\\)')]
    }
    // text: { xs: 12, sm: 12, md: 6, lg: 6 }; slider: 12 everywhere.
    expect(spans('text')).toEqual(['span 12', 'span 12', 'span 6', 'span 6'])
    expect(spans('slider')).toEqual(['span 12', 'span 12', 'span 12', 'span 12'])
    const grid = container.querySelector('[data-block-type]')!.parentElement!
    const gridName = [...grid.classList].find((c) => css.includes(`.${c}{`))!
    expect(css).toContain(
      `.${gridName}{display:grid;grid-template-columns:repeat(12, minmax(0, 1fr))`,
    )
  })

  it('renders nothing for a block type it does not know, and keeps the others', async () => {
    const page = pageSelectCall.response.parse({
      ...aboutPageWire,
      page: pageWire('About us', [
        { type: 'hologram', id: 'x-1', loc: 1, data: {} },
        ...aboutBlocks,
      ]),
    })
    const { container } = renderWithShop(<CmsPage page={page.page} plugins={page.plugins} />)
    await screen.findByRole('region', { name: 'Our story' })
    expect(container.querySelector('[data-block-type="unknown"]')).toBeNull()
    expect(
      [...container.querySelectorAll<HTMLElement>('[data-block-type]')].map(
        (c) => c.dataset.blockType,
      ),
    ).toEqual(['text', 'contact'])
  })
})

describe('a page shown without the header', () => {
  const withHeader = (header: boolean) =>
    pageSelectCall.response.parse({
      ...aboutPageWire,
      page: pageWire('About us', aboutBlocks, { header, footer: false }),
    })

  it('links back to the shop, so it is never a dead end', async () => {
    const page = withHeader(false)
    renderWithShop(<CmsPage page={page.page} plugins={page.plugins} />)
    const back = await screen.findByRole('link', { name: 'Back to the shop' })
    expect(back.getAttribute('href')).toBe('/')
  })

  it('needs no such link when the header is there', async () => {
    const page = withHeader(true)
    renderWithShop(<CmsPage page={page.page} plugins={page.plugins} />)
    await screen.findByRole('region', { name: 'Our story' })
    expect(screen.queryByRole('link', { name: 'Back to the shop' })).toBeNull()
  })
})

describe('blocks below the first ones', () => {
  it('render when they come near the screen or at the first scroll, not before', async () => {
    // happy-dom's own observer never reports: nothing below the first blocks is near.
    vi.unstubAllGlobals()
    const { container } = renderHome()
    await screen.findByRole('region', { name: 'Latest products' })
    const rendered = () =>
      [...container.querySelectorAll<HTMLElement>('[data-block-type]')]
        .filter((cell) => cell.querySelector('[data-pending-block]') === null)
        .map((cell) => cell.dataset.blockType)
    expect(rendered()).toEqual(['slider', 'product'])
    expect(screen.queryByRole('region', { name: 'From the blog' })).toBeNull()

    // The blocks below watch from when the first ones are in place.
    await waitFor(() => {
      fireEvent.scroll(window)
      expect(screen.getByRole('region', { name: 'From the blog' })).toBeTruthy()
    })
    await waitFor(() => expect(rendered()).toEqual(home.page.data.map((block) => block.type)))
  })
})

describe('the first blocks', () => {
  it('are not rendered again as the page around them settles', async () => {
    vi.unstubAllGlobals()
    const slider = shopBlocks.slider!
    const Slider = slider.Block
    let renders = 0
    shopBlocks.slider = {
      preload: slider.preload,
      Block: function CountedSlider(props) {
        // The page's first block (the page has a second slider further down).
        if (props.priority) renders += 1
        return <Slider {...props} />
      },
    }
    try {
      renderHome()
      await screen.findByRole('region', { name: 'Latest products' })
      // The blocks below come in, which the first ones' settling lets them watch for.
      await waitFor(() => {
        fireEvent.scroll(window)
        expect(screen.getByRole('region', { name: 'From the blog' })).toBeTruthy()
      })
      expect(renders).toBe(1)
    } finally {
      shopBlocks.slider = slider
    }
  })
})

describe('a block that fails', () => {
  it('shows a quiet retry note in its place while the rest of the page keeps working', async () => {
    const contact = shopBlocks.contact!
    const Contact = contact.Block
    let broken = true
    shopBlocks.contact = {
      preload: contact.preload,
      Block: function FailingContact(props) {
        if (broken) throw new Error('contact block broke')
        return <Contact {...props} />
      },
    }
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      const { container } = renderHome()
      const cell = await waitFor(() => {
        const found = container.querySelector<HTMLElement>('[data-block-type="contact"]')
        expect(found?.textContent).toContain('This part could not be loaded.')
        return found!
      })
      expect(screen.getByRole('region', { name: 'Latest products' })).toBeTruthy()
      broken = false
      fireEvent.click(within(cell).getByRole('button', { name: 'Try again' }))
      expect(await screen.findByRole('region', { name: 'Contact us' })).toBeTruthy()
    } finally {
      shopBlocks.contact = contact
      quiet.mockRestore()
    }
  })
})

describe('a block whose code fails to load', () => {
  it('offers a retry that loads it again', async () => {
    const contact = shopBlocks.contact!
    let reachable = false
    let attempts = 0
    shopBlocks.contact = lazyBlock(async () => {
      attempts += 1
      if (!reachable) throw new Error('Failed to fetch dynamically imported module')
      return contact.Block
    })
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      const { container } = renderHome()
      await screen.findByRole('heading', { level: 1 })
      const cell = container.querySelector<HTMLElement>('[data-block-type="contact"]')!
      const retry = await within(cell).findByRole('button', { name: 'Try again' })
      const failed = attempts
      reachable = true
      fireEvent.click(retry)
      expect(await screen.findByRole('region', { name: 'Contact us' })).toBeTruthy()
      expect(attempts).toBe(failed + 1)
    } finally {
      shopBlocks.contact = contact
      quiet.mockRestore()
    }
  })
})

describe('CMS HTML', () => {
  it('reaches the page only through DOMPurify', async () => {
    // DOMPurify cannot sanitise under happy-dom (see blocks-sanitize.test.ts for a real browser),
    // so this checks that every piece of CMS HTML is handed to it and its answer is what shows.
    const sanitize = vi
      .spyOn(DOMPurify, 'sanitize')
      .mockImplementation((html) => `<p>clean ${String(html).length}</p>`)
    const dirty = '<p>Safe</p><script>window.hacked = true</script><img src="x.png" onerror="x()">'
    const page = pageSelectCall.response.parse({
      ...aboutPageWire,
      page: {
        ...pageWire('About us', [...homeBlocks.filter((b) => b.type === 'html'), ...aboutBlocks]),
        html: '<p>page</p>',
      },
      plugins: {
        'about-story': {
          kind: 'text',
          title: 'Our story',
          text: dirty,
          link: '',
          linkText: '',
          target: '_self',
        },
        'home-html': { kind: 'html', plugin: '<b onclick="x()">hi</b>' },
      },
    })
    const { container } = renderWithShop(<CmsPage page={page.page} plugins={page.plugins} />)
    const story = await screen.findByRole('region', { name: 'Our story' })
    // React may render a block twice (a render it starts again): each piece counts once.
    await waitFor(() =>
      expect([...new Set(sanitize.mock.calls.map(([html]) => html))].sort()).toEqual(
        ['<p>page</p>', '<b onclick="x()">hi</b>', dirty].sort(),
      ),
    )
    expect(within(story).getByText(`clean ${dirty.length}`)).toBeTruthy()
    expect(container.querySelector('script')).toBeNull()
    expect(container.innerHTML).not.toContain('onerror')
    expect(container.innerHTML).not.toContain('onclick')
    sanitize.mockRestore()
  })
})

describe('footer blocks', () => {
  it('gives the footer authenticity inquiry the #authenticity anchor, sorted by loc', async () => {
    const footer = pageFooterCall.response.parse(footerWire)
    const { container } = renderWithShop(
      <BlockList
        blocks={[...footer.data].reverse()}
        page={{ plugins: footer.plugins, products: [] }}
        authenticityAnchor
      />,
    )
    await screen.findByRole('region', { name: 'Check authenticity' })
    const anchor = container.querySelector<HTMLElement>('#authenticity')
    expect(anchor?.dataset.blockType).toBe('enter_serial')
    expect(within(anchor!).getByRole('region', { name: 'Check authenticity' })).toBeTruthy()
    expect(
      [...container.querySelectorAll<HTMLElement>('[data-block-type]')].map(
        (c) => c.dataset.blockType,
      ),
    ).toEqual(['text', 'enter_serial', 'html'])
  })

  it('does not put the anchor on a page inquiry', async () => {
    const { container } = renderHome()
    await screen.findByRole('region', { name: 'Authenticity inquiry' })
    expect(container.querySelector('#authenticity')).toBeNull()
  })
})

describe('plugin blocks the page did not resolve', () => {
  it('fetch their plugin, with placeholders while it loads', async () => {
    const page = pageSelectCall.response.parse({ ...aboutPageWire, plugins: {} })
    const slow = answer(pluginTextCall, async () => {
      await delay(60)
      return { status: true, ...introText }
    })
    server.use(slow)
    renderWithShop(
      <CmsPage
        page={{ ...page.page, data: [{ ...page.page.data[0]!, data: { id: 1 } } as never] }}
        plugins={{}}
      />,
    )
    expect(await screen.findByText('Loading…')).toBeTruthy()
    expect(await screen.findByRole('region', { name: 'Appliances that last' })).toBeTruthy()
    expect(screen.queryByText('Loading…')).toBeNull()
  })

  it('render nothing when the plugin is gone', async () => {
    const page = pageSelectCall.response.parse({ ...aboutPageWire, plugins: {} })
    const { container } = renderWithShop(<CmsPage page={page.page} plugins={{}} />)
    await screen.findByRole('region', { name: 'Contact us' })
    await waitFor(() => expect(container.querySelector('[aria-busy="true"]')).toBeNull())
    expect(container.querySelector('[data-block-type="text"]')?.textContent).toBe('')
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
  })
})
