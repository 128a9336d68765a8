import { Box } from '@chakra-ui/react/box'
import { chakra } from '@chakra-ui/react/styled-system'
import { useIntl } from '../../../../i18n/use-intl'
import { quietButton } from '../../../../theme/styles'
import { pageEditorMessages } from '../messages'

/** The list with its entry at `index` moved one place up (-1) or down (1). */
function moved<T>(list: T[], index: number, by: -1 | 1): T[] {
  const next = [...list]
  const [entry] = next.splice(index, 1)
  next.splice(index + by, 0, entry as T)
  return next
}

/** An entry of an ordered list (a page's block, a menu's item): moved up or down, or removed. */
export function OrderButtons<T>({
  list,
  index,
  onChange,
}: {
  list: T[]
  index: number
  onChange: (next: T[]) => void
}) {
  const { t } = useIntl(pageEditorMessages)
  return (
    <Box display="flex" flexWrap="wrap" gap="2">
      <chakra.button
        type="button"
        disabled={index === 0}
        onClick={() => onChange(moved(list, index, -1))}
        {...quietButton}
      >
        {t('editor.pages.up')}
      </chakra.button>
      <chakra.button
        type="button"
        disabled={index === list.length - 1}
        onClick={() => onChange(moved(list, index, 1))}
        {...quietButton}
      >
        {t('editor.pages.down')}
      </chakra.button>
      <chakra.button
        type="button"
        onClick={() => onChange(list.filter((_, at) => at !== index))}
        {...quietButton}
      >
        {t('editor.pages.remove')}
      </chakra.button>
    </Box>
  )
}
