import { chakra } from '@chakra-ui/react/styled-system'
import type { QueryKey } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { OwnQuestion, OwnReview } from '../../../contract/reviews'
import { useIntl } from '../../../i18n/use-intl'
import { ownQuestionsQueryOptions, ownReviewsQueryOptions } from '../api/review-calls'
import { reviewMessages } from '../messages'
import { PagedList, type PageQuery } from '../../../components/paged-list'
import { TitledSection } from '../../../components/titled-section'
import { QuestionItem, ReviewItem } from './review-lists'
import { ProductLink } from '../../../components/product-link'

/** The logged-in visitor's own reviews and questions, each under the product it is about. */
export function OwnReviews({ token }: { token: string }) {
  const { t } = useIntl(reviewMessages)
  return (
    <>
      <OwnList
        title={t('reviews.own.reviews')}
        empty={t('reviews.own.noReviews')}
        pageQuery={(lang, page) => ownReviewsQueryOptions(lang, token, page)}
        item={(review: OwnReview) => <ReviewItem review={review} />}
      />
      <OwnList
        title={t('reviews.own.questions')}
        empty={t('reviews.own.noQuestions')}
        pageQuery={(lang, page) => ownQuestionsQueryOptions(lang, token, page)}
        item={(question: OwnQuestion) => <QuestionItem question={question} />}
      />
    </>
  )
}

/** A section of the visitor's own entries, a page at a time, each under its product. */
function OwnList<T extends OwnReview | OwnQuestion, Key extends QueryKey>({
  title,
  empty,
  pageQuery,
  item,
}: {
  title: string
  empty: string
  pageQuery: PageQuery<T, Key>
  item: (entry: T) => ReactNode
}) {
  return (
    <TitledSection title={title}>
      <PagedList
        pageQuery={pageQuery}
        empty={empty}
        itemKey={(entry) => entry.id}
        item={(entry) => <AboutProduct product={entry.product}>{item(entry)}</AboutProduct>}
      />
    </TitledSection>
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
        <ProductLink unique={product.uniqueId}>{product.title}</ProductLink>
      </chakra.h3>
      {children}
    </>
  )
}
