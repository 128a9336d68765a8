// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { fitsEditor } from '../../src/features/back-office/pages/lib/fits-editor'

describe('a text block’s HTML in the formatting editor', () => {
  it('is held by the editor when it is made of what the editor keeps', () => {
    expect(fitsEditor('')).toBe(true)
    expect(
      fitsEditor(
        '<h3>Care</h3><p>Empty the tank <strong>after</strong> use, <em>always</em>.</p>' +
          '<ul><li>One</li></ul><ol><li>Two</li></ol><p><a href="/service" target="_blank">Service</a></p>',
      ),
    ).toBe(true)
  })

  it.each([
    ['a picture', '<p>Look:</p><img src="/uploads/x.webp" alt="">'],
    ['a table', '<table><tr><td>1</td></tr></table>'],
    ['a class', '<p class="lead">Lead</p>'],
    ['a style', '<p style="color:red">Red</p>'],
    ['a span', '<p><span>Plain</span></p>'],
  ])('is left as HTML when it holds %s, which an edit would drop', (_what, html) => {
    expect(fitsEditor(html)).toBe(false)
  })
})
