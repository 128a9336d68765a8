import { useIntl } from '../../../../i18n/use-intl'
import { BackOfficeScreen } from '../../components/back-office-screen'
import { backOfficeMessages } from '../../messages'
import { AuditList, type AuditSearch } from './audit-list'

/** The audit screen (admins). */
export function AuditScreen(props: {
  search: AuditSearch
  onSearch: (search: AuditSearch) => void
}) {
  const { t } = useIntl(backOfficeMessages)
  return (
    <BackOfficeScreen title={t('backOffice.audit')}>
      {(staff) => <AuditList staff={staff} {...props} />}
    </BackOfficeScreen>
  )
}
