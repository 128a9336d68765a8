import type { BlockProps } from '../block-props'
import { defineStyles, recipeStyle, WithStyles } from '../../../lib/static-styles'
import { solidButton } from '../../../theme/styles'
import { useMediaAddress } from '../../../lib/media'
import { pluginOf } from '../lib/plugin-of'
import { CmsLink } from './cms-link'

const card = {
  display: 'grid',
  alignItems: 'center',
  gap: '6',
  h: 'full',
  p: { base: '5', md: '6' },
  rounded: 'xl',
  bg: 'brand.50',
} as const

const promoStyles = defineStyles({
  card: { ...card, gridTemplateColumns: '1fr' },
  // The picture takes two fifths beside the text from medium screens up.
  pictureCard: { ...card, gridTemplateColumns: { base: '1fr', md: '3fr 2fr' } },
  title: recipeStyle('heading', { size: '2xl' }, { mb: '3' }),
  text: { mb: '5' },
  link: solidButton,
  picture: {
    display: { base: 'none', md: 'block' },
    w: 'full',
    h: 'auto',
    aspectRatio: '4 / 3',
    objectFit: 'cover',
    rounded: 'lg',
  },
})

/** Promo card: text and an admin-configured link beside a picture that is hidden below medium. */
export function PromoCardBlock({ block, page }: BlockProps<'card_info'>) {
  const media = useMediaAddress()
  const promo = pluginOf(page.plugins[block.id], 'card_info')
  if (!promo) return null
  const headingId = `${block.id}-title`
  return (
    <WithStyles sheet={promoStyles}>
      {(className) => (
        <section
          aria-labelledby={headingId}
          className={className(promo.file ? 'pictureCard' : 'card')}
        >
          <div>
            <h2 id={headingId} className={className('title')}>
              {promo.title || block.title}
            </h2>
            <p className={className('text')}>{promo.text}</p>
            {promo.link && promo.linkText && (
              <CmsLink href={promo.link} className={className('link')}>
                {promo.linkText}
              </CmsLink>
            )}
          </div>
          {promo.file && (
            <img
              src={media.url(promo.file)}
              alt=""
              loading="lazy"
              decoding="async"
              width={600}
              height={450}
              className={className('picture')}
            />
          )}
        </section>
      )}
    </WithStyles>
  )
}
