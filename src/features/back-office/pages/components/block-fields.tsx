import { Box } from '@chakra-ui/react/box'
import { chakra } from '@chakra-ui/react/styled-system'
import { lazy, Suspense, useState } from 'react'
import { TextField } from '../../../../components/form/text-field'
import type { EditableBlock } from '../../../../contract/back-office-pages'
import { asciiDigits } from '../../../../contract/common'
import { useIntl } from '../../../../i18n/use-intl'
import { useMediaAddress } from '../../../../lib/media'
import { outlineButton, quietButton } from '../../../../theme/styles'
import { fitsEditor } from '../lib/fits-editor'
import { pageEditorMessages } from '../messages'
import { BlockPictureField, PictureUpload } from './block-picture-field'
import { CheckField } from '../../../../components/form/check-field'
import { ChoiceField } from '../../../../components/form/choice-field'

/** The text editor, a library of its own: loaded when a text block is first edited. */
const RichTextField = lazy(() =>
  import('./rich-text-field').then((m) => ({ default: m.RichTextField })),
)

type Of<T extends EditableBlock['type']> = Extract<EditableBlock, { type: T }>

/** What a block's fields are given: the block, how to change it, what the shop said of a field. */
interface FieldsProps<B extends EditableBlock> {
  block: B
  onChange: (next: B) => void
  /** The shop's message about a field of the block (`content.title`), after a refused publish. */
  problem: (path: string) => string | undefined
}

/** The fields of one block, by its type: each of the contract's 11 has its own. */
export function BlockFields(props: FieldsProps<EditableBlock>) {
  const { block } = props
  switch (block.type) {
    case 'text':
    case 'card_info':
      return <TextContentFields {...(props as FieldsProps<Of<'text' | 'card_info'>>)} />
    case 'banner':
      return <BannerFields {...(props as FieldsProps<Of<'banner'>>)} />
    case 'html':
      return <HtmlFields {...(props as FieldsProps<Of<'html'>>)} />
    case 'one_product':
      return <ProductFields {...(props as FieldsProps<Of<'one_product'>>)} />
    case 'slider':
      return <SliderFields {...(props as FieldsProps<Of<'slider'>>)} />
    case 'paralax':
      return <ParalaxFields {...(props as FieldsProps<Of<'paralax'>>)} />
    case 'contact':
    case 'product':
    case 'blog':
    case 'enter_serial':
      return (
        <SectionFields
          {...(props as FieldsProps<Of<'contact' | 'product' | 'blog' | 'enter_serial'>>)}
        />
      )
  }
}

function Line({
  label,
  value,
  onChange,
  problem,
  rows,
  ltr,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  problem?: string
  rows?: number
  ltr?: boolean
}) {
  return (
    <TextField
      name={label}
      label={label}
      value={value}
      onChange={onChange}
      autoComplete="off"
      problem={problem}
      rows={rows}
      ltr={ltr}
    />
  )
}

