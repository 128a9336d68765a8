import { chakra } from '@chakra-ui/react/styled-system'
import { useEffect, useRef } from 'react'
import { ApiCallError, clientErrorCodes, isShopFailure } from '../../../api/client'
import {
  firstRefusedField,
  refusedFields,
  useFieldRefusal,
} from '../../../components/form/field-refusal'
import { ShopFailure } from '../../../components/shop-failure'
import { errorCodes } from '../../../contract/errors'
import { wholeRequest } from '../../../contract/field-refusals'
import { useIntl } from '../../../i18n/use-intl'
import { problemBackground, problemColour } from '../../../theme/styles'
import { backOfficeMessages, type BackOfficeMessageId } from '../messages'

/** What the back office says of a failed change or read, by what the shop answered. */
function problemMessage(error: Error): BackOfficeMessageId {
  if (!(error instanceof ApiCallError)) return 'backOffice.problem.failed'
  if (error.code === clientErrorCodes.network) return 'backOffice.offline'
  if (refusedFields(error)) return 'backOffice.problem.fields'
  switch (error.status) {
    case 400:
      return 'backOffice.problem.input'
    case 401:
      return 'backOffice.problem.login'
    case 403:
      return 'backOffice.problem.forbidden'
    case 404:
    case 410:
      return 'backOffice.problem.gone'
    case 409:
      return error.code === errorCodes.idempotencyInProgress
        ? 'backOffice.problem.failed'
        : 'backOffice.problem.changed'
    case 413:
      return 'backOffice.problem.tooLarge'
    case 429:
      return 'backOffice.problem.tooMany'
    default:
      return 'backOffice.problem.failed'
  }
}

/**
 * Why a back-office change (or, with `read`, a read) did not go through, in the page's language
 * (the shop's reason when it gave one for the whole change, else what its answer means; a failure
 * of the shop's with the request's id to quote): the fields the shop refused are marked at the
 * fields, and in a form the first of them takes the focus (the notice itself when none is
 * marked). The form keeps what was typed, to send again.
 */
export function StaffWriteProblem({
  error,
  read = false,
}: {
  error: Error | null
  read?: boolean
}) {
  const { t } = useIntl(backOfficeMessages)
  const refusal = useFieldRefusal()
  const notice = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    const form = notice.current?.closest('form')
    if (!error || !form) return
    ;(firstRefusedField(form) ?? notice.current)?.focus()
  }, [error])
  if (!error) return null
  return (
    <chakra.p
      ref={notice}
      role="alert"
      tabIndex={-1}
      data-staff-problem=""
      p="3"
      rounded="md"
      color={problemColour}
      bg={problemBackground}
    >
      {isShopFailure(error) ? (
        <ShopFailure error={error} outcome={read ? 'read' : 'save'} staff />
      ) : (
        (refusal(error, wholeRequest) ?? t(problemMessage(error)))
      )}
    </chakra.p>
  )
}
