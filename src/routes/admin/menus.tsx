import { createFileRoute } from '@tanstack/react-router'
import { startBackOfficeRead } from '../../features/back-office/open-back-office'
import { editableMenuQuery } from '../../features/back-office/pages/api/page-queries'
import { MenusScreen } from '../../features/back-office/pages/components/menus-screen'
import { apiLanguage } from '../../lib/language'

export const Route = createFileRoute('/admin/menus')({
  // The screen opens on the main menu of the page's language.
  loader: ({ context, location }) =>
    startBackOfficeRead(
      { context, location },
      editableMenuQuery(apiLanguage(context.locale), 'main_menu'),
    ),
  component: MenusScreen,
})
