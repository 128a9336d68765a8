import { asciiDigits } from '../../../../../contract/common'
import { ChoiceField } from '../../../../../components/form/choice-field'
import { useIntl } from '../../../../../i18n/use-intl'
import { pageEditorMessages } from '../../messages'
import type { BlockEditorProps, BlockOf } from './block-editor-props'
import { Line, Lines } from './line'
import { SlidePictures } from './slide-pictures'

/** Rotating lines as text: one per line, a number a pause. */
const linesText = (lines: (string | number)[]) => lines.join('\n')
const linesOf = (text: string) =>
  text.split('\n').map((line) => {
    const pause = asciiDigits(line).trim()
    return /^\d+$/.test(pause) ? Number(pause) : line
  })

/** A slide's title, lines, kind and pictures (or a video's files). */
export function SliderFields({ block, onChange, problem }: BlockEditorProps<BlockOf<'slider'>>) {
  const { t } = useIntl(pageEditorMessages)
  const { slide, file } = block.data
  const setSlide = (patch: Partial<typeof slide>) =>
    onChange({ ...block, data: { ...block.data, slide: { ...slide, ...patch } } })
  return (
    <>
      <Lines
        fields={[
          { key: 'title', label: t('editor.pages.blockTitle') },
          { key: 'sub_title', label: t('editor.field.subTitle') },
        ]}
        value={slide}
        onChange={setSlide}
        problem={problem}
        at="data.slide"
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
