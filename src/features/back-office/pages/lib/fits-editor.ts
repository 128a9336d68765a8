/** The elements the editor holds, and the attributes it keeps of them. */
const editorElements = new Set(
  'P BR STRONG B EM I U S CODE PRE BLOCKQUOTE HR H1 H2 H3 H4 H5 H6 UL OL LI A'.split(' '),
)
const editorAttributes = new Set(['href', 'target', 'rel'])

/**
 * Whether the editor can hold a text as it is: one with anything else (a picture, a table, a
 * class or style) is edited as HTML instead, so an edit never drops part of it.
 */
export function fitsEditor(html: string): boolean {
  const body = new DOMParser().parseFromString(html, 'text/html').body
  return [...body.querySelectorAll('*')].every(
    (element) =>
      editorElements.has(element.tagName) &&
      [...element.attributes].every((attribute) => editorAttributes.has(attribute.name)),
  )
}
