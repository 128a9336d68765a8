import { Box } from '@chakra-ui/react/box'
import { chakra } from '@chakra-ui/react/styled-system'
import {
  keepPreviousData,
  useQuery,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState, type ReactNode } from 'react'
import { paginationMessages } from '../../../components/pagination-messages'
import { RetryNotice } from '../../../components/retry-notice'
import type { Language } from '../../../contract/common'
import type { Question, Review } from '../../../contract/reviews'
import { useIntl, useLanguage } from '../../../i18n/use-intl'
import { pageCount } from '../../../lib/pagination'
import { quietButton, textLink } from '../../../theme/styles'
import { questionsQueryOptions, reviewsQueryOptions } from '../api/feedback'
import { feedbackMessages } from '../messages'

interface FeedbackListProps {
  /** The product's id (`pro.id`). */
  pid: number
  /** The product page's own path, to come back to after logging in. */
  returnPath: string
}

/** A product's reviews, ten a page, with the notice that reviewing needs an account. */
export function ReviewList({ pid, returnPath }: FeedbackListProps) {
  const { t } = useIntl(feedbackMessages)
  return (
    <PagedList
      pageQuery={(lang, page) => reviewsQueryOptions(lang, pid, page)}
      empty={t('feedback.noReviews')}
      notice={<LoginNotice text={t('feedback.reviewLogin')} returnPath={returnPath} />}
      item={(review: Review) => <ReviewItem review={review} />}
    />
  )
}

/** A product's questions with their answers, ten a page, with the notice that asking needs an account. */
export function QuestionList({ pid, returnPath }: FeedbackListProps) {
  const { t } = useIntl(feedbackMessages)
  return (
    <PagedList
      pageQuery={(lang, page) => questionsQueryOptions(lang, pid, page)}
      empty={t('feedback.noQuestions')}
      notice={<LoginNotice text={t('feedback.questionLogin')} returnPath={returnPath} />}
      item={(question: Question) => <QuestionItem question={question} />}
    />
  )
}

type Paged<T> = { data: T[]; total: number; per_page: number; current_page: number }

/**
 * A list read a page at a time (the page shown stays until the next one is there), with its
 * notice, its empty text and its pages.
 */
export function PagedList<T extends { id: number }, Key extends QueryKey>({
  pageQuery,
  empty,
  notice,
  item,
}: {
  pageQuery: (lang: Language, page: number) => UseQueryOptions<Paged<T>, Error, Paged<T>, Key>
  empty: string
  notice?: ReactNode
  item: (entry: T) => ReactNode
}) {
  const { lang } = useLanguage()
  const [page, setPage] = useState(1)
  const answer = useQuery({ ...pageQuery(lang, page), placeholderData: keepPreviousData })
  const { t, number } = useIntl(paginationMessages)
  const list = answer.data
  const pages = list ? pageCount(list.total, list.per_page) : 1
  return (
    <div>
      {notice}
      {answer.isError && !list ? (
        <RetryNotice onRetry={() => void answer.refetch()} />
      ) : !list ? (
        <chakra.p color="fg.muted">{t('common.loading')}</chakra.p>
      ) : list.data.length === 0 ? (
        <chakra.p color="fg.muted">{empty}</chakra.p>
      ) : (
        <chakra.ol listStyleType="none" p="0" mt="4" aria-busy={answer.isFetching || undefined}>
          {list.data.map((entry) => (
            <chakra.li key={entry.id} py="4" borderBlockEndWidth="1px" borderColor="border">
              {item(entry)}
            </chakra.li>
          ))}
        </chakra.ol>
      )}
      {pages > 1 && (
        <Box
          as="nav"
          aria-label={t('pagination.pages')}
          display="flex"
          flexWrap="wrap"
          gap="2"
          mt="4"
        >
          {Array.from({ length: pages }, (_, index) => index + 1).map((to) => (
            <chakra.button
              key={to}
              type="button"
              aria-label={t('pagination.page', { page: to })}
              aria-current={to === page ? 'page' : undefined}
              onClick={() => setPage(to)}
              {...quietButton}
              fontWeight={to === page ? 'bold' : 'normal'}
            >
              {number(to)}
            </chakra.button>
          ))}
        </Box>
      )}
    </div>
  )
}

function Byline({ name, date }: { name: string; date: string }) {
  const { date: formatDate } = useIntl()
  return (
    <chakra.p textStyle="sm" color="fg.muted">
      <chakra.bdi fontWeight="semibold" color="fg">
        {name}
      </chakra.bdi>{' '}
      · <time dateTime={date.replace(' ', 'T')}>{formatDate(date)}</time>
    </chakra.p>
  )
}

export function ReviewItem({ review }: { review: Review }) {
  const { t } = useIntl(feedbackMessages)
  const label = `feedback.vote.${review.vote}` as `feedback.vote.${1 | 2 | 3 | 4 | 5}`
  return (
    <article>
      <Byline name={review.name} date={review.created_at} />
      <chakra.p mt="1" fontWeight="semibold">
        <span aria-hidden="true">{'★'.repeat(review.vote) + '☆'.repeat(5 - review.vote)} </span>
        <chakra.span srOnly>{t('feedback.voteOf', { vote: review.vote })}: </chakra.span>
        {t(label)}
      </chakra.p>
      <chakra.p mt="2" whiteSpace="pre-line" dir="auto">
        {review.comment}
      </chakra.p>
      {(review.ghovat.length > 0 || review.zaf.length > 0) && (
        <chakra.ul listStyleType="none" p="0" mt="2" textStyle="sm">
          {review.ghovat.map((point) => (
            <li key={`+${point}`}>
              <span aria-hidden="true">+ </span>
              <bdi>{point}</bdi>
            </li>
          ))}
          {review.zaf.map((point) => (
            <li key={`-${point}`}>
              <span aria-hidden="true">− </span>
              <bdi>{point}</bdi>
            </li>
          ))}
        </chakra.ul>
      )}
    </article>
  )
}

export function QuestionItem({ question }: { question: Question }) {
  const { t } = useIntl(feedbackMessages)
  return (
    <article>
      <Byline name={question.name} date={question.created_at} />
      <chakra.p mt="2" whiteSpace="pre-line" dir="auto">
        {question.comment}
      </chakra.p>
      {question.answer.length > 0 && (
        <Box mt="3" ps="4" borderInlineStartWidth="3px" borderColor="brand.500">
          <chakra.h4 srOnly>{t('feedback.answers')}</chakra.h4>
          {question.answer.map((answer) => (
            <Box key={`${answer.created_at}-${answer.name}`} mt="2">
              <Byline name={answer.name} date={answer.created_at} />
              <chakra.p whiteSpace="pre-line" dir="auto">
                {answer.comment}
              </chakra.p>
            </Box>
          ))}
        </Box>
      )}
    </article>
  )
}

function LoginNotice({ text, returnPath }: { text: string; returnPath: string }) {
  const { t } = useIntl(feedbackMessages)
  return (
    <chakra.p p="3" rounded="md" bg="brand.50" mb="2">
      {text}{' '}
      <chakra.a asChild {...textLink}>
        <Link to="/account/login" search={{ redirect: returnPath }}>
          {t('feedback.login')}
        </Link>
      </chakra.a>
    </chakra.p>
  )
}
