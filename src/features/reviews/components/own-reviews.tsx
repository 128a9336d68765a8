import { Heading } from '@chakra-ui/react/heading'
import { chakra } from '@chakra-ui/react/styled-system'
import { Link } from '@tanstack/react-router'
import { useId, type ReactNode } from 'react'
import type { OwnQuestion, OwnReview } from '../../../contract/reviews'
import { useIntl } from '../../../i18n/use-intl'
import { textLink } from '../../../theme/styles'
import { ownQuestionsQueryOptions, ownReviewsQueryOptions } from '../api/review-calls'
import { reviewMessages } from '../messages'
import { PagedList } from '../../../components/paged-list'
import { QuestionItem, ReviewItem } from './review-lists'

/** The logged-in visitor's own reviews and questions, each under the product it is about. */
export function OwnReviews({ token }: { token: string }) {
  const { t } = useIntl(reviewMessages)
  return (
    <>
      <OwnSection title={t('reviews.own.reviews')}>
        <PagedList
          pageQuery={(lang, page) => ownReviewsQueryOptions(lang, token, page)}
          empty={t('reviews.own.noReviews')}
          itemKey={(review) => review.id}
          item={(review: OwnReview) => (
            <AboutProduct product={review.product}>
              <ReviewItem review={review} />
            </AboutProduct>
          )}
        />
      </OwnSection>
      <OwnSection title={t('reviews.own.questions')}>
        <PagedList
          pageQuery={(lang, page) => ownQuestionsQueryOptions(lang, token, page)}
          empty={t('reviews.own.noQuestions')}
          itemKey={(question) => question.id}
          item={(question: OwnQuestion) => (
            <AboutProduct product={question.product}>
              <QuestionItem question={question} />
            </AboutProduct>
          )}
        />
      </OwnSection>
    </>
  )
}

function OwnSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId()
  return (
    <chakra.section aria-labelledby={headingId} mt="10">
      <Heading as="h2" size="xl" id={headingId}>
        {title}
      </Heading>
      {children}
    </chakra.section>
  )
}

/** A review or question under a link to its product. */
function AboutProduct({
  product,
  children,
}: {
  product: OwnReview['product']
  children: ReactNode
}) {
  return (
    <>
      <chakra.h3 textStyle="md" fontWeight="semibold" mb="1">
        <chakra.a asChild {...textLink}>
          <Link to="/product/single/$unique" params={{ unique: product.uniqueId }}>
            {product.title}
          </Link>
        </chakra.a>
      </chakra.h3>
      {children}
    </>
  )
}
