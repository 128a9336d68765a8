import { Box } from '@chakra-ui/react/box'
import { chakra } from '@chakra-ui/react/styled-system'
import { TextField } from '../../../../components/text-field'
import type { EditableBlock } from '../../../../contract/back-office-pages'
import { useIntl } from '../../../../i18n/use-intl'
import { outlineButton } from '../../../../theme/styles'
import { pageEditorMessages } from '../messages'
import { CheckField, ChoiceField } from './form-controls'

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
  const set = (patch: Partial<typeof content>) =>
    onChange({ ...block, content: { ...content, ...patch } } as typeof block)
  return (
    <>
      <Line
        label={t('pages.blockTitle')}
        value={content.title}
        onChange={(title) => set({ title })}
        problem={problem('content.title')}
      />
      <Line
        label={t('field.text')}
        value={content.text}
        onChange={(text) => set({ text })}
        problem={problem('content.text')}
        rows={6}
      />
      <Line
        label={t('field.link')}
        value={content.link}
        onChange={(link) => set({ link })}
        problem={problem('content.link')}
        ltr
      />
      <Line
        label={t('field.linkText')}
        value={content.linkText}
        onChange={(linkText) => set({ linkText })}
        problem={problem('content.linkText')}
      />
      {block.type === 'text' ? (
        <ChoiceField
          label={t('field.target')}
          value={block.content.target}
          choices={(['_self', '_blank'] as const).map((value) => ({
            value,
            label: t(`field.target.${value}`),
          }))}
          onChange={(target) => onChange({ ...block, content: { ...block.content, target } })}
        />
      ) : (
        <Line
          label={t('field.file')}
          value={block.content.file}
          onChange={(file) => onChange({ ...block, content: { ...block.content, file } })}
          problem={problem('content.file')}
          ltr
        />
      )}
    </>
  )
}

function BannerFields({ block, onChange, problem }: FieldsProps<Of<'banner'>>) {
  const { t } = useIntl(pageEditorMessages)
  return (
    <Line
      label={t('field.file')}
      value={block.content.file.url}
      // A new picture's sizes are the shop's to find: only the path is kept.
      onChange={(url) => onChange({ ...block, content: { file: { url } } })}
      problem={problem('content.file.url')}
      ltr
    />
  )
}

function HtmlFields({ block, onChange, problem }: FieldsProps<Of<'html'>>) {
  const { t } = useIntl(pageEditorMessages)
  return (
    <Line
      label={t('field.html')}
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
      label={t('field.product')}
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
  text.split('\n').map((line) => (/^\d+$/.test(line.trim()) ? Number(line.trim()) : line))

function SliderFields({ block, onChange, problem }: FieldsProps<Of<'slider'>>) {
  const { t } = useIntl(pageEditorMessages)
  const { slide, file } = block.data
  const setSlide = (patch: Partial<typeof slide>) =>
    onChange({ ...block, data: { ...block.data, slide: { ...slide, ...patch } } })
  return (
    <>
      <Line
        label={t('pages.blockTitle')}
        value={slide.title}
        onChange={(title) => setSlide({ title })}
        problem={problem('data.slide.title')}
      />
      <Line
        label={t('field.subTitle')}
        value={slide.sub_title}
        onChange={(sub_title) => setSlide({ sub_title })}
        problem={problem('data.slide.sub_title')}
      />
      <ChoiceField
        label={t('field.slideType')}
        value={slide.type}
        choices={(['image', 'video'] as const).map((value) => ({
          value,
          label: t(`field.slideType.${value}`),
        }))}
        onChange={(type) => setSlide({ type })}
      />
      <Line
        label={t('field.lines')}
        value={linesText(slide.dynamictext)}
        onChange={(text) => setSlide({ dynamictext: linesOf(text) })}
        problem={problem('data.slide.dynamictext')}
        rows={4}
      />
      <Line
        label={t('field.files')}
        value={file.map((each) => each.url).join('\n')}
        onChange={(text) =>
          onChange({
            ...block,
            data: {
              ...block.data,
              // A path kept keeps its sizes; the first is the default.
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
    </>
  )
}

function ParalaxFields({ block, onChange, problem }: FieldsProps<Of<'paralax'>>) {
  const { t } = useIntl(pageEditorMessages)
  return (
    <>
      <Line
        label={t('field.img')}
        value={block.data.img}
        onChange={(img) => onChange({ ...block, data: { ...block.data, img } })}
        problem={problem('data.img')}
        ltr
      />
      <Line
        label={t('field.phoneImg')}
        value={block.data.phone_img}
        onChange={(phone_img) => onChange({ ...block, data: { ...block.data, phone_img } })}
        problem={problem('data.phone_img')}
        ltr
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
        label={t('pages.blockTitle')}
        value={data.title}
        onChange={(title) => set({ title })}
        problem={problem('data.title')}
      />
      <CheckField
        label={t('field.displayTitle')}
        checked={data.displayTitle === 'true'}
        onChange={(shown) => set({ displayTitle: shown ? 'true' : 'false' })}
      />
      <Line
        label={t('field.img')}
        value={data.img}
        onChange={(img) => set({ img })}
        problem={problem('data.img')}
        ltr
      />
      <Line
        label={t('field.color')}
        value={data.color}
        onChange={(color) => set({ color })}
        problem={problem('data.color')}
        ltr
      />
      <CheckField
        label={t('field.colorType')}
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
        {t('field.contact')}
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
            label={t('field.contactType')}
            value={line.type}
            onChange={(type) => setLine(index, { type })}
            problem={problem(`data.data.${String(index)}.type`)}
            ltr
          />
          <Line
            label={t('field.contactTitle')}
            value={line.title}
            onChange={(title) => setLine(index, { title })}
            problem={problem(`data.data.${String(index)}.title`)}
          />
          <Line
            label={t('field.contactValue')}
            value={line.value}
            onChange={(value) => setLine(index, { value })}
            problem={problem(`data.data.${String(index)}.value`)}
          />
          <Line
            label={t('field.link')}
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
        {t('field.addLine')}
      </chakra.button>
    </chakra.fieldset>
  )
}