function TextContentFields({ block, onChange, problem }: FieldsProps<Of<'text' | 'card_info'>>) {
  const { t } = useIntl(pageEditorMessages)
  const content = block.content
  // A text the editor could not hold whole stays HTML, edited as such (decided once).
  const [formatted] = useState(() => block.type === 'text' && fitsEditor(content.text))
  const set = (patch: Partial<typeof content>) =>
    onChange({ ...block, content: { ...content, ...patch } } as typeof block)
  return (
    <>
      <Line
        label={t('editor.pages.blockTitle')}
        value={content.title}
        onChange={(title) => set({ title })}
        problem={problem('content.title')}
      />
      {formatted ? (
        <Suspense
          fallback={
            <chakra.p role="status" color="fg.muted">
              {t('editor.rich.opening')}
            </chakra.p>
          }
        >
          <RichTextField
            label={t('editor.field.text')}
            value={content.text}
            onChange={(text) => set({ text })}
            problem={problem('content.text')}
          />
        </Suspense>
      ) : (
        <Line
          label={block.type === 'text' ? t('editor.field.textHtml') : t('editor.field.text')}
          value={content.text}
          onChange={(text) => set({ text })}
          problem={problem('content.text')}
          rows={6}
          ltr={block.type === 'text'}
        />
      )}
      <Line
        label={t('editor.field.link')}
        value={content.link}
        onChange={(link) => set({ link })}
        problem={problem('content.link')}
        ltr
      />
      <Line
        label={t('editor.field.linkText')}
        value={content.linkText}
        onChange={(linkText) => set({ linkText })}
        problem={problem('content.linkText')}
      />
      {block.type === 'text' ? (
        <ChoiceField
          label={t('editor.field.target')}
          value={block.content.target}
          choices={(['_self', '_blank'] as const).map((value) => ({
            value,
            label: t(`editor.field.target.${value}`),
          }))}
          onChange={(target) => onChange({ ...block, content: { ...block.content, target } })}
        />
      ) : (
        <BlockPictureField
          label={t('editor.field.file')}
          path={block.content.file}
          onUploaded={({ url: file }) =>
            onChange({ ...block, content: { ...block.content, file } })
          }
          onRemove={() => onChange({ ...block, content: { ...block.content, file: '' } })}
          problem={problem('content.file')}
        />
      )}
    </>
  )
}

function BannerFields({ block, onChange, problem }: FieldsProps<Of<'banner'>>) {
  const { t } = useIntl(pageEditorMessages)
  return (
    <BlockPictureField
      label={t('editor.field.file')}
      path={block.content.file.url}
      onUploaded={(file) => onChange({ ...block, content: { file } })}
      problem={problem('content.file.url')}
    />
  )
}

function HtmlFields({ block, onChange, problem }: FieldsProps<Of<'html'>>) {
  const { t } = useIntl(pageEditorMessages)
  return (
    <Line
      label={t('editor.field.html')}
      value={block.content.plugin}
      onChange={(plugin) => onChange({ ...block, content: { plugin } })}
      problem={problem('content.plugin')}
      rows={8}
      ltr
    />
  )
}

function ProductFields({ block, onChange, problem }: FieldsProps<Of<'one_product'>>) {
  const { t } = useIntl(pageEditorMessages)
  return (
    <Line
      label={t('editor.field.product')}
      value={block.data.uniqueId}
      onChange={(uniqueId) => onChange({ ...block, data: { uniqueId } })}
      problem={problem('data.uniqueId')}
      ltr
    />
  )
}

/** Rotating lines as text: one per line, a number a pause. */
const linesText = (lines: (string | number)[]) => lines.join('\n')
const linesOf = (text: string) =>
  text.split('\n').map((line) => {
    const pause = asciiDigits(line).trim()
    return /^\d+$/.test(pause) ? Number(pause) : line
  })

function SliderFields({ block, onChange, problem }: FieldsProps<Of<'slider'>>) {
  const { t } = useIntl(pageEditorMessages)
  const { slide, file } = block.data
  const setSlide = (patch: Partial<typeof slide>) =>
    onChange({ ...block, data: { ...block.data, slide: { ...slide, ...patch } } })
  return (
    <>
      <Line
        label={t('editor.pages.blockTitle')}
        value={slide.title}
        onChange={(title) => setSlide({ title })}
        problem={problem('data.slide.title')}
      />
      <Line
        label={t('editor.field.subTitle')}
        value={slide.sub_title}
        onChange={(sub_title) => setSlide({ sub_title })}
        problem={problem('data.slide.sub_title')}
      />
      <ChoiceField
        label={t('editor.field.slideType')}
        value={slide.type}
        choices={(['image', 'video'] as const).map((value) => ({
          value,
          label: t(`editor.field.slideType.${value}`),
        }))}
        onChange={(type) => setSlide({ type })}
      />
      <Line
        label={t('editor.field.lines')}
        value={linesText(slide.dynamictext)}
        onChange={(text) => setSlide({ dynamictext: linesOf(text) })}
        problem={problem('data.slide.dynamictext')}
        rows={4}
      />
      {slide.type === 'image' ? (
        <SlidePictures
          files={file}
          onChange={(next) => onChange({ ...block, data: { ...block.data, file: next } })}
          problem={problem('data.file')}
        />
      ) : (
        // A video is no picture to upload: its files are named by their paths.
        <Line
          label={t('editor.field.videoFiles')}
          value={file.map((each) => each.url).join('\n')}
          onChange={(text) =>
            onChange({
              ...block,
              data: {
                ...block.data,
                file: text.split('\n').map((url, index) => ({
                  ...(file.find((each) => each.url === url) ?? { url }),
                  def: index === 0 ? 1 : 0,
                })),
              },
            })
          }
          problem={problem('data.file')}
          rows={3}
          ltr
        />
      )}
    </>
  )
}

