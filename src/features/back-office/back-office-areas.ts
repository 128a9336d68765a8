import type { LinkProps } from '@tanstack/react-router'
import { type AccountUser } from '../../contract/accounts'
import { mayWorkIn, roleAllows, type StaffArea } from '../../contract/roles'
import type { MessageIdOf } from '../../i18n/define-messages'
import type { backOfficeMessages } from './messages'

/**
 * One area of the back office: where it is, its name and who may open it (its screens are the
 * file routes under `src/routes/admin/`).
 */
export interface BackOfficeArea {
  /** The first part of its address under `/admin` ('' for the overview). */
  path: string
  /** Its screen's address. */
  to: LinkProps['to']
  label: MessageIdOf<typeof backOfficeMessages>
  role: 'staff' | 'admin'
  /** The area an admin gives staff for it (`mayWorkIn`); none: every staff member's. */
  area?: StaffArea
}

/** The back office's areas, in the order its navigation lists them. */
export const backOfficeAreas: BackOfficeArea[] = [
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

/** The area whose screen an address under `/admin` opens (the overview's for `/admin` itself). */
export const areaOfPath = (pathname: string): BackOfficeArea | undefined =>
  backOfficeAreas.find((area) => area.path === (pathname.split('/')[2] ?? ''))

/** Whether this account's role and areas open the area: its screens, reads and menu entry. */
export const mayOpenArea = (user: AccountUser, area: BackOfficeArea): boolean =>
  roleAllows(user.role, area.role) && (!area.area || mayWorkIn(user, area.area))
