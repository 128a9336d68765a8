import { Box } from '@chakra-ui/react/box'
import { useFieldRefusal } from '../../../../components/form/field-refusal'
import { chakra } from '@chakra-ui/react/styled-system'
import { useState, type FormEvent } from 'react'
import { TextField } from '../../../../components/form/text-field'
import { SubmitButton } from '../../../../components/form/submit-button'
import {
  answerMaxLength,
  answerQuestionCall,
  type QueuedQuestion,
  type StaffQuestion,
} from '../../../../contract/back-office-feedback'
import { useIntl } from '../../../../i18n/use-intl'
import { useStaffQuery } from '../../api/use-staff-query'
import { useStaffWrite } from '../../api/use-staff-write'
import { BackOfficeScreen } from '../../components/back-office-screen'
import { StaffPagedList } from '../../components/staff-paged-list'
import { StaffWriteProblem } from '../../components/staff-write-problem'
import type { AddressPaging } from '../../back-office-paths'
import { questionKeys, questionQueueQuery } from '../api/feedback-queries'
import { feedbackMessages } from '../messages'
import { WrittenAbout, WrittenText } from './feedback-parts'

/** The questions screen: what shoppers asked that the shop has not answered yet. */
export function QuestionQueueScreen(paging: AddressPaging) {
  const { t } = useIntl(feedbackMessages)
  return (
    <BackOfficeScreen title={t('feedback.queue.title')}>
      <QuestionQueue {...paging} />
    </BackOfficeScreen>
  )
}

function QuestionQueue({ page, onPage }: AddressPaging) {
  const { t } = useIntl(feedbackMessages)
  const [answered, setAnswered] = useState<StaffQuestion>()
  return (
    <>
      <chakra.p role="status" mt="3" fontWeight="medium" data-answered={answered?.id}>
        {answered ? t('feedback.answer.sent') : ''}
      </chakra.p>
      <StaffPagedList
        pageRead={questionQueueQuery}
        page={page ?? 1}
        onPage={onPage}
        notice={<QueueCount />}
        empty={t('feedback.queue.empty')}
        itemKey={(question) => question.id}
        item={(question: QueuedQuestion) => (
          <Box data-queued-question={question.id}>
            <WrittenAbout entry={question} />
            <WrittenText text={question.comment} />
            <AnswerForm question={question} onAnswered={setAnswered} />
          </Box>
        )}
      />
    </>
  )
}

/** How many questions wait, as the queue's first page says. */
function QueueCount() {
  const { t } = useIntl(feedbackMessages)
  const first = useStaffQuery(questionQueueQuery(1)).data
  if (!first) return null
  return (
    <chakra.p mt="2" color="fg.muted">
      {t('feedback.queue.count', { count: first.total })}
    </chakra.p>
  )
}

/** What is wrong with an answer before it is sent, as the shop would say it. */
function answerProblem(text: string): 'empty' | 'tooLong' | undefined {
  const length = text.trim().length
  if (length === 0) return 'empty'
  return length > answerMaxLength ? 'tooLong' : undefined
}

/**
 * The answer to one question, posted in the shop's name. Sent at once, never queued; refused, it
 * keeps what was typed and shows why.
 */
function AnswerForm({
  question,
  onAnswered,
}: {
  question: QueuedQuestion
  onAnswered: (question: StaffQuestion) => void
}) {
  const { t } = useIntl(feedbackMessages)
  const refusal = useFieldRefusal()
  const [text, setText] = useState('')
  const [checked, setChecked] = useState(false)
  const post = useStaffWrite(answerQuestionCall, {
    changes: [questionKeys.all],
    onSuccess: (done) => onAnswered(done.question),
  })
  const problem = checked ? answerProblem(text) : undefined
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setChecked(true)
    if (answerProblem(text)) return
    post.mutate({ question: question.id, text: text.trim() })
  }
  return (
    <chakra.form onSubmit={submit} noValidate display="grid" gap="3" mt="3" maxW="2xl">
      <TextField
        name="answer"
        label={t('feedback.answer.label')}
        value={text}
        onChange={(value) => {
          setText(value)
          if (post.error) post.reset()
        }}
        autoComplete="off"
        rows={3}
        problem={
          problem === 'empty'
            ? t('feedback.answer.empty')
            : problem === 'tooLong'
              ? t('feedback.answer.tooLong', { max: answerMaxLength })
              : refusal(post.error, 'text')
        }
      />
      <Box>
        <SubmitButton
          busy={post.isPending}
          label={t('feedback.answer.submit')}
          busyLabel={t('feedback.answer.sending')}
        />
      </Box>
      <StaffWriteProblem error={post.error} />
    </chakra.form>
  )
}
