import { Box } from '@chakra-ui/react/box'
import { Heading } from '@chakra-ui/react/heading'
import { chakra } from '@chakra-ui/react/styled-system'
import type { BlockProps } from '../block-props'
import { textLink } from '../../../theme/styles'
import { paralaxPicture } from '../lib/media'
import { CmsLink } from './cms-link'

/**
 * Parallax: a fixed background (the phone picture on small screens, the desktop one from medium
 * up) with the site's parallax text in a side column of 5 of 12 columns, hidden on small screens.
 */
export function ParalaxBlock({ block, page }: BlockProps<'paralax'>) {
  const side = page.site?.paralax
  const { mobile, desktop = mobile } = paralaxPicture(block, page.uploadPath)
  const headingId = `${block.id}-title`
  return (
    <Box
      as="section"
      aria-labelledby={side?.title ? headingId : undefined}
      aria-label={side?.title ? undefined : block.title}
      rounded="xl"
      overflow="hidden"
      bgColor="brand.700"
      bgImage={{ base: `url("${mobile.src}")`, md: `url("${desktop.src}")` }}
      bgSize="cover"
      backgroundPosition="center"
      bgAttachment="fixed"
      minH={{ base: '20rem', md: '28rem' }}
      display="grid"
      gridTemplateColumns="repeat(12, minmax(0, 1fr))"
      alignItems="center"
    >
      {side && (
        <Box
          display={{ base: 'none', md: 'block' }}
          gridColumn="span 5"
          m="8"
          p="6"
          rounded="lg"
          bg="rgba(255, 255, 255, 0.94)"
          color="fg"
        >
          <Heading as="h2" size="2xl" id={headingId} mb="3">
            {side.title}
          </Heading>
          <chakra.p mb="4">{side.text}</chakra.p>
          {side.link && side.linkText && (
            <CmsLink href={side.link} {...textLink}>
              {side.linkText}
            </CmsLink>
          )}
        </Box>
      )}
    </Box>
  )
}
