import { Box } from '@chakra-ui/react/box'
import type { ReactNode } from 'react'
import { chakra } from '@chakra-ui/react/styled-system'
import { ChoiceField } from '../../../../components/form/choice-field'
import { Tabs } from '../../../../components/tabs'
import {
  questionVisibilityCall,
  reviewVisibilityCall,
  visibilities,
  type StaffQuestion,
  type StaffReview,
  type Visibility,
} from '../../../../contract/back-office-feedback'
import { useIntl } from '../../../../i18n/use-intl'
import { outlineButton } from '../../../../theme/styles'
import { useStaffWrite } from '../../api/use-staff-write'
import { BackOfficeScreen } from '../../components/back-office-screen'
import { StaffPagedList } from '../../components/staff-paged-list'
import { StaffWriteProblem } from '../../components/staff-write-problem'
import {
  questionKeys,
  questionListQuery,
  reviewKeys,
  reviewListQuery,
  type FeedbackListSearch,
} from '../api/feedback-queries'
import { feedbackMessages } from '../messages'
import { WrittenAbout, WrittenText } from './feedback-parts'
import type { AddressSearch } from '../../back-office-paths'

/** The reviews screen: every review and question, to hide from the shop or show again. */
export function FeedbackListsScreen({ search, onSearch }: AddressSearch<FeedbackListSearch>) {
  const { t } = useIntl(feedbackMessages)
  const visibility = search.show ?? 'all'
  const paging = {
    page: search.page ?? 1,
    onPage: (page: number) => onSearch({ ...search, page }),
    itemKey: (entry: { id: number }) => entry.id,
  }
  // Each list under the choice of which of its entries it shows.
  const panel = (list: ReactNode) => () => (
    <>
      <VisibilityChoice
        value={visibility}
        onChange={(show) => onSearch({ list: search.list, show })}
      />
      {list}
    </>
  )
  return (
    <BackOfficeScreen title={t('feedback.list.title')}>
      <Tabs
        label={t('feedback.list.title')}
        chosen={search.list ?? 'reviews'}
        onChoose={(list) => onSearch({ list: list === 'questions' ? list : 'reviews' })}
        tabs={[
          {
            id: 'reviews',
            label: t('feedback.list.reviews'),
            panel: panel(
              <StaffPagedList
                pageRead={(page) => reviewListQuery(visibility, page)}
                {...paging}
                empty={t('feedback.list.noReviews')}
                item={(review: StaffReview) => <ReviewRow review={review} />}
              />,
            ),
          },
          {
            id: 'questions',
            label: t('feedback.list.questions'),
            panel: panel(
              <StaffPagedList
                pageRead={(page) => questionListQuery(visibility, page)}
                {...paging}
                empty={t('feedback.list.noQuestions')}
                item={(question: StaffQuestion) => <QuestionRow question={question} />}
              />,
            ),
          },
        ]}
      />
    </BackOfficeScreen>
  )
}

/** The choice of all, shown or hidden entries. */
function VisibilityChoice({
  value,
  onChange,
}: {
  value: Visibility
  onChange: (visibility: Visibility) => void
}) {
  const { t } = useIntl(feedbackMessages)
  return (
    <Box mt="4" maxW="20rem">
      <ChoiceField
        label={t('feedback.list.show')}
        value={value}
        choices={visibilities.map((each) => ({
          value: each,
          label: t(`feedback.list.visibility.${each}`),
        }))}
        onChange={onChange}
      />
    </Box>
  )
}

function ReviewRow({ review }: { review: StaffReview }) {
  const { t } = useIntl(feedbackMessages)
  const toggle = useStaffWrite(reviewVisibilityCall, { changes: [reviewKeys.all] })
  return (
    <Box data-staff-review={review.id} data-hidden={review.hidden || undefined}>
      <WrittenAbout entry={review} />
      <chakra.p textStyle="sm" fontWeight="medium">
        {t('feedback.list.vote', { vote: review.vote })}
      </chakra.p>
      <WrittenText text={review.comment} />
      <VisibilityToggle
        hidden={review.hidden}
        toggle={toggle}
        body={(hidden) => ({ review: review.id, hidden })}
      />
    </Box>
  )
}

function QuestionRow({ question }: { question: StaffQuestion }) {
  const { t } = useIntl(feedbackMessages)
  const toggle = useStaffWrite(questionVisibilityCall, {
    changes: [questionKeys.all],
  })
  return (
    <Box data-staff-question={question.id} data-hidden={question.hidden || undefined}>
      <WrittenAbout entry={question} />
      <WrittenText text={question.comment} />
      <chakra.p textStyle="sm" color="fg.muted" mt="1">
        {t('feedback.list.answers', { count: question.answer.length })}
      </chakra.p>
      <VisibilityToggle
        hidden={question.hidden}
        toggle={toggle}
        body={(hidden) => ({ question: question.id, hidden })}
      />
    </Box>
  )
}

/** Whether an entry is hidden, and the button that hides it or shows it again, sent at once. */
function VisibilityToggle<Body>({
  hidden,
  toggle,
  body,
}: {
  hidden: boolean
  toggle: { mutate: (body: Body) => void; isPending: boolean; error: Error | null }
  body: (hidden: boolean) => Body
}) {
  const { t } = useIntl(feedbackMessages)
  return (
    <Box display="flex" alignItems="center" gap="3" mt="2" flexWrap="wrap">
      {hidden && (
        <chakra.span textStyle="sm" fontWeight="semibold" px="2" rounded="md" bg="gray.100">
          {t('feedback.list.hiddenBadge')}
        </chakra.span>
      )}
      <chakra.button
        type="button"
        disabled={toggle.isPending}
        aria-busy={toggle.isPending}
        onClick={() => toggle.mutate(body(!hidden))}
        {...outlineButton}
      >
        {hidden ? t('feedback.unhide') : t('feedback.hide')}
      </chakra.button>
      <StaffWriteProblem error={toggle.error} />
    </Box>
  )
}
