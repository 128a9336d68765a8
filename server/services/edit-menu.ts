import type { FastifyInstance } from 'fastify'
import type { AccountUser } from '../../src/contract/accounts'
import type { saveMenuCall } from '../../src/contract/back-office-pages'
import type { CallParsedRequest } from '../../src/contract/call'
import type { Language } from '../../src/contract/common'

type SaveMenu = CallParsedRequest<typeof saveMenuCall>

/** A menu as the back office edits it: its title and items in order (an empty one when none). */
export async function editableMenu(app: FastifyInstance, lang: Language, menu: string) {
  const stored = await app.contentRepository.menu(lang, menu)
  return {
    title: stored?.title ?? '',
    items: (stored?.items ?? []).map(({ title, link }) => ({ title, link })),
  }
}

/** Publishes a menu's title and items as the editor sent them, audited with what it replaced. */
export async function saveMenu(app: FastifyInstance, body: SaveMenu, by: AccountUser) {
  const before = await editableMenu(app, body.lang, body.menu)
  await app.contentRepository.saveMenu(body.lang, body.menu, body.title, body.items)
  await app.auditRepository.record(by, {
    action: 'menu.save',
    subject: `menu:${body.lang}/${body.menu}`,
    before,
    after: { title: body.title, items: body.items },
  })
}
