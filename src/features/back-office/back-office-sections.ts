import type { LinkProps } from '@tanstack/react-router'
import { type AccountUser } from '../../contract/accounts'
import { mayWorkIn, roleAllows, type StaffArea } from '../../contract/roles'
import type { MessageIdOf } from '../../i18n/define-messages'
import type { backOfficeMessages } from './messages'

/**
 * One section of the back office (an entry of its menu): where it is, its name and who may open
 * it (its screens are the file routes under `src/routes/admin/`).
 */
export interface BackOfficeSection {
  /** The first part of its address under `/admin` ('' for the overview). */
  path: string
  /** Its screen's address. */
  to: LinkProps['to']
  label: MessageIdOf<typeof backOfficeMessages>
  role: 'staff' | 'admin'
  /** The area an admin gives staff for it (`mayWorkIn`); none: every staff member's. */
  area?: StaffArea
}

/** The back office's sections, in the order its menu lists them. */
export const backOfficeSections: BackOfficeSection[] = [
  {
    path: '',
    to: '/admin',
    label: 'backOffice.home',
    role: 'staff',
  },
  {
    path: 'orders',
    to: '/admin/orders',
    label: 'backOffice.orders',
    role: 'staff',
    area: 'orders',
  },
  {
    path: 'pages',
    to: '/admin/pages',
    label: 'backOffice.pages',
    role: 'staff',
    area: 'content',
  },
  {
    path: 'menus',
    to: '/admin/menus',
    label: 'backOffice.menus',
    role: 'staff',
    area: 'content',
  },
  {
    path: 'questions',
    to: '/admin/questions',
    label: 'backOffice.questions',
    role: 'staff',
    area: 'feedback',
  },
  {
    path: 'reviews',
    to: '/admin/reviews',
    label: 'backOffice.reviews',
    role: 'staff',
    area: 'feedback',
  },
  {
    path: 'audit',
    to: '/admin/audit',
    label: 'backOffice.audit',
    role: 'admin',
  },
  {
    path: 'staff',
    to: '/admin/staff',
    label: 'backOffice.staff',
    role: 'admin',
  },
  {
    path: 'products',
    to: '/admin/products',
    label: 'backOffice.products',
    role: 'staff',
    area: 'catalogue',
  },
  {
    path: 'serials',
    to: '/admin/serials',
    label: 'backOffice.serials',
    role: 'staff',
    area: 'catalogue',
  },
]

/** The section whose screen an address under `/admin` opens (the overview's for `/admin` itself). */
export const sectionOfPath = (pathname: string): BackOfficeSection | undefined =>
  backOfficeSections.find((section) => section.path === (pathname.split('/')[2] ?? ''))

/** Whether this account's role and areas open the section: its screens, reads and menu entry. */
export const mayOpenSection = (user: AccountUser, section: BackOfficeSection): boolean =>
  roleAllows(user.role, section.role) && (!section.area || mayWorkIn(user, section.area))
