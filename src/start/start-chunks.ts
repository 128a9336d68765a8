/** The entry script's attribute where the server lists the files of the app's start. */
export const startChunksAttribute = 'data-start-chunks'

/**
 * Asks for every file of the app's start at once (fetched and compiled, not yet run), so the
 * parts that then run one after another never wait on the network in turn. The offline shell
 * and the development server list none: their parts come from the device or at once.
 */
export function preloadStartChunks(page: Document) {
  const entry = page.querySelector(`script[${startChunksAttribute}]`)
  const files = entry?.getAttribute(startChunksAttribute)?.split(' ').filter(Boolean) ?? []
  for (const href of files) {
    const link = page.createElement('link')
    link.rel = 'modulepreload'
    link.href = href
    page.head.append(link)
  }
}
