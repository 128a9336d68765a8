import { Box } from '@chakra-ui/react/box'
import { useFieldRefusal } from '../../../../components/form/field-refusal'
import { chakra } from '@chakra-ui/react/styled-system'
import { Link } from '@tanstack/react-router'
import { use, useState, type FormEvent } from 'react'
import { TextField } from '../../../../components/form/text-field'
import { SubmitButton } from '../../../../components/form/submit-button'
import {
  editableBlockTypes,
  savePageCall,
  type EditableBlock,
  type EditableBlockType,
  type EditablePage,
} from '../../../../contract/back-office-pages'
import { languages, type Language } from '../../../../contract/common'
import type { Locale } from '../../../../contract/language-rules'
import { localeInfo } from '../../../../i18n/locales'
import { useIntl } from '../../../../i18n/use-intl'
import { outlineButton, textLink } from '../../../../theme/styles'
import { useStaffWrite } from '../../api/use-staff-write'
import { BoxedFieldset } from '../../components/boxed-fieldset'
import { LeaveGuard } from '../../components/leave-guard'
import { backOfficeMessages } from '../../messages'
import { StaffWriteProblem } from '../../components/staff-write-problem'
import { pageKeys } from '../api/page-queries'
import { newBlock } from '../lib/new-block'
import { PagePreviewContext } from '../lib/page-preview-context'
import { previewPage } from '../lib/preview-page'
import { pageEditorMessages } from '../messages'
import { BackToPages } from './back-to-pages'
import { BlockFields } from './block-fields'
import { CheckField } from '../../../../components/form/check-field'
import { ChoiceField } from '../../../../components/form/choice-field'
import { OrderButtons } from './order-buttons'

/** The locale of a page's language (the contract's own helper would ride in the shop's start). */
const pageLocale = (lang: Language) => lang.toLowerCase() as Locale

/** Where the published page is seen, in its language: the home page at `/`, the others at their slug. */
const pagePath = (slug: string, lang: Language) =>
  `${slug === 'home' ? '/' : `/${slug}`}?lang=${pageLocale(lang)}`

/** What the editor changes of a page, published as a whole. */
type PageDraft = Pick<EditablePage, 'title' | 'options' | 'blocks'>

/**
 * A CMS page's editor: its title, header and footer, and its blocks, each in the form of its
 * type, moved up or down, shown or hidden, removed or added; a preview renders the page as the
 * shop would before it is published. It says which languages the page is made in, with a way to
 * make it in the others from a copy; `copiedFrom` opens such a copy, to publish in `lang`.
 */
