/** A missing path with one of these endings is a missing file, not a page of the shop. */
const fileLikePath =
  /\.(m?js|css|map|html|png|jpe?g|webp|avif|gif|svg|ico|json|webmanifest|txt|xml|woff2?|br|gz)$/i

/** The address without its query. */
export const pathOf = (url: string) => url.split('?', 1)[0] ?? '/'

/** True for paths the app's routes own (everything but the API, media and files). */
export function isPagePath(url: string): boolean {
  const path = pathOf(url)
  if (path.startsWith('/wsd/') || path === '/wsd') return false
  if (path.startsWith('/uploads/') || path.startsWith('/assets/')) return false
  return !fileLikePath.test(path)
}

/** The back office's pages (`/admin` and under it). */
export const isBackOfficePage = (path: string) => path === '/admin' || path.startsWith('/admin/')
