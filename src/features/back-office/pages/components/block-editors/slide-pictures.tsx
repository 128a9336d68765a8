import { chakra } from '@chakra-ui/react/styled-system'
import { useIntl } from '../../../../../i18n/use-intl'
import { useMediaAddress } from '../../../../../lib/media'
import { quietButton } from '../../../../../theme/styles'
import { PictureStrip, StripPicture } from '../../../components/picture-strip'
import { pageEditorMessages } from '../../messages'
import { PictureUpload } from '../block-picture-field'
import type { BlockOf } from './block-editor-props'

type SlideFile = BlockOf<'slider'>['data']['file'][number]

/** As many pictures as a slide may have (the contract's limit). */
const slidePicturesMax = 10

/**
 * A slide's pictures: the default one first, each made the default or taken away (a slide keeps
 * at least one), and new ones uploaded at the end.
 */
export function SlidePictures({
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
      <PictureStrip>
        {files.map((file, index) => {
          const n = index + 1
          return (
            <StripPicture
              key={file.url}
              src={media.url(file.url)}
              alt={t('editor.picture.numbered', { n })}
              height="16"
            >
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
            </StripPicture>
          )
        })}
      </PictureStrip>
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
