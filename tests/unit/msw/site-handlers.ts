import { cartListCall } from '../../../src/contract/cart'
import type { CallWireResponse } from '../../../src/contract/call'
import type { Language } from '../../../src/contract/common'
import { menuCall, settingsSelectCall, siteConfigCall } from '../../../src/contract/content'
import { sitePassHeader, siteUnlockCall } from '../../../src/contract/site-lock'
import { addHistoryCall } from '../../../src/contract/tracking'
import { answer, apiError } from './handlers'

type SiteWire = CallWireResponse<typeof siteConfigCall>

const titles: Record<Language, string> = {
  EN: 'Appliance Shop',
  FA: 'فروشگاه لوازم خانگی',
  AR: 'متجر الأجهزة',
}

/** The shop's settings in a language, as site/config sends them. */
export function siteWire(lang: Language, luck: 0 | 1 = 0): SiteWire {
  return {
    status: true,
    conf: JSON.stringify({
      lang,
      title: titles[lang],
      description: `${titles[lang]}: irons and hairdryers`,
      logo: '',
      paralax: JSON.stringify({
        title: 'Steam',
        text: 'Irons',
        link: '/product/all',
        linkText: 'See',
      }),
      credit: { title: 'Studio Nine', link: '/about' },
    }),
    setting: { upload_path: '/uploads/', luck },
  }
}

export const testLockKey = '4321'
export const testLockPass = 'pass-for-4321'

const menus = {
  main_menu: { title: 'Main menu', item: [{ id: 1, title: 'Irons', link: '/product/irons' }] },
  footer: { title: 'Quick links', item: [{ id: 2, title: 'About us', link: '/about' }] },
}

/**
 * Site settings (in the `lang` header's language, or `defaultLang` without one), menus, an
 * empty cart, visit records and the site lock (`locked`: content calls need the pass).
 */
export function siteHandlers({
  defaultLang = 'EN',
  locked = false,
}: { defaultLang?: Language; locked?: boolean } = {}) {
  const langOf = (request: Request) =>
    (request.headers.get('lang') as Language | null) ?? defaultLang
  const open = (request: Request) => !locked || request.headers.get(sitePassHeader) === testLockPass
  return [
    answer(siteConfigCall, (_body, request) => siteWire(langOf(request), locked ? 1 : 0)),
    answer(settingsSelectCall, (_body, request) => siteWire(langOf(request), locked ? 1 : 0)),
    answer(menuCall, ({ menu }, request) =>
      open(request)
        ? { status: true, ...menus[menu] }
        : apiError(423, 'site_locked', 'The shop is locked.'),
    ),
    answer(cartListCall, (_body, request) =>
      open(request)
        ? { count: 0, subtotal: 0, discount: 0, total: 0, data: [] }
        : apiError(423, 'site_locked', 'The shop is locked.'),
    ),
    answer(addHistoryCall, () => ({ status: true })),
    answer(siteUnlockCall, ({ key }) =>
      String(key) === testLockKey
        ? { status: true, pass: testLockPass }
        : apiError(403, 'forbidden', 'That key is not right.'),
    ),
  ]
}
