import { Box } from '@chakra-ui/react/box'
import { chakra } from '@chakra-ui/react/styled-system'
import { Link } from '@tanstack/react-router'
import type { QueryKey } from '@tanstack/react-query'
import {
  Fragment,
  Suspense,
  useCallback,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react'
import { PagedList, type PageQuery } from '../../../components/paged-list'
import type { CallRequest } from '../../../contract/call'
import type { Language } from '../../../contract/common'
import type {
  Question,
  questionCreateCall,
  Review,
  reviewCreateCall,
} from '../../../contract/reviews'
import { useIntl } from '../../../i18n/use-intl'
import { useLoginToken } from '../../../lib/login-token'
import type { OutboxProduct } from '../../../lib/outbox/outbox-queue'
import { useQueuedWrites } from '../../../lib/outbox/use-outbox-entries'
import { textLink, waitingNote } from '../../../theme/styles'
import { questionsQueryOptions, reviewsQueryOptions } from '../api/review-calls'
import { reviewMessages } from '../messages'
import { lazyNamed } from '../../../lib/lazy-named'

// The forms are for logged-in visitors only: their code follows when one is shown.
const ReviewDialog = lazyNamed(() => import('./review-dialog'), 'ReviewDialog')
const QuestionForm = lazyNamed(() => import('./question-form'), 'QuestionForm')

type ReviewBody = CallRequest<typeof reviewCreateCall>
type QuestionBody = CallRequest<typeof questionCreateCall>

interface ReviewListProps {
  /** The product's id (`pro.id`). */
  pid: number
  /** The product, as the outbox names what waits to be sent. */
  product: OutboxProduct
  /** The product page's own path, to come back to after logging in. */
  returnPath: string
}

/**
 * A product's reviews, ten a page, newest first: a logged-in visitor's own still waiting to be
 * sent lead page 1, marked as such. Logged in, a visitor writes one; else a notice says how.
 */
export function ReviewList(props: ReviewListProps) {
  return (
    <ProductPosts
      {...props}
      kind="review"
      pageQuery={reviewsQueryOptions}
      Form={ReviewDialog}
      waitingItem={(body: ReviewBody, paused) => (
        <WaitingItem
          paused={paused}
          comment={body.comment}
          after={<ReviewPoints ghovat={tagsOf(body.ghovat)} zaf={tagsOf(body.zaf)} />}
        >
          <VoteLine vote={Number(body.vote ?? 5)} />
        </WaitingItem>
      )}
      item={(review) => <ReviewItem review={review} />}
    />
  )
}

/**
 * A product's questions with their answers, ten a page, newest first, the visitor's own still
 * waiting first. Logged in, a visitor asks one; else a notice says how.
 */
export function QuestionList(props: ReviewListProps) {
  return (
    <ProductPosts
      {...props}
      kind="question"
      pageQuery={questionsQueryOptions}
      Form={QuestionForm}
      waitingItem={(body: QuestionBody, paused) => (
        <WaitingItem paused={paused} comment={body.comment} />
      )}
      item={(question) => <QuestionItem question={question} />}
    />
  )
}

/** Each list's texts: when it is empty, and that logging in lets the visitor write. */
const postTexts = {
  review: { empty: 'reviews.noReviews', login: 'reviews.reviewLogin' },
  question: { empty: 'reviews.noQuestions', login: 'reviews.questionLogin' },
} as const

/** What visitors wrote about a product, a page at a time, with the form or how to log in to use it. */
function ProductPosts<
  Post extends { id: number },
  Body extends { pid: string | number },
  Key extends QueryKey,
>({
  pid,
  product,
  returnPath,
  kind,
  pageQuery,
  Form,
  waitingItem,
  item,
}: ReviewListProps & {
  kind: 'review' | 'question'
  pageQuery: (lang: Language, pid: number, page: number) => ReturnType<PageQuery<Post, Key>>
  /** The logged-in visitor's form; `onWritten` brings back page 1, where their post now leads. */
  Form: ComponentType<{ pid: number; product: OutboxProduct; onWritten: () => void }>
  /** The visitor's own post still waiting to be sent. */
  waitingItem: (body: Body, paused: boolean) => ReactNode
  item: (post: Post) => ReactNode
}) {
  const { t } = useIntl(reviewMessages)
  const token = useLoginToken()
  const [page, setPage] = useState(1)
  const backToFirst = useCallback(() => setPage(1), [])
  const waiting = useQueuedWrites<Body>(kind, ({ body }) => body.pid === pid)
  return (
    <PagedList
      pageQuery={(lang, at) => pageQuery(lang, pid, at)}
      page={page}
      onPage={setPage}
      empty={t(postTexts[kind].empty)}
      notice={
        token === undefined ? null : token ? (
          <Suspense>
            <Form pid={pid} product={product} onWritten={backToFirst} />
          </Suspense>
        ) : (
          <LoginNotice text={t(postTexts[kind].login)} returnPath={returnPath} />
        )
      }
      waiting={waiting.map(({ variables, paused }) => (
        <Fragment key={variables.idempotencyKey}>{waitingItem(variables.body, paused)}</Fragment>
      ))}
      itemKey={(post) => post.id}
      item={item}
    />
  )
}

function Byline({ name, date }: { name: string; date: string }) {
  const { t, date: formatDate } = useIntl()
  return (
    <chakra.p textStyle="sm" color="fg.muted">
      <chakra.bdi fontWeight="semibold" color="fg">
        {name}
      </chakra.bdi>
      {t('common.separator')}
      <time dateTime={date.replace(' ', 'T')}>{formatDate(date)}</time>
    </chakra.p>
  )
}

/** A vote as stars, its number for assistive technologies, and its label. */
function VoteLine({ vote }: { vote: number }) {
  const { t } = useIntl(reviewMessages)
  const label = `reviews.vote.${vote}` as `reviews.vote.${1 | 2 | 3 | 4 | 5}`
  return (
    <chakra.p mt="1" fontWeight="semibold">
      <span aria-hidden="true">{'★'.repeat(vote) + '☆'.repeat(5 - vote)} </span>
      <chakra.span srOnly>{t('reviews.voteOf', { vote })}: </chakra.span>
      {t(label)}
    </chakra.p>
  )
}

/** The visitor's own review or question that has not reached the shop yet. */
function WaitingItem({
  paused,
  comment,
  children,
  after,
}: {
  /** Waiting for the network (else on its way now). */
  paused: boolean
  comment: string
  /** Shown before the text (a review's vote). */
  children?: ReactNode
  /** Shown after the text (a review's strengths and weaknesses). */
  after?: ReactNode
}) {
  const { t } = useIntl(reviewMessages)
  return (
    <article data-waiting>
      <chakra.p textStyle="sm" color="fg.muted">
        <chakra.span fontWeight="semibold" color="fg">
          {t('reviews.you')}
        </chakra.span>
        {t('common.separator')}
        <chakra.span px="2" rounded="full" {...waitingNote}>
          {paused ? t('reviews.waiting') : t('reviews.onItsWay')}
        </chakra.span>
      </chakra.p>
      {children}
      <chakra.p mt="2" whiteSpace="pre-line" dir="auto">
        {comment}
      </chakra.p>
      {after}
    </article>
  )
}

/** The tags a waiting review was written with (the form sends a list of words). */
const tagsOf = (tags: unknown): string[] =>
  Array.isArray(tags) ? tags.filter((tag): tag is string => typeof tag === 'string') : []

/** A review's strengths (+) and weaknesses (−), when it has any. */
function ReviewPoints({ ghovat = [], zaf = [] }: { ghovat?: string[]; zaf?: string[] }) {
  if (ghovat.length === 0 && zaf.length === 0) return null
  return (
    <chakra.ul listStyleType="none" p="0" mt="2" textStyle="sm">
      {ghovat.map((point) => (
        <li key={`+${point}`}>
          <span aria-hidden="true">+ </span>
          <bdi>{point}</bdi>
        </li>
      ))}
      {zaf.map((point) => (
        <li key={`-${point}`}>
          <span aria-hidden="true">− </span>
          <bdi>{point}</bdi>
        </li>
      ))}
    </chakra.ul>
  )
}

export function ReviewItem({ review }: { review: Review }) {
  return (
    <article>
      <Byline name={review.name} date={review.created_at} />
      <VoteLine vote={review.vote} />
      <chakra.p mt="2" whiteSpace="pre-line" dir="auto">
        {review.comment}
      </chakra.p>
      <ReviewPoints ghovat={review.ghovat} zaf={review.zaf} />
    </article>
  )
}

export function QuestionItem({ question }: { question: Question }) {
  const { t } = useIntl(reviewMessages)
  return (
    <article>
      <Byline name={question.name} date={question.created_at} />
      <chakra.p mt="2" whiteSpace="pre-line" dir="auto">
        {question.comment}
      </chakra.p>
      {question.answer.length > 0 && (
        <Box mt="3" ps="4" borderInlineStartWidth="3px" borderColor="brand.500">
          <chakra.h4 srOnly>{t('reviews.answers')}</chakra.h4>
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
  const { t } = useIntl(reviewMessages)
  return (
    <chakra.p p="3" rounded="md" bg="brand.50" mb="2">
      {text}{' '}
      <chakra.a asChild {...textLink}>
        <Link to="/account/login" search={{ redirect: returnPath }}>
          {t('reviews.login')}
        </Link>
      </chakra.a>
    </chakra.p>
  )
}
