import { lazy, type ComponentType } from 'react'
import type { StaffArea } from '../../contract/accounts'
import type { MessageIdOf } from '../../i18n/define-messages'
import type { AreaScreenProps } from './back-office-paths'
import type { backOfficeMessages } from './messages'

/** One area of the back office: where it is, its name, who may open it and its screen. */
export interface BackOfficeArea {
  /** The first part of its address under `/admin` ('' for the overview). */
  path: string
  label: MessageIdOf<typeof backOfficeMessages>
  role: 'staff' | 'admin'
  /** The area an admin gives staff for it (`mayWorkIn`); none: every staff member's. */
  area?: StaffArea
  /** Loaded when first opened, in a chunk of its own. */
  screen: ComponentType<AreaScreenProps>
}

/** The back office's areas, in the order its navigation lists them. */
export const backOfficeAreas: BackOfficeArea[] = [
  {
    path: '',
    label: 'backOffice.home',
    role: 'staff',
    screen: lazy(() =>
      import('./components/back-office-home').then((m) => ({ default: m.BackOfficeHome })),
    ),
  },
  {
    path: 'orders',
    label: 'backOffice.orders',
    role: 'staff',
    area: 'orders',
    screen: lazy(() =>
      import('./orders/components/orders-screen').then((m) => ({ default: m.OrdersScreen })),
    ),
  },
  {
    path: 'pages',
    label: 'backOffice.pages',
    role: 'staff',
    area: 'content',
    screen: lazy(() =>
      import('./pages/components/pages-screen').then((m) => ({ default: m.PagesScreen })),
    ),
  },
  {
    path: 'menus',
    label: 'backOffice.menus',
    role: 'staff',
    area: 'content',
    screen: lazy(() =>
      import('./pages/components/menus-screen').then((m) => ({ default: m.MenusScreen })),
    ),
  },
  {
    path: 'questions',
    label: 'backOffice.questions',
    role: 'staff',
    area: 'feedback',
    screen: lazy(() =>
      import('./feedback/components/question-queue').then((m) => ({
        default: m.QuestionQueueScreen,
      })),
    ),
  },
  {
    path: 'reviews',
    label: 'backOffice.reviews',
    role: 'staff',
    area: 'feedback',
    screen: lazy(() =>
      import('./feedback/components/feedback-lists').then((m) => ({
        default: m.FeedbackListsScreen,
      })),
    ),
  },
  {
    path: 'audit',
    label: 'backOffice.audit',
    role: 'admin',
    screen: lazy(() =>
      import('./audit/components/audit-screen').then((m) => ({ default: m.AuditScreen })),
    ),
  },
  {
    path: 'staff',
    label: 'backOffice.staff',
    role: 'admin',
    screen: lazy(() =>
      import('./staff/components/staff-screen').then((m) => ({ default: m.StaffScreen })),
    ),
  },
  {
    path: 'products',
    label: 'backOffice.products',
    role: 'staff',
    area: 'catalogue',
    screen: lazy(() =>
      import('./catalogue/components/products-screen').then((m) => ({
        default: m.ProductsScreen,
      })),
    ),
  },
  {
    path: 'serials',
    label: 'backOffice.serials',
    role: 'staff',
    area: 'catalogue',
    screen: lazy(() =>
      import('./catalogue/components/serials-screen').then((m) => ({ default: m.SerialsScreen })),
    ),
  },
]
