import type { preHandlerAsyncHookHandler } from 'fastify'
import {
  languageChoiceStep,
  languageCookie,
  languageCookieAttributes,
} from '../../src/contract/language-rules'
import { isPagePath } from './page-paths'

/**
 * `?lang=` is the visitor's choice from then on (kept in the language cookie); a visitor with a
 * choice sees it in every address, also one they open without it (a bookmark, a typed address).
 */
export const languageRedirect: preHandlerAsyncHookHandler = async (request, reply) => {
  if (!isPagePath(request.url)) return
  const step = languageChoiceStep(
    new URL(request.url, 'http://page.invalid'),
    request.cookies[languageCookie],
  )
  if (step.kind === 'keep') {
    reply.setCookie(languageCookie, step.locale, {
      ...languageCookieAttributes,
      secure: request.protocol === 'https',
    })
  } else if (step.kind === 'name') {
    return reply.redirect(step.address, 302)
  }
}
