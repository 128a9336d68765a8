import { sectionScreen } from '../../components/back-office-screen'
import { AuditList } from './audit-list'

/** The audit screen (admins). */
export const AuditScreen = sectionScreen('backOffice.audit', AuditList)
