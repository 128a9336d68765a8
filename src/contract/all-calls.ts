import * as accounts from './accounts'
import * as authenticity from './authenticity'
import * as blog from './blog'
import type { AnyCall } from './call'
import * as cart from './cart'
import * as catalogue from './catalogue'
import * as content from './content'
import * as favorites from './favorites'
import * as reviews from './reviews'
import * as siteLock from './site-lock'
import * as tracking from './tracking'

const callModules: Record<string, unknown>[] = [
  accounts,
  authenticity,
  blog,
  cart,
  catalogue,
  content,
  favorites,
  reviews,
  siteLock,
  tracking,
]

function isCall(value: unknown): value is AnyCall {
  return (
    typeof value === 'object' &&
    value !== null &&
    'path' in value &&
    'request' in value &&
    'response' in value
  )
}

/** Every call of the API, for build-time tools and tests (the app imports calls one by one). */
export const allCalls: AnyCall[] = callModules.flatMap((module) =>
  Object.values(module).filter(isCall),
)

/**
 * Paths of the reads whose answer depends only on the request, its language and the shop's
 * content: the service worker keeps their last answers for reading offline.
 */
export const contentReadPaths: string[] = allCalls
  .filter((call) => call.cacheable)
  .map((call) => call.path)
