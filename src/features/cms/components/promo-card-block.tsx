import { Box } from '@chakra-ui/react/box'
import { Heading } from '@chakra-ui/react/heading'
import { chakra } from '@chakra-ui/react/styled-system'
import type { BlockProps } from '../block-props'
import { solidButton } from '../../../theme/styles'
import { mediaUrl } from '../../../lib/media'
import { pluginOf } from '../lib/plugin-of'
import { CmsLink } from './cms-link'

/** Promo card: text and an admin-configured link beside a picture that is hidden below medium. */
export function PromoCardBlock({ block, page }: BlockProps<'card_info'>) {
  const promo = pluginOf(page.plugins[block.id], 'card_info')
  if (!promo) return null
  const headingId = `${block.id}-title`
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      display="grid"
      gridTemplateColumns={{ base: '1fr', md: promo.file ? '3fr 2fr' : '1fr' }}
      alignItems="center"
      gap="6"
      h="full"
      p={{ base: '5', md: '6' }}
      rounded="xl"
      bg="brand.50"
    >
      <div>
        <Heading as="h2" size="2xl" id={headingId} mb="3">
          {promo.title || block.title}
        </Heading>
        <chakra.p mb="5">{promo.text}</chakra.p>
        {promo.link && promo.linkText && (
          <CmsLink href={promo.link} {...solidButton}>
            {promo.linkText}
          </CmsLink>
        )}
      </div>
      {promo.file && (
        <chakra.img
          src={mediaUrl(page.uploadPath, promo.file)}
          alt=""
          loading="lazy"
          decoding="async"
          htmlWidth={600}
          htmlHeight={450}
          display={{ base: 'none', md: 'block' }}
          w="full"
          h="auto"
          aspectRatio="4 / 3"
          objectFit="cover"
          rounded="lg"
        />
      )}
    </Box>
  )
}
