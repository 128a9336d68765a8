import { chakra } from '@chakra-ui/react/styled-system'
import { isShopFailure } from '../../../api/client'
import { isLoginRefused } from '../../../api/login-refused'
import { ShopFailure } from '../../../components/shop-failure'
import { commentMaxLength, commentMinLength } from '../../../contract/reviews'
import { useIntl } from '../../../i18n/use-intl'
import { problemBackground, problemColour } from '../../../theme/styles'
import { reviewMessages } from '../messages'

/** What is wrong with a review's or a question's text, as the shop checks it. */
export type TextProblem =
  | { id: 'reviews.check.review' | 'reviews.check.question'; values: { min: number } }
  | { id: 'reviews.check.tooLong'; values: { max: number } }

/** What is wrong with the text of a review or of a question (each form asks for its own). */
export function commentProblem(text: string, kind: 'review' | 'question'): TextProblem | undefined {
  const length = text.trim().length
  if (length < commentMinLength)
    return { id: `reviews.check.${kind}`, values: { min: commentMinLength } }
  if (length > commentMaxLength) {
    return { id: 'reviews.check.tooLong', values: { max: commentMaxLength } }
  }
  return undefined
}

/** Says a field's problem in the page's language (the shop's own message as it came). */
export function useTextProblem() {
  const { t } = useIntl(reviewMessages)
  return (problem: TextProblem | string | undefined) =>
    problem === undefined || typeof problem === 'string' ? problem : t(problem.id, problem.values)
}

/** Why the shop did not take the write the form sent (what was written stays in the form). */
export function WriteRefusal({ error }: { error: Error | null }) {
  const { t } = useIntl(reviewMessages)
  if (!error) return null
  return (
    <chakra.p role="alert" mt="3" p="3" rounded="md" bg={problemBackground} color={problemColour}>
      {isShopFailure(error) ? (
        <ShopFailure error={error} outcome="save" />
      ) : isLoginRefused(error) ? (
        t('reviews.loginEnded')
      ) : (
        t('reviews.refused', { message: error.message })
      )}
    </chakra.p>
  )
}
