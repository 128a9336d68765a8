import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { SearchForm } from '../../../components/search-form'
import { blogSearchMinLength } from '../../../contract/blog'
import { useIntl } from '../../../i18n/use-intl'
import { blogMessages } from '../messages'

/**
 * The blog's search box: sending it opens the search screen for its text (in the address, so a
 * search can be shared and reloaded). Without script it is an ordinary form to the same address.
 */
export function BlogSearchForm({ q = '' }: { q?: string }) {
  const { t } = useIntl(blogMessages)
  const navigate = useNavigate()
  const [text, setText] = useState(q)
  const trimmed = text.trim()
  const short = trimmed.length > 0 && trimmed.length < blogSearchMinLength
  return (
    <SearchForm
      action="/blog/search"
      method="get"
      mt="4"
      maxW="xl"
      label={t('blog.search')}
      text={text}
      onTextChange={setText}
      onSend={() => {
        if (short) return
        void navigate({ to: '/blog/search', search: { q: trimmed || undefined } })
      }}
      tooShortHint={short ? t('blog.searchHint', { min: blogSearchMinLength }) : undefined}
      buttonLabel={t('blog.searchButton')}
    />
  )
}
