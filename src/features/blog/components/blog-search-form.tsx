import { Box } from '@chakra-ui/react/box'
import { chakra } from '@chakra-ui/react/styled-system'
import { useNavigate } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { blogSearchMinLength } from '../../../contract/blog'
import { useIntl } from '../../../i18n/use-intl'
import { formField, solidButton } from '../../../theme/styles'
import { blogMessages } from '../messages'

/**
 * The blog's search box: sending it opens the search screen for its text (in the address, so a
 * search can be shared and reloaded). Without script it is an ordinary form to the same address.
 */
export function BlogSearchForm({ q = '' }: { q?: string }) {
  const { t } = useIntl(blogMessages)
  const navigate = useNavigate()
  const id = useId()
  const [text, setText] = useState(q)
  const trimmed = text.trim()
  const short = trimmed.length > 0 && trimmed.length < blogSearchMinLength
  return (
    <chakra.form
      role="search"
      action="/blog/search"
      method="get"
      mt="4"
      maxW="xl"
      onSubmit={(event) => {
        event.preventDefault()
        if (short) return
        void navigate({ to: '/blog/search', search: { q: trimmed || undefined } })
      }}
    >
      <chakra.label htmlFor={id} display="block" textStyle="sm" mb="1">
        {t('blog.search')}
      </chakra.label>
      <Box display="flex" gap="2">
        <chakra.input
          id={id}
          type="search"
          name="q"
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={100}
          enterKeyHint="search"
          aria-describedby={short ? `${id}-hint` : undefined}
          {...formField}
          flex="1"
        />
        <chakra.button type="submit" {...solidButton}>
          {t('blog.searchButton')}
        </chakra.button>
      </Box>
      {short && (
        <chakra.p id={`${id}-hint`} textStyle="xs" color="fg.muted" mt="1">
          {t('blog.searchHint', { min: blogSearchMinLength })}
        </chakra.p>
      )}
    </chakra.form>
  )
}
