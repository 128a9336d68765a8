import { lazy, type ComponentType } from 'react'
import type { MessageIdOf } from '../../i18n/define-messages'
import type { backOfficeMessages } from './messages'

/** What an area's screen is given: the rest of the address after its own part. */
export interface AreaScreenProps {
  /** `/admin/orders/R-1001` gives the orders area `['R-1001']`. */
  rest: string[]
}

/** One area of the back office: where it is, its name, who may open it and its screen. */
export interface BackOfficeArea {
  /** The first part of its address under `/admin` ('' for the overview). */
  path: string
  label: MessageIdOf<typeof backOfficeMessages>
  role: 'staff' | 'admin'
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
      import('./staff/components/staff-desk').then((m) => ({ default: m.StaffScreen })),
    ),
  },
  {
    path: 'products',
    label: 'backOffice.products',
    role: 'staff',
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
    screen: lazy(() =>
      import('./catalogue/components/serials-screen').then((m) => ({ default: m.SerialsScreen })),
    ),
  },
]
