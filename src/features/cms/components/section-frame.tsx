import { Box } from '@chakra-ui/react/box'
import { Heading } from '@chakra-ui/react/heading'
import type { ReactNode } from 'react'
import { mediaUrl } from '../../../lib/media'
import { sectionInlinePadding } from '../../../theme/styles'
import { textColourOn } from '../lib/colours'

/** The configuration every section block shares (content source aside). */
export interface SectionLook {
  img: string
  color: string
  colorType: boolean
  displayTitle: string
  title: string
}

/** A section: its background colour or picture and its heading, as the CMS configured them. */
export function SectionFrame({
  look,
  uploadPath,
  headingId,
  children,
}: {
  look: SectionLook
  uploadPath: string
  headingId: string
  children: ReactNode
}) {
  const colour = look.colorType && look.color ? look.color : undefined
  const showTitle = look.displayTitle === 'true' && look.title !== ''
  return (
    <Box
      as="section"
      aria-labelledby={showTitle ? headingId : undefined}
      aria-label={showTitle ? undefined : look.title || undefined}
      bg={colour}
      color={colour ? textColourOn(colour) : undefined}
      bgImage={look.img ? `url("${mediaUrl(uploadPath, look.img)}")` : undefined}
      bgSize="cover"
      backgroundPosition="center"
      rounded={colour || look.img ? 'xl' : undefined}
      px={sectionInlinePadding}
      py={{ base: '6', md: '8' }}
      h="full"
    >
      {showTitle && (
        <Heading as="h2" size="2xl" id={headingId} mb="5">
          {look.title}
        </Heading>
      )}
      {children}
    </Box>
  )
}