type SlideFile = Of<'slider'>['data']['file'][number]

/** As many pictures as a slide may have (the contract's limit). */
const slidePicturesMax = 10

/**
 * A slide's pictures: the default one first, each made the default or taken away (a slide keeps
 * at least one), and new ones uploaded at the end.
 */
function SlidePictures({
  files: all,
  onChange,
  problem,
}: {
  files: SlideFile[]
  onChange: (next: SlideFile[]) => void
  problem?: string
}) {
  const { t } = useIntl(pageEditorMessages)
  const media = useMediaAddress()
  // A new slide's empty place is no picture.
  const files = all.filter((file) => file.url !== '')
  // The first is the default.
  const ordered = (next: Omit<SlideFile, 'def'>[]) =>
    onChange(next.map((file, index) => ({ ...file, def: index === 0 ? 1 : 0 })))
  return (
    <chakra.fieldset display="grid" gap="2" minW="0" data-slide-pictures="">
      <chakra.legend fontWeight="medium" mb="1">
        {t('editor.field.files')}
      </chakra.legend>
      <chakra.ol display="flex" flexWrap="wrap" gap="3" listStyleType="none" p="0">
        {files.map((file, index) => {
          const n = index + 1
          return (
            <chakra.li key={file.url} display="grid" gap="1" justifyItems="center">
              <chakra.img
                src={media.url(file.url)}
                alt={t('editor.picture.numbered', { n })}
                width="24"
                height="16"
                objectFit="cover"
                rounded="md"
                bg="bg.muted"
              />
              {index === 0 ? (
                <chakra.span textStyle="xs">{t('editor.picture.first')}</chakra.span>
              ) : (
                <chakra.button
                  type="button"
                  onClick={() => ordered([file, ...files.filter((_, at) => at !== index)])}
                  {...quietButton}
                >
                  {t('editor.picture.makeFirst', { n })}
                </chakra.button>
              )}
              <chakra.button
                type="button"
                disabled={files.length === 1}
                onClick={() => ordered(files.filter((_, at) => at !== index))}
                {...quietButton}
              >
                {t('editor.picture.removeOne', { n })}
              </chakra.button>
            </chakra.li>
          )
        })}
      </chakra.ol>
      {files.length < slidePicturesMax ? (
        <PictureUpload
          label={t('editor.picture.add')}
          onUploaded={(picture) => ordered([...files, picture])}
          problem={problem}
        />
      ) : (
        <chakra.p color="fg.muted">
          {t('editor.picture.full', { count: slidePicturesMax })}
        </chakra.p>
      )}
    </chakra.fieldset>
  )
}

