/** Hex SHA-256 of a text. */
async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * The Cache API keeps GET requests only, and every API call is a POST whose body says what it
 * reads. A read's answer is kept under a GET address made of its path, its language, its body
 * and a hash of the login it was read with, so another product, page or language (or another
 * visitor on the same phone) never gets this answer, and the worker can read it again
 * (`readOfCacheKey`) to refresh it.
 */
export async function apiCacheKey(request: Request): Promise<Request> {
  const body = await request.clone().text()
  const url = new URL(request.url)
  const key = new URL(url.pathname, url.origin)
  key.searchParams.set('lang', request.headers.get('lang') ?? '')
  key.searchParams.set('body', body)
  key.searchParams.set('login', await sha256(request.headers.get('authorization') ?? ''))
  return new Request(key.href)
}

/**
 * The read a cache key was made of, to send again. Without its login: the reads kept are the
 * contract's public reads, whose answer is the same for every visitor.
 */
export function readOfCacheKey(key: string): Request {
  const url = new URL(key)
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  const lang = url.searchParams.get('lang')
  if (lang) headers.lang = lang
  return new Request(new URL(url.pathname, url.origin), {
    method: 'POST',
    headers,
    body: url.searchParams.get('body') ?? '',
  })
}
