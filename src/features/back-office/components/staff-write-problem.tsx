import { chakra } from '@chakra-ui/react/styled-system'
import { ApiCallError, clientErrorCodes } from '../../../api/client'
import { useIntl } from '../../../i18n/use-intl'
import { problemBackground, problemColour } from '../../../theme/styles'
import { backOfficeMessages } from '../messages'

/** What the shop said of one field of a refused change, if it named that field. */
export function fieldProblem(error: Error | null, field: string): string | undefined {
  return error instanceof ApiCallError ? error.fields?.[field] : undefined
}

/**
 * Why a back-office change was not made: the shop's own words, or that it works online only. The
 * form keeps what was typed, to send again.
 */
export function StaffWriteProblem({ error }: { error: Error | null }) {
  const { t } = useIntl(backOfficeMessages)
  if (!error) return null
  const offline = error instanceof ApiCallError && error.code === clientErrorCodes.network
  return (
    <chakra.p
      role="alert"
      data-staff-problem=""
      p="3"
      rounded="md"
      color={problemColour}
      bg={problemBackground}
    >
      {offline ? t('backOffice.offline') : t('backOffice.failed', { message: error.message })}
    </chakra.p>
  )
}