function ParalaxFields({ block, onChange, problem }: FieldsProps<Of<'paralax'>>) {
  const { t } = useIntl(pageEditorMessages)
  return (
    <>
      <BlockPictureField
        label={t('editor.field.img')}
        path={block.data.img}
        onUploaded={({ url: img }) => onChange({ ...block, data: { ...block.data, img } })}
        onRemove={() => onChange({ ...block, data: { ...block.data, img: '' } })}
        problem={problem('data.img')}
      />
      <BlockPictureField
        label={t('editor.field.phoneImg')}
        path={block.data.phone_img}
        onUploaded={({ url: phone_img }) =>
          onChange({ ...block, data: { ...block.data, phone_img } })
        }
        onRemove={() => onChange({ ...block, data: { ...block.data, phone_img: '' } })}
        problem={problem('data.phone_img')}
      />
    </>
  )
}

function SectionFields({
  block,
  onChange,
  problem,
}: FieldsProps<Of<'contact' | 'product' | 'blog' | 'enter_serial'>>) {
  const { t } = useIntl(pageEditorMessages)
  const data = block.data
  const set = (patch: Partial<typeof data>) =>
    onChange({ ...block, data: { ...data, ...patch } } as typeof block)
  return (
    <>
      <Line
        label={t('editor.pages.blockTitle')}
        value={data.title}
        onChange={(title) => set({ title })}
        problem={problem('data.title')}
      />
      <CheckField
        label={t('editor.field.displayTitle')}
        checked={data.displayTitle === 'true'}
        onChange={(shown) => set({ displayTitle: shown ? 'true' : 'false' })}
      />
      <BlockPictureField
        label={t('editor.field.img')}
        path={data.img}
        onUploaded={({ url: img }) => set({ img })}
        onRemove={() => set({ img: '' })}
        problem={problem('data.img')}
      />
      <Line
        label={t('editor.field.color')}
        value={data.color}
        onChange={(color) => set({ color })}
        problem={problem('data.color')}
        ltr
      />
      <CheckField
        label={t('editor.field.colorType')}
        checked={data.colorType}
        onChange={(colorType) => set({ colorType })}
      />
      {block.type === 'contact' && (
        <ContactLines
          block={block}
          onChange={onChange as (next: Of<'contact'>) => void}
          problem={problem}
        />
      )}
    </>
  )
}

function ContactLines({ block, onChange, problem }: FieldsProps<Of<'contact'>>) {
  const { t } = useIntl(pageEditorMessages)
  const lines = block.data.data
  const setLines = (next: typeof lines) =>
    onChange({ ...block, data: { ...block.data, data: next } })
  const setLine = (index: number, patch: Partial<(typeof lines)[number]>) =>
    setLines(lines.map((line, at) => (at === index ? { ...line, ...patch } : line)))
  return (
    <chakra.fieldset borderWidth="1px" borderColor="border" rounded="md" p="3">
      <chakra.legend px="1" fontWeight="medium">
        {t('editor.field.contact')}
      </chakra.legend>
      {lines.map((line, index) => (
        <Box
          key={index}
          display="grid"
          gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }}
          gap="2"
          mb="3"
        >
          <Line
            label={t('editor.field.contactType')}
            value={line.type}
            onChange={(type) => setLine(index, { type })}
            problem={problem(`data.data.${String(index)}.type`)}
            ltr
          />
          <Line
            label={t('editor.field.contactTitle')}
            value={line.title}
            onChange={(title) => setLine(index, { title })}
            problem={problem(`data.data.${String(index)}.title`)}
          />
          <Line
            label={t('editor.field.contactValue')}
            value={line.value}
            onChange={(value) => setLine(index, { value })}
            problem={problem(`data.data.${String(index)}.value`)}
          />
          <Line
            label={t('editor.field.link')}
            value={line.link}
            onChange={(link) => setLine(index, { link })}
            problem={problem(`data.data.${String(index)}.link`)}
            ltr
          />
        </Box>
      ))}
      <chakra.button
        type="button"
        onClick={() => setLines([...lines, { type: 'phone', title: '', value: '', link: '' }])}
        {...outlineButton}
      >
        {t('editor.field.addLine')}
      </chakra.button>
    </chakra.fieldset>
  )
}
