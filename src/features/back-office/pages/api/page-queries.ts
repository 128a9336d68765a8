import {
  editableMenuCall,
  editablePageCall,
  pageListCall,
} from '../../../../contract/back-office-pages'
import type { Language } from '../../../../contract/common'
import type { menuNames } from '../../../../contract/content'
import { staffRead } from '../../api/staff-calls'

/** One of the shop's menus. */
export type MenuName = (typeof menuNames)[number]

/** The keys of the CMS pages' reads: each starts with `pages`. */
export const pageKeys = {
  all: ['pages'] as const,
  lists: ['pages', 'list'] as const,
}

/** The keys of the menus' reads: each starts with `menus`. */
export const menuKeys = {
  all: ['menus'] as const,
}

/** The pages of a language, to choose one to edit. */
export const pageListQuery = (language: Language) =>
  staffRead([...pageKeys.lists, language], pageListCall, { lang: language })

/** A page of a language as its editor opens it. */
export const editablePageQuery = (language: Language, slug: string) =>
  staffRead([...pageKeys.all, 'one', language, slug], editablePageCall, { lang: language, slug })

/** A menu of a language as its editor opens it. */
export const editableMenuQuery = (language: Language, menu: MenuName) =>
  staffRead([...menuKeys.all, language, menu], editableMenuCall, { lang: language, menu })
