import { Box } from '@chakra-ui/react/box'
import { chakra } from '@chakra-ui/react/styled-system'
import { useId, useRef, useState, type FormEvent } from 'react'
import { TitledDialog } from '../../../components/titled-dialog'
import { commentMaxLength, commentMinLength, maxTags, votes } from '../../../contract/reviews'
import { useIntl } from '../../../i18n/use-intl'
import type { OutboxProduct } from '../../../lib/outbox/outbox-queue'
import { useOutboxWrite } from '../../../lib/outbox/use-outbox-write'
import { outlineButton, solidButton } from '../../../theme/styles'
import { reviewWrite } from '../api/review-calls'
import { useFieldRefusal } from '../../../components/form/field-refusal'
import { SubmitButton } from '../../../components/form/submit-button'
import { TextField } from '../../../components/form/text-field'
import { commentProblem, useTextProblem, WriteRefusal } from './review-form-parts'
import { TagInput } from './tag-input'
import { reviewMessages } from '../messages'

interface ReviewDialogProps {
  pid: number
  product: OutboxProduct
  /** The review reached the shop, or waits in the outbox: the list shows it from page 1. */
  onWritten: () => void
}

const emptyReview = { vote: 5, comment: '', zaf: [] as string[], ghovat: [] as string[] }

/** A review's two lists of points: its weaknesses (zaf) and its strengths (ghovat). */
type PointsKind = 'zaf' | 'ghovat'
const pointsWords = {
  zaf: { label: 'reviews.write.weaknesses', addLabel: 'reviews.write.addWeakness', sign: '−' },
  ghovat: { label: 'reviews.write.strengths', addLabel: 'reviews.write.addStrength', sign: '+' },
} as const

/**
 * The button that opens the review form in a dialog: a vote (5 by default), weaknesses and
 * strengths, and the review's text. Sent, or saved for later offline, the dialog closes and the
 * form is emptied; refused, the dialog shows why and keeps what the shopper wrote.
 */
export function ReviewDialog({ pid, product, onWritten }: ReviewDialogProps) {
  const { t } = useIntl(reviewMessages)
  const refusal = useFieldRefusal()
  const textProblem = useTextProblem()
  const ids = useId()
  const dialog = useRef<HTMLDialogElement>(null)
  const [review, setReview] = useState(emptyReview)
  const [checked, setChecked] = useState(false)
  const write = useOutboxWrite(reviewWrite, () => {
    setReview(emptyReview)
    setChecked(false)
    dialog.current?.close()
    onWritten()
  })
  const problem =
    (checked ? commentProblem(review.comment, 'review') : undefined) ??
    refusal(write.error, 'comment')
  const { outcome } = write

  const edit = (change: Partial<typeof emptyReview>) => {
    setReview((current) => ({ ...current, ...change }))
    if (write.error) write.clear()
  }
  const pointsInput = (kind: PointsKind) => (
    <TagInput
      name={kind}
      label={t(pointsWords[kind].label)}
      addLabel={t(pointsWords[kind].addLabel)}
      sign={pointsWords[kind].sign}
      tags={review[kind]}
      onChange={(tags) => edit({ [kind]: tags })}
      problem={refusal(write.error, kind)}
    />
  )
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setChecked(true)
    if (commentProblem(review.comment, 'review')) return
    write.send({ pid, ...review, comment: review.comment.trim() }, product)
  }

  return (
    <>
      <chakra.button
        type="button"
        aria-haspopup="dialog"
        onClick={() => {
          write.clear()
          dialog.current?.showModal()
        }}
        {...solidButton}
      >
        {t('reviews.write.open')}
      </chakra.button>
      <chakra.p role="status" mt="2" minH="6">
        {outcome === 'sent'
          ? t('reviews.write.sent')
          : outcome === 'queued'
            ? t('reviews.queued')
            : ''}
      </chakra.p>
      <TitledDialog
        ref={dialog}
        title={t('reviews.write.title', { title: product.title })}
        width="34rem"
        maxH="calc(100dvh - 2rem)"
      >
        <chakra.form onSubmit={submit} noValidate>
          <chakra.fieldset mt="4" border="0" p="0">
            <chakra.legend fontWeight="medium" mb="2">
              {t('reviews.write.vote')}
            </chakra.legend>
            <Box display="flex" flexDirection="column" gap="1">
              {[...votes].reverse().map((vote) => (
                <chakra.label key={vote} display="flex" alignItems="center" gap="2">
                  <input
                    type="radio"
                    name={`${ids}-vote`}
                    value={vote}
                    checked={review.vote === vote}
                    onChange={() => edit({ vote })}
                  />
                  <span aria-hidden="true">{'★'.repeat(vote)}</span>
                  {t(`reviews.vote.${vote}`)}
                </chakra.label>
              ))}
            </Box>
          </chakra.fieldset>
          {pointsInput('zaf')}
          <chakra.p textStyle="sm" color="fg.muted" mt="1">
            {t('reviews.write.tagHint', { max: maxTags })}
          </chakra.p>
          {pointsInput('ghovat')}
          <Box mt="4">
            <TextField
              name="comment"
              label={t('reviews.write.text')}
              value={review.comment}
              onChange={(comment) => edit({ comment })}
              autoComplete="off"
              rows={4}
              required
              maxLength={commentMaxLength}
              minLength={commentMinLength}
              spellCheck
              problem={textProblem(problem)}
            />
          </Box>
          <WriteRefusal error={write.error} />
          <Box display="flex" gap="2" mt="4" flexWrap="wrap">
            <SubmitButton
              busy={write.sending}
              label={t('reviews.write.submit')}
              busyLabel={t('reviews.write.sending')}
            />
            <chakra.button type="button" onClick={() => dialog.current?.close()} {...outlineButton}>
              {t('common.close')}
            </chakra.button>
          </Box>
        </chakra.form>
      </TitledDialog>
    </>
  )
}
