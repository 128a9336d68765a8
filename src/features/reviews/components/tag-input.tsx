import { Box } from '@chakra-ui/react/box'
import { chakra } from '@chakra-ui/react/styled-system'
import { useState } from 'react'
import { TextField } from '../../../components/form/text-field'
import { CloseIcon } from '../../../components/icons'
import { maxTags, tagMaxLength } from '../../../contract/reviews'
import { useIntl } from '../../../i18n/use-intl'
import { outlineButton, quietButton } from '../../../theme/styles'
import { reviewMessages } from '../messages'

interface TagInputProps {
  name: string
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
export function TagInput({ name, label, addLabel, sign, tags, onChange, problem }: TagInputProps) {
  const { t } = useIntl(reviewMessages)
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
      <TextField
        name={name}
        label={label}
        value={draft}
        onChange={setDraft}
        autoComplete="off"
        maxLength={tagMaxLength}
        disabled={full}
        spellCheck
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return
          // Enter adds the point; it never sends the form.
          event.preventDefault()
          add()
        }}
        hint={full ? t('reviews.check.tooManyTags', { max: maxTags }) : undefined}
        problem={problem}
        beside={
          <chakra.button type="button" aria-label={addLabel} onClick={add} {...outlineButton}>
            <span aria-hidden="true">+</span> {t('reviews.write.addTag')}
          </chakra.button>
        }
      />
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
