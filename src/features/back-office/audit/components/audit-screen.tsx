import { useIntl } from '../../../../i18n/use-intl'
import { BackOfficeScreen } from '../../components/back-office-screen'
import { backOfficeMessages } from '../../messages'
import type { AuditSearch } from '../api/audit-queries'
import { AuditList } from './audit-list'

/** The audit screen (admins). */
export function AuditScreen(props: {
  search: AuditSearch
  onSearch: (search: AuditSearch) => void
}) {
  const { t } = useIntl(backOfficeMessages)
  return (
    <BackOfficeScreen title={t('backOffice.audit')}>
      <AuditList {...props} />
    </BackOfficeScreen>
  )
}
