import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { MediaAddressContext, mediaAddressOf, useMediaAddress } from '../../src/lib/media'

const site = (path: string) => ({ setting: { upload_path: path } })

function Logo() {
  return <img src={useMediaAddress().url('logo.webp')} alt="" />
}

describe('media address', () => {
  it("puts a media path under the site's upload path, with or without its last slash", () => {
    expect(mediaAddressOf(site('/media/')).url('products/iron-1.webp')).toBe(
      '/media/products/iron-1.webp',
    )
    expect(mediaAddressOf(site('/media')).url('iron.webp')).toBe('/media/iron.webp')
  })

  it('uses the default upload path only while there is no site configuration', () => {
    expect(mediaAddressOf(undefined).url('iron.webp')).toBe('/uploads/iron.webp')
    // An empty setting is the server's word: media at the site's root.
    expect(mediaAddressOf(site('')).url('iron.webp')).toBe('/iron.webp')
  })

  it('leaves full addresses, absolute paths and empty paths as they are', () => {
    const media = mediaAddressOf(site('/media/'))
    expect(media.url('https://cdn.example.com/a.webp')).toBe('https://cdn.example.com/a.webp')
    expect(media.url('//cdn.example.com/a.webp')).toBe('//cdn.example.com/a.webp')
    expect(media.url('/icons/a.svg')).toBe('/icons/a.svg')
    expect(media.url('')).toBe('')
  })

  it('gives a stored picture its srcset and size under the upload path', () => {
    const media = mediaAddressOf(site('/media/'))
    const file = { url: 'iron-960.webp', widths: [480, 960], width: 960, height: 960 }
    expect(media.picture(file, '100vw', '(min-width: 768px)')).toEqual({
      src: '/media/iron-960.webp',
      srcSet: '/media/iron-480.webp 480w, /media/iron-960.webp 960w',
      sizes: '100vw',
      width: 960,
      height: 960,
      media: '(min-width: 768px)',
    })
    // Without a screen it is every screen's: an <img>'s attributes.
    expect(media.picture(file, '50vw')).toMatchObject({ sizes: '50vw', media: undefined })
  })

  it("reads the root's site configuration in a server render, the default without it", () => {
    expect(
      renderToString(
        <MediaAddressContext.Provider value={mediaAddressOf(site('/media/'))}>
          <Logo />
        </MediaAddressContext.Provider>,
      ),
    ).toContain('src="/media/logo.webp"')
    expect(renderToString(<Logo />)).toContain('src="/uploads/logo.webp"')
  })
})
