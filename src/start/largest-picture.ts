/** How long the app waits for the page's largest picture at most before it starts anyway. */
const pictureWait = 4000

/** Resolves after the browser has painted a frame (or soon, in a tab that paints none). */
function afterPaint(): Promise<void> {
  return new Promise((done) => {
    const fallback = setTimeout(done, 100)
    requestAnimationFrame(() => {
      clearTimeout(fallback)
      setTimeout(done, 0)
    })
  })
}

/**
 * Resolves once the page's largest picture (the one the server marked `fetchpriority="high"`)
 * has loaded and been painted, so the app's code does not share a slow network with it; at once
 * on a page without one.
 */
export async function afterLargestPicture(page: Document): Promise<void> {
  const picture = page.querySelector<HTMLImageElement>('img[fetchpriority="high"]')
  if (picture && !picture.complete) {
    await new Promise<void>((done) => {
      const timer = setTimeout(done, pictureWait)
      const loaded = () => {
        clearTimeout(timer)
        done()
      }
      picture.addEventListener('load', loaded, { once: true })
      picture.addEventListener('error', loaded, { once: true })
    })
  }
  if (picture) await afterPaint()
}
