import { chakra } from '@chakra-ui/react/styled-system'
import { Link } from '@tanstack/react-router'
import type { Language } from '../../../../contract/common'
import { useIntl } from '../../../../i18n/use-intl'
import { textLink } from '../../../../theme/styles'
import { pageEditorMessages } from '../messages'

/** The way back to the list of pages, showing those of the language left. */
export function BackToPages({ lang }: { lang: Language }) {
  const { t } = useIntl(pageEditorMessages)
  return (
    <chakra.a asChild {...textLink}>
      <Link to="/admin/pages" search={{ language: lang }}>
        {t('editor.pages.back')}
      </Link>
    </chakra.a>
  )
}
