import { chakra } from '@chakra-ui/react/styled-system'
import { Link, useNavigate } from '@tanstack/react-router'
import { ApiCallError } from '../../../../api/client'
import { useState } from 'react'
import { RetryNotice } from '../../../../components/retry-notice'
import { DraftFields } from '../../components/draft-fields'
import { createPageCall } from '../../../../contract/back-office-pages'
import type { Language } from '../../../../contract/common'
import { useIntl, useLanguage } from '../../../../i18n/use-intl'
import { textLink } from '../../../../theme/styles'
import { useStaffQuery } from '../../api/use-staff-query'
import { useStaffWrite } from '../../api/use-staff-write'
import { sectionScreen } from '../../components/back-office-screen'
import { StaffForm } from '../../components/staff-form'
import { backOfficeMessages } from '../../messages'
import { editablePageQuery, pageKeys, pageListQuery } from '../api/page-queries'
import { pageEditorMessages } from '../messages'
import { BackToPages } from './back-to-pages'
import { LanguageChoiceField } from './language-choice-field'
import { PageEditor } from './page-editor'

/** `/admin/pages`: the pages of a language (the page's own unless the address names one). */
export const PageListScreen = sectionScreen('backOffice.pages', PageList)

/**
 * `/admin/pages/FA/about`: that page's editor; with `from`, where the page is not made in this
 * language yet, a copy of that language's page to publish in this one.
 */
export const PageEditorScreen = sectionScreen('backOffice.pages', EditPage)

function PageList({
  language,
  onLanguage,
}: {
  language: Language | undefined
  onLanguage: (language: Language) => void
}) {
  const { t } = useIntl(pageEditorMessages)
  const { lang: shown } = useLanguage()
  const lang = language ?? shown
  const pages = useStaffQuery(pageListQuery(lang))
  return (
    <>
      <chakra.p mt="3" color="fg.muted">
        {t('editor.pages.intro')}
      </chakra.p>
      <chakra.div mt="4" maxW="xs">
        <LanguageChoiceField value={lang} onChange={onLanguage} />
      </chakra.div>
      {pages.isError && (
        <RetryNotice onRetry={() => void pages.refetch()} retrying={pages.isFetching} />
      )}
      <chakra.ul mt="4" listStyleType="none" p="0" display="grid" gap="2">
        {pages.data?.data.map((page) => (
          <li key={page.slug} data-page-entry={page.slug}>
            <chakra.a asChild fontWeight="semibold" {...textLink}>
              <Link to="/admin/pages/$lang/$slug" params={{ lang, slug: page.slug }}>
                {page.title || page.slug}
              </Link>
            </chakra.a>{' '}
            <chakra.span color="fg.muted" textStyle="sm">
              <bdi>/{page.slug}</bdi> · {t('editor.pages.blocks', { count: page.blocks })}
            </chakra.span>
          </li>
        ))}
      </chakra.ul>
      <NewPageForm lang={lang} />
    </>
  )
}

/** A new page of the chosen language: made with no block, then opened in the editor. */
function NewPageForm({ lang }: { lang: Language }) {
  const { t } = useIntl(pageEditorMessages)
  const navigate = useNavigate()
  const [draft, setDraft] = useState({ slug: '', title: '' })
  const create = useStaffWrite(createPageCall, {
    changes: [pageKeys.lists],
    onSuccess: (answer) =>
      navigate({ to: '/admin/pages/$lang/$slug', params: { lang, slug: answer.slug } }),
  })
  return (
    <StaffForm
      write={create}
      onSend={() => create.mutate({ lang, ...draft })}
      label={t('editor.pages.create')}
      busyLabel={t('editor.pages.creating')}
      mt="8"
      data-new-page=""
    >
      <chakra.h2 fontSize="xl" fontWeight="bold">
        {t('editor.pages.new')}
      </chakra.h2>
      <DraftFields
        fields={[
          {
            key: 'slug',
            label: t('editor.pages.slug'),
            hint: t('editor.pages.slugHint', { slug: draft.slug.trim() || 'warranty' }),
            ltr: true,
          },
          { key: 'title', label: t('editor.pages.title') },
        ]}
        value={draft}
        onChange={setDraft}
        error={create.error}
      />
    </StaffForm>
  )
}

function EditPage({
  lang,
  slug,
  from,
}: {
  lang: Language
  slug: string
  from: Language | undefined
}) {
  const page = useStaffQuery(editablePageQuery(lang, slug))
  const missing = isNotFound(page.error)
  const copyFrom = missing && from !== undefined && from !== lang ? from : undefined
  const source = useStaffQuery(editablePageQuery(copyFrom ?? lang, slug), {
    enabled: copyFrom !== undefined,
  })
  // The page of this language, or else a copy of the other one's; a read that failed, again.
  const shownPage = copyFrom ? source : page
  if (shownPage.data)
    return <PageEditor lang={lang} slug={slug} page={shownPage.data} copiedFrom={copyFrom} />
  if (missing && (!copyFrom || isNotFound(source.error)))
    return <MissingPage lang={lang} slug={slug} />
  if (shownPage.isError)
    return <RetryNotice onRetry={() => void shownPage.refetch()} retrying={shownPage.isFetching} />
  return null
}

const isNotFound = (error: Error | null) => error instanceof ApiCallError && error.status === 404

/** A page the shop does not have in this language, and the way back to the list. */
function MissingPage({ lang, slug }: { lang: Language; slug: string }) {
  const { t } = useIntl(pageEditorMessages)
  const languageNames = useIntl(backOfficeMessages)
  return (
    <chakra.div mt="4" display="grid" gap="3" justifyItems="start">
      <chakra.p>
        {t('editor.pages.missing', {
          slug,
          language: languageNames.t(`backOffice.language.${lang}`),
        })}
      </chakra.p>
      <BackToPages lang={lang} />
    </chakra.div>
  )
}
