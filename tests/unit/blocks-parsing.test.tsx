import { describe, expect, it } from 'vitest'
import {
  blockTypes,
  homePageCall,
  pageFooterCall,
  pageSelectCall,
} from '../../src/contract/content'
import { shopBlocks } from '../../src/app/shop-blocks'
import { blocksInOrder, sliderMedia } from '../../src/features/cms/lib/block-pictures'
import { srcSetOf } from '../../src/lib/media'
import {
  aboutPageWire,
  footerWire,
  homeBlocks,
  homePageWire,
  pageWire,
} from './msw/content-fixtures'

describe('page blocks read by the contract', () => {
  it('parses every block type of a seeded-like home page, in order', () => {
    const home = homePageCall.response.parse(homePageWire)
    const types = home.page.data.map((block) => block.type)
    expect(new Set(types)).toEqual(new Set(blockTypes))
    expect(types).toEqual(homeBlocks.map((block) => block.type))
    expect(blocksInOrder(home.page.data)).toHaveLength(home.page.data.length)
    expect(home.page.options).toEqual({ header: true, footer: true })
  })

  it('parses JSON text inside blocks: the slider lines keep numbers as pauses', () => {
    const home = homePageCall.response.parse(homePageWire)
    const slider = home.page.data.find((block) => block.type === 'slider')
    expect(slider?.type === 'slider' && slider.data.slide.dynamictext).toEqual([
      'Powerful steam',
      1500,
      'Even heat',
      1500,
    ])
    expect(home.seo.meta_key).toEqual(['iron', 'hair dryer'])
  })

  it('parses plugin data by kind, keyed by block id', () => {
    const home = homePageCall.response.parse(homePageWire)
    expect(Object.fromEntries(Object.entries(home.plugins).map(([id, p]) => [id, p.kind]))).toEqual(
      {
        'home-intro': 'text',
        'home-promo': 'card_info',
        'home-blog': 'blog',
        'home-one-product': 'one_product',
        'home-banner': 'banner',
        'home-html': 'html',
      },
    )
  })

  it('reads an unknown or broken block as unknown, keeping its id and place, so it renders nothing', () => {
    const wire = {
      ...aboutPageWire,
      page: pageWire('About us', [
        { type: 'carousel3d', id: 'new-kind', loc: 2, data: { anything: true } },
        { type: 'text', id: 'broken-text', loc: 3, data: { id: 'not a number' } },
      ]),
    }
    const page = pageSelectCall.response.parse(wire)
    expect(page.page.data).toEqual([
      { type: 'unknown', original_type: 'carousel3d', id: 'new-kind', loc: 2 },
      { type: 'unknown', original_type: 'text', id: 'broken-text', loc: 3 },
    ])
    expect(blocksInOrder(page.page.data)).toEqual([])
  })

  it('reads the footer blocks and hides a block the editor turned off', () => {
    const footer = pageFooterCall.response.parse(footerWire)
    expect(footer.data.map((block) => block.type)).toEqual(['text', 'enter_serial', 'html'])
    const hidden = { ...footer.data[0]!, display: false }
    expect(blocksInOrder([hidden])).toEqual([])
  })

  it('has one registered component per block type the contract names', () => {
    expect(Object.keys(shopBlocks).sort()).toEqual([...blockTypes].sort())
  })
})

describe('block media', () => {
  it('takes the default (def 0) file as desktop and the other as mobile, in either order', () => {
    const desktop = { url: 'd-1600.webp', def: 0 }
    const mobile = { url: 'm-720.webp', def: 1 }
    expect(sliderMedia([desktop, mobile])).toEqual({ desktop, mobile })
    expect(sliderMedia([mobile, desktop])).toEqual({ desktop, mobile })
    expect(sliderMedia([mobile])).toEqual({ desktop: mobile, mobile })
    expect(sliderMedia([])).toBeNull()
  })

  it('builds srcset from the stored widths by replacing the widest width in the name', () => {
    expect(
      srcSetOf('/uploads/', { url: 'products/iron-1-960.webp', widths: [640, 320, 960] }),
    ).toBe(
      '/uploads/products/iron-1-320.webp 320w, /uploads/products/iron-1-640.webp 640w, /uploads/products/iron-1-960.webp 960w',
    )
    expect(srcSetOf('/uploads/', { url: 'logo.webp', widths: [96, 192] })).toBeUndefined()
    expect(srcSetOf('/uploads/', { url: 'a-960.webp' })).toBeUndefined()
  })
})