export function PageEditor({
  lang,
  slug,
  page,
  copiedFrom,
}: {
  lang: Language
  slug: string
  page: EditablePage
  copiedFrom?: Language
}) {
  const { t } = useIntl(pageEditorMessages)
  const refusal = useFieldRefusal()
  const renderPreview = use(PagePreviewContext)
  const [draft, setDraft] = useState<PageDraft>(() => ({
    title: page.title,
    options: page.options,
    blocks: page.blocks,
  }))
  const { title, options, blocks } = draft
  const [adding, setAdding] = useState<EditableBlockType>('text')
  const [previewing, setPreviewing] = useState(false)
  // A copy is not published yet.
  const [changed, setChanged] = useState(copiedFrom !== undefined)
  const [madeIn, setMadeIn] = useState(page.languages)
  // The list reads again; the editor keeps what it holds, now published.
  const publish = useStaffWrite(savePageCall, {
    changes: [pageKeys.lists],
    onSuccess: (answer) => {
      setChanged(false)
      setMadeIn(answer.page.languages)
    },
  })
  const edit = (change: Partial<PageDraft>) => {
    setDraft((current) => ({ ...current, ...change }))
    setChanged(true)
  }
  const editBlocks = (next: EditableBlock[]) => edit({ blocks: next })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    publish.mutate({ lang, slug, title, options, blocks })
  }
  const problem = (path: string) => refusal(publish.error, path)

  return (
    <chakra.form onSubmit={submit} mt="4" display="grid" gap="4" data-page-editor={slug}>
      <LeaveGuard unsaved={changed} />
      <BackToPages lang={lang} />
      <PageLanguages lang={lang} slug={slug} madeIn={madeIn} copiedFrom={copiedFrom} />
      <TextField
        name="title"
        label={t('editor.pages.title')}
        value={title}
        onChange={(value) => edit({ title: value })}
        autoComplete="off"
        problem={problem('title')}
      />
      <Box display="flex" flexWrap="wrap" gap="4">
        {(['header', 'footer'] as const).map((part) => (
          <CheckField
            key={part}
            label={t(`editor.pages.${part}`)}
            checked={options[part]}
            onChange={(shown) => edit({ options: { ...options, [part]: shown } })}
          />
        ))}
      </Box>

      {blocks.map((block, index) => (
        <BoxedFieldset
          key={block.id}
          legend={t('editor.pages.block', { type: t(`editor.type.${block.type}`), id: block.id })}
          data-block-editor={block.id}
        >
          <OrderButtons list={blocks} index={index} onChange={editBlocks} />
          <CheckField
            label={t('editor.pages.display')}
            checked={block.display}
            onChange={(display) =>
              editBlocks(blocks.map((each, at) => (at === index ? { ...each, display } : each)))
            }
          />
          <BlockFields
            block={block}
            onChange={(next) => editBlocks(blocks.map((each, at) => (at === index ? next : each)))}
            problem={(path) => problem(`blocks.${String(index)}.${path}`)}
          />
        </BoxedFieldset>
      ))}

      <Box display="flex" flexWrap="wrap" alignItems="end" gap="3">
        <ChoiceField
          label={t('editor.pages.addType')}
          value={adding}
          choices={editableBlockTypes.map((value) => ({ value, label: t(`editor.type.${value}`) }))}
          onChange={setAdding}
        />
        <chakra.button
          type="button"
          onClick={() =>
            editBlocks([...blocks, newBlock(adding, slug === 'footer' ? 'footer' : 'main')])
          }
          {...outlineButton}
        >
          {t('editor.pages.add')}
        </chakra.button>
      </Box>

      <Box display="flex" flexWrap="wrap" alignItems="center" gap="3">
        <chakra.button
          type="button"
          onClick={() => setPreviewing(!previewing)}
          aria-expanded={previewing}
          {...outlineButton}
        >
          {previewing ? t('editor.pages.closePreview') : t('editor.pages.preview')}
        </chakra.button>
        <SubmitButton
          busy={publish.isPending}
          label={t('editor.pages.publish')}
          busyLabel={t('editor.pages.publishing')}
        />
        {changed && <chakra.span color="fg.muted">{t('editor.pages.unsaved')}</chakra.span>}
      </Box>
      <StaffWriteProblem error={publish.error} />
      {publish.isSuccess && !changed && (
        <chakra.p role="status" fontWeight="medium">
          {t('editor.pages.published')}{' '}
          <chakra.a href={pagePath(slug, lang)} {...textLink}>
            {t('editor.pages.open')}
          </chakra.a>
        </chakra.p>
      )}
      {previewing && renderPreview && (
        <chakra.section
          aria-label={t('editor.pages.preview')}
          data-page-preview=""
          borderWidth="2px"
          borderStyle="dashed"
          borderColor="border"
          rounded="lg"
        >
          <chakra.p px="4" pt="3" color="fg.muted">
            {t('editor.pages.previewNote')}
          </chakra.p>
          {/* The page's own language's direction, whatever the back office's. */}
          <div lang={pageLocale(lang)} dir={localeInfo[pageLocale(lang)].dir}>
            {renderPreview(previewPage(title, options, blocks, page))}
          </div>
        </chakra.section>
      )}
    </chakra.form>
  )
}

/**
 * The languages a page is made in (the others answer "not found" at its address), a link to make
 * it in each of the others from a copy of this one, and, on such a copy, what it is.
 */
function PageLanguages({
  lang,
  slug,
  madeIn,
  copiedFrom,
}: {
  lang: Language
  slug: string
  madeIn: Language[]
  copiedFrom: Language | undefined
}) {
  const { t, locale } = useIntl(pageEditorMessages)
  const languageNames = useIntl(backOfficeMessages)
  const nameOf = (language: Language) => languageNames.t(`backOffice.language.${language}`)
  const list = new Intl.ListFormat(localeInfo[locale].intlTag, { type: 'conjunction' })
  const others = languages.filter((other) => other !== lang && !madeIn.includes(other))
  return (
    <Box data-page-languages="" display="grid" gap="2" justifyItems="start">
      {copiedFrom && !madeIn.includes(lang) && (
        <chakra.p role="note" fontWeight="medium">
          {t('editor.pages.copied', { from: nameOf(copiedFrom), language: nameOf(lang) })}
        </chakra.p>
      )}
      <chakra.p color="fg.muted">
        {t('editor.pages.languages', {
          count: madeIn.length,
          languages: list.format(madeIn.map(nameOf)),
        })}
      </chakra.p>
      {others.length > 0 && madeIn.includes(lang) && (
        <Box display="flex" flexWrap="wrap" gap="2">
          {others.map((other) => (
            <chakra.a key={other} asChild {...outlineButton}>
              <Link
                to="/admin/pages/$lang/$slug"
                params={{ lang: other, slug }}
                search={{ from: lang }}
              >
                {t('editor.pages.makeIn', { language: nameOf(other) })}
              </Link>
            </chakra.a>
          ))}
        </Box>
      )}
    </Box>
  )
}
