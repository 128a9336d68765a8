import { useIntl } from '../../../../i18n/use-intl'
import { BackOfficeScreen } from '../../components/back-office-screen'
import { backOfficeMessages } from '../../messages'
import { AuditList } from './audit-list'

/** The audit screen (admins). */
export function AuditScreen() {
  const { t } = useIntl(backOfficeMessages)
  return (
    <BackOfficeScreen title={t('backOffice.audit')}>
      {(staff) => <AuditList staff={staff} />}
    </BackOfficeScreen>
  )
}
