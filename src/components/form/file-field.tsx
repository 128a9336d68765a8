import { chakra } from '@chakra-ui/react/styled-system'
import { FieldFrame } from './field-frame'

/** The pictures the shop takes. */
export const pictureTypes = 'image/jpeg,image/png,image/webp'

interface FileFieldProps {
  label: string
  /** The kinds of file offered (`pictureTypes`, `.csv,text/csv`). */
  accept: string
  onFiles: (files: File[]) => void
  /** Emptied after each choice, which is handed on at once (uploaded, added to a list), so the same file can be chosen again. */
  emptied?: boolean
  name?: string
  multiple?: boolean
  disabled?: boolean
  hint?: string
  /** What is wrong with the file, in the page's language. */
  problem?: string
  /** Said as soon as it shows (a picture the shop refused after its upload). */
  problemRole?: 'alert'
}

/** A labelled choice of files from the device, with what is wrong with them under it. */
export function FileField({
  label,
  onFiles,
  hint,
  problem,
  problemRole,
  emptied = false,
  ...control
}: FileFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} problem={problem} problemRole={problemRole}>
      {(frame) => (
        <chakra.input
          {...frame}
          {...control}
          type="file"
          display="block"
          maxW="full"
          onChange={(event) => {
            const files = [...(event.target.files ?? [])]
            if (emptied) event.target.value = ''
            onFiles(files)
          }}
        />
      )}
    </FieldFrame>
  )
}
