import { Box } from '@chakra-ui/react/box'
import { useIntl } from '../../../i18n/use-intl'
import { cmsMessages } from '../messages'

/** Grey placeholder lines where a block's text will appear; still, so it suits reduced motion. */
export function BlockSkeleton({
  lines = 3,
  heading = true,
}: {
  lines?: number
  heading?: boolean
}) {
  const { t } = useIntl(cmsMessages)
  return (
    <Box aria-busy="true" py="4" px="4">
      <Box srOnly>{t('common.loading')}</Box>
      {heading && <Box h="6" w="40%" mb="4" rounded="md" bg="gray.200" />}
      {Array.from({ length: lines }, (_, i) => (
        <Box key={i} h="3" mb="3" rounded="sm" bg="gray.200" w={i === lines - 1 ? '60%' : '100%'} />
      ))}
    </Box>
  )
}
