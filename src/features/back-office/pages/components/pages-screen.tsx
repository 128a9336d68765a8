import { chakra } from '@chakra-ui/react/styled-system'
import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { RetryNotice } from '../../../../components/retry-notice'
import { useFieldRefusal } from '../../../../components/field-refusal'
import { SubmitButton, TextField } from '../../../../components/text-field'
import {
  createPageCall,
  editablePageCall,
  pageListCall,
} from '../../../../contract/back-office-pages'
import { languages, type Language } from '../../../../contract/common'
import { useIntl, useLanguage } from '../../../../i18n/use-intl'
import { textLink } from '../../../../theme/styles'
import { staffQueryOptions } from '../../api/staff-calls'
import { useStaffWrite } from '../../api/use-staff-write'
import { BackOfficeScreen } from '../../components/back-office-screen'
import { StaffWriteProblem } from '../../components/staff-write-problem'
import { backOfficeMessages } from '../../messages'
import type { Staff } from '../../staff-context'
import { pageEditorMessages } from '../messages'
import { ChoiceField } from './form-controls'
import { PageEditor } from './page-editor'

/** `/admin/pages`: the pages of a language (the page's own unless the address names one). */
export function PageListScreen({
  language,
  onLanguage,
}: {
  language: Language | undefined
  onLanguage: (language: Language) => void
}) {
  const { t } = useIntl(backOfficeMessages)
  return (
    <BackOfficeScreen title={t('backOffice.pages')}>
      {(staff) => <PageList staff={staff} language={language} onLanguage={onLanguage} />}
    </BackOfficeScreen>
  )
}

/** `/admin/pages/FA/about`: that page's editor. */
export function PageEditorScreen({ lang, slug }: { lang: Language; slug: string }) {
  const { t } = useIntl(backOfficeMessages)
  return (
    <BackOfficeScreen title={t('backOffice.pages')}>
      {(staff) => <EditPage staff={staff} lang={lang} slug={slug} />}
    </BackOfficeScreen>
  )
}

function PageList({
  staff,
  language,
  onLanguage,
}: {
  staff: Staff
  language: Language | undefined
  onLanguage: (language: Language) => void
}) {
  const { t } = useIntl(pageEditorMessages)
  const { lang: shown } = useLanguage()
  const lang = language ?? shown
  const pages = useQuery(
    staffQueryOptions(pageListCall, { lang }, { lang: shown, token: staff.token }),
  )
  return (
    <>
      <chakra.p mt="3" color="fg.muted">
        {t('editor.pages.intro')}
      </chakra.p>
      <chakra.div mt="4" maxW="xs">
        <ChoiceField
          label={t('editor.pages.language')}
          value={lang}
          choices={languages.map((value) => ({ value, label: value }))}
          onChange={onLanguage}
        />
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
  const refusal = useFieldRefusal()
  const navigate = useNavigate()
  const [slug, setSlug] = useState('')
  const [title, setTitle] = useState('')
  const create = useStaffWrite(createPageCall, {
    changes: [pageListCall],
    onSuccess: (answer) =>
      navigate({ to: '/admin/pages/$lang/$slug', params: { lang, slug: answer.slug } }),
  })
  return (
    <chakra.form
      onSubmit={(event) => {
        event.preventDefault()
        create.mutate({ lang, slug, title })
      }}
      display="grid"
      gap="3"
      mt="8"
      maxW="md"
      data-new-page=""
    >
      <chakra.h2 fontSize="xl" fontWeight="bold">
        {t('editor.pages.new')}
      </chakra.h2>
      <TextField
        name="slug"
        label={t('editor.pages.slug')}
        value={slug}
        onChange={setSlug}
        autoComplete="off"
        hint={t('editor.pages.slugHint', { slug: slug.trim() || 'warranty' })}
        problem={refusal(create.error, 'slug')}
        ltr
      />
      <TextField
        name="title"
        label={t('editor.pages.title')}
        value={title}
        onChange={setTitle}
        autoComplete="off"
        problem={refusal(create.error, 'title')}
      />
      <SubmitButton
        busy={create.isPending}
        label={t('editor.pages.create')}
        busyLabel={t('editor.pages.creating')}
      />
      <StaffWriteProblem error={create.error} />
    </chakra.form>
  )
}

function EditPage({ staff, lang, slug }: { staff: Staff; lang: Language; slug: string }) {
  const { lang: shown } = useLanguage()
  const page = useQuery(
    staffQueryOptions(editablePageCall, { lang, slug }, { lang: shown, token: staff.token }),
  )
  if (page.isError)
    return <RetryNotice onRetry={() => void page.refetch()} retrying={page.isFetching} />
  if (!page.data) return null
  return <PageEditor lang={lang} slug={slug} page={page.data} />
}
