import { Box } from '@chakra-ui/react/box'
import { chakra } from '@chakra-ui/react/styled-system'
import { useId, useState } from 'react'
import { CloseIcon } from '../../../components/icons'
import { maxTags, tagMaxLength } from '../../../contract/reviews'
import { useIntl } from '../../../i18n/use-intl'
import { formField, outlineButton, quietButton } from '../../../theme/styles'
import { reviewMessages } from '../messages'
import { FieldProblem } from './review-form-parts'

interface TagInputProps {
  label: string
  /** The add button's name for assistive technologies ("Add a strength"). */
  addLabel: string
  /** Shown before each tag: + for strengths, − for weaknesses. */
  sign: string
  tags: string[]
  onChange: (tags: string[]) => void
  /** The shop's message for the list. */
  problem?: string
}

/**
 * A list of short points (strengths or weaknesses): each is added by Enter or the add button
 * (an empty one is not), and removed by its own button; as many and as long as the shop takes.
 */
export function TagInput({ label, addLabel, sign, tags, onChange, problem }: TagInputProps) {
  const { t } = useIntl(reviewMessages)
  const id = useId()
  const [draft, setDraft] = useState('')
  const full = tags.length >= maxTags
  const add = () => {
    const tag = draft.trim()
    if (!tag || full) return
    if (!tags.includes(tag)) onChange([...tags, tag])
    setDraft('')
  }
  return (
    <Box mt="4">
      <chakra.label htmlFor={id} display="block" fontWeight="medium" mb="1">
        {label}
      </chakra.label>
      <Box display="flex" gap="2">
        <chakra.input
          id={id}
          value={draft}
          maxLength={tagMaxLength}
          disabled={full}
          dir="auto"
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return
            // Enter adds the point; it never sends the form.
            event.preventDefault()
            add()
          }}
          aria-describedby={full ? `${id}-full` : undefined}
          {...formField}
        />
        <chakra.button type="button" aria-label={addLabel} onClick={add} {...outlineButton}>
          <span aria-hidden="true">+</span> {t('reviews.write.addTag')}
        </chakra.button>
      </Box>
      {full && (
        <chakra.p id={`${id}-full`} mt="1" textStyle="sm" color="fg.muted">
          {t('reviews.check.tooManyTags', { max: maxTags })}
        </chakra.p>
      )}
      <FieldProblem id={`${id}-problem`} problem={problem} />
      {tags.length > 0 && (
        <chakra.ul
          aria-label={label}
          listStyleType="none"
          p="0"
          mt="2"
          display="flex"
          flexWrap="wrap"
          gap="2"
        >
          {tags.map((tag) => (
            <chakra.li
              key={tag}
              display="inline-flex"
              alignItems="center"
              gap="1"
              ps="3"
              rounded="full"
              bg="gray.100"
            >
              <span aria-hidden="true">{sign}</span>
              <bdi>{tag}</bdi>
              <chakra.button
                type="button"
                aria-label={t('reviews.write.removeTag', { tag })}
                onClick={() => onChange(tags.filter((kept) => kept !== tag))}
                {...quietButton}
              >
                <CloseIcon size={16} />
              </chakra.button>
            </chakra.li>
          ))}
        </chakra.ul>
      )}
    </Box>
  )
}
