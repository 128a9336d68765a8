import { Box } from '@chakra-ui/react/box'
import { chakra } from '@chakra-ui/react/styled-system'
import { FileField, pictureTypes } from '../../../../components/form/file-field'
import { useFieldRefusal } from '../../../../components/form/field-refusal'
import { picturesMax } from '../../../../contract/back-office-catalogue'
import { useMediaAddress } from '../../../../lib/media'
import { useIntl } from '../../../../i18n/use-intl'
import { problemColour, quietButton } from '../../../../theme/styles'
import { PictureStrip, StripPicture } from '../../components/picture-strip'
import { backOfficeCatalogueMessages } from '../messages'

/** A picture of the product's list as staff arrange it: one it has (its address) or a new file. */
export type ArrangedPicture = { url: string } | { file: File; preview: string }

/**
 * The product's pictures in the shop's order, each moved earlier or later or removed, and new
 * files added at the end (at most `picturesMax` in all).
 */
export function PicturesField({
  value,
  onChange,
  error,
}: {
  value: ArrangedPicture[]
  onChange: (pictures: ArrangedPicture[]) => void
  error: Error | null
}) {
  const { t } = useIntl(backOfficeCatalogueMessages)
  const refusal = useFieldRefusal()
  const media = useMediaAddress()
  const move = (from: number, to: number) => {
    const next = [...value]
    const [moved] = next.splice(from, 1)
    if (moved) next.splice(to, 0, moved)
    onChange(next)
  }
  const problem =
    refusal(error, 'pictures') ??
    value
      .map((_, i) => refusal(error, `pictures.${i}.data`) ?? refusal(error, `pictures.${i}.url`))
      .find(Boolean)
  return (
    <chakra.fieldset display="grid" gap="3" data-pictures="">
      <chakra.legend fontWeight="bold" mb="2">
        {t('backOffice.catalogue.pictures')}
      </chakra.legend>
      <PictureStrip>
        {value.map((picture, index) => {
          const n = index + 1
          return (
            <StripPicture
              key={'url' in picture ? picture.url : picture.preview}
              data-picture={'url' in picture ? picture.url : 'new'}
              src={'url' in picture ? media.url(picture.url) : picture.preview}
              alt={t('backOffice.catalogue.picture', { n })}
            >
              {'file' in picture && (
                <chakra.span textStyle="xs">{t('backOffice.catalogue.picture.new')}</chakra.span>
              )}
              <Box display="flex" gap="1">
                <chakra.button
                  type="button"
                  aria-label={t('backOffice.catalogue.picture.earlier', { n })}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                  {...quietButton}
                >
                  <span aria-hidden="true">‹</span>
                </chakra.button>
                <chakra.button
                  type="button"
                  aria-label={t('backOffice.catalogue.picture.later', { n })}
                  disabled={index === value.length - 1}
                  onClick={() => move(index, index + 1)}
                  {...quietButton}
                >
                  <span aria-hidden="true">›</span>
                </chakra.button>
                <chakra.button
                  type="button"
                  aria-label={t('backOffice.catalogue.picture.remove', { n })}
                  disabled={value.length === 1}
                  onClick={() => onChange(value.filter((_, i) => i !== index))}
                  {...quietButton}
                >
                  <span aria-hidden="true">×</span>
                </chakra.button>
              </Box>
            </StripPicture>
          )
        })}
      </PictureStrip>
      <FileField
        label={t('backOffice.catalogue.picture.add')}
        accept={pictureTypes}
        multiple
        emptied
        disabled={value.length >= picturesMax}
        onFiles={(files) => {
          const added = files.map((file) => ({ file, preview: URL.createObjectURL(file) }))
          onChange([...value, ...added].slice(0, picturesMax))
        }}
      />
      {problem && (
        <chakra.p color={problemColour} role="status">
          {problem}
        </chakra.p>
      )}
    </chakra.fieldset>
  )
}
