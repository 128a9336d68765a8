import { Box } from '@chakra-ui/react/box'
import { chakra } from '@chakra-ui/react/styled-system'
import { useState, type FormEvent } from 'react'
import { commentMaxLength } from '../../../contract/reviews'
import { useIntl } from '../../../i18n/use-intl'
import type { OutboxProduct } from '../../../lib/outbox/outbox-queue'
import { useOutboxWrite } from '../../../lib/outbox/use-outbox-write'
import { questionWrite } from '../api/review-calls'
import { reviewMessages } from '../messages'
import { useFieldRefusal } from '../../../components/form/field-refusal'
import { SubmitButton } from '../../../components/form/submit-button'
import { TextField } from '../../../components/form/text-field'
import { commentProblem, useTextProblem, WriteRefusal } from './review-form-parts'

interface QuestionFormProps {
  pid: number
  product: OutboxProduct
  /** The question reached the shop, or waits in the outbox: the list shows it from page 1. */
  onWritten: () => void
}

/**
 * A logged-in visitor's question about the product. An empty one is refused here, in the page;
 * sent (or saved for later offline), the form is emptied; refused, it keeps the text.
 */
export function QuestionForm({ pid, product, onWritten }: QuestionFormProps) {
  const { t } = useIntl(reviewMessages)
  const refusal = useFieldRefusal()
  const textProblem = useTextProblem()
  const [comment, setComment] = useState('')
  const [checked, setChecked] = useState(false)
  const write = useOutboxWrite(questionWrite, () => {
    setComment('')
    setChecked(false)
    onWritten()
  })
  const { outcome } = write
  const problem =
    (checked ? commentProblem(comment, 'question') : undefined) ?? refusal(write.error, 'comment')

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setChecked(true)
    if (commentProblem(comment, 'question')) return
    write.send({ pid, comment: comment.trim() }, product)
  }

  return (
    <chakra.form onSubmit={submit} noValidate mb="4">
      <TextField
        name="comment"
        label={t('reviews.ask.label')}
        value={comment}
        onChange={(text) => {
          setComment(text)
          if (write.error) write.clear()
        }}
        autoComplete="off"
        rows={3}
        maxLength={commentMaxLength}
        spellCheck
        problem={textProblem(problem)}
      />
      <WriteRefusal error={write.error} />
      <Box display="flex" alignItems="center" gap="3" mt="2" flexWrap="wrap">
        <SubmitButton
          busy={write.sending}
          label={t('reviews.ask.submit')}
          busyLabel={t('reviews.write.sending')}
        />
        <chakra.p role="status">
          {outcome === 'sent'
            ? t('reviews.ask.sent')
            : outcome === 'queued'
              ? t('reviews.queued')
              : ''}
        </chakra.p>
      </Box>
    </chakra.form>
  )
}
