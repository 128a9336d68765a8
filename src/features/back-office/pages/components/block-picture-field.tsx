import { Box } from '@chakra-ui/react/box'
import { chakra } from '@chakra-ui/react/styled-system'
import { useState } from 'react'
import { FileField, pictureTypes } from '../../../../components/form/file-field'
import { useFieldRefusal } from '../../../../components/form/field-refusal'
import { pagePictureCall } from '../../../../contract/back-office-pages'
import type { CallResponse } from '../../../../contract/call'
import { useIntl } from '../../../../i18n/use-intl'
import { useMediaAddress } from '../../../../lib/media'
import { quietButton } from '../../../../theme/styles'
import { useStaffWrite } from '../../api/use-staff-write'
import { base64Of } from '../../catalogue/lib/picture-files'
import { StaffWriteProblem } from '../../components/staff-write-problem'
import { pageEditorMessages } from '../messages'

/** A picture the shop stored for a block: its path and the widths it has. */
export type UploadedPicture = CallResponse<typeof pagePictureCall>['picture']

/**
 * A block's picture: what it shows now, a file to upload in its place and, where the block may
 * have none, a way to take it away. `problem` is what the shop said of the block's picture when
 * the page was published.
 */
export function BlockPictureField({
  label,
  path,
  onUploaded,
  onRemove,
  problem,
}: {
  label: string
  /** The picture's path under the uploads; '' for none. */
  path: string
  onUploaded: (picture: UploadedPicture) => void
  /** Absent where the block needs a picture. */
  onRemove?: () => void
  problem?: string
}) {
  const { t } = useIntl(pageEditorMessages)
  const media = useMediaAddress()
  return (
    <chakra.fieldset display="grid" gap="2" minW="0" data-block-picture={path || 'none'}>
      <chakra.legend fontWeight="medium" mb="1">
        {label}
      </chakra.legend>
      <Box display="flex" flexWrap="wrap" alignItems="center" gap="3">
        {path ? (
          <chakra.img
            src={media.url(path)}
            alt={t('editor.picture.current')}
            width="32"
            height="20"
            objectFit="cover"
            rounded="md"
            bg="bg.muted"
          />
        ) : (
          <chakra.span color="fg.muted">{t('editor.picture.none')}</chakra.span>
        )}
        {path && onRemove && (
          <chakra.button type="button" onClick={onRemove} {...quietButton}>
            {t('editor.picture.remove')}
          </chakra.button>
        )}
      </Box>
      <PictureUpload
        label={path ? t('editor.picture.replace') : t('editor.picture.upload')}
        onUploaded={onUploaded}
        problem={problem}
      />
    </chakra.fieldset>
  )
}

/**
 * A file to upload as a block's picture: checked by the shop and stored at its widths, as a
 * product's pictures are; what the shop refused is said under it, in the page's language.
 */
export function PictureUpload({
  label,
  onUploaded,
  problem,
}: {
  label: string
  onUploaded: (picture: UploadedPicture) => void
  problem?: string
}) {
  const { t } = useIntl(pageEditorMessages)
  const refusal = useFieldRefusal()
  // Reading the file comes before the upload: a second choice meanwhile would race it.
  const [reading, setReading] = useState(false)
  const upload = useStaffWrite(pagePictureCall, {
    changes: [],
    onSuccess: ({ picture }) => onUploaded(picture),
  })
  const refused = refusal(upload.error, 'data')
  // What the shop said at publishing holds until another picture is sent.
  const said = refused ?? (upload.error || upload.isSuccess ? undefined : problem)
  return (
    <Box display="grid" gap="1">
      <FileField
        label={label}
        accept={pictureTypes}
        disabled={reading || upload.isPending}
        emptied
        onFiles={([file]) => {
          if (!file) return
          setReading(true)
          void base64Of(file)
            .then((data) => upload.mutate({ data }))
            .finally(() => setReading(false))
        }}
        problem={said}
        problemRole="alert"
      />
      {upload.isPending && (
        <chakra.p role="status" color="fg.muted">
          {t('editor.picture.uploading')}
        </chakra.p>
      )}
      {upload.error && !refused && <StaffWriteProblem error={upload.error} />}
    </Box>
  )
}
