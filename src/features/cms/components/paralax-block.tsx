import type { CSSProperties } from 'react'
import type { BlockProps } from '../block-props'
import { defineStyles, recipeStyle, WithStyles } from '../../../lib/static-styles'
import { textLink } from '../../../theme/styles'
import { paralaxPicture } from '../lib/block-pictures'
import { useMediaAddress } from '../../../lib/media'
import { CmsLink } from './cms-link'

const paralaxStyles = defineStyles({
  section: {
    rounded: 'xl',
    overflow: 'hidden',
    bgColor: 'brand.700',
    // The block's pictures, set on the element.
    bgImage: { base: 'var(--paralax-phone)', md: 'var(--paralax-desktop)' },
    bgSize: 'cover',
    backgroundPosition: 'center',
    bgAttachment: 'fixed',
    minH: { base: '20rem', md: '28rem' },
    display: 'grid',
    gridTemplateColumns: 'repeat(12, minmax(0, 1fr))',
    alignItems: 'center',
  },
  side: {
    display: { base: 'none', md: 'block' },
    gridColumn: 'span 5',
    m: '8',
    p: '6',
    rounded: 'lg',
    bg: 'rgba(255, 255, 255, 0.94)',
    color: 'fg',
  },
  title: recipeStyle('heading', { size: '2xl' }, { mb: '3' }),
  text: { mb: '4' },
  link: textLink,
})

/**
 * Parallax: a fixed background (the phone picture on small screens, the desktop one from medium
 * up) with the site's parallax text in a side column of 5 of 12 columns, hidden on small screens.
 */
export function ParalaxBlock({ block, page }: BlockProps<'paralax'>) {
  const media = useMediaAddress()
  const side = page.site?.paralax
  const { mobile, desktop = mobile } = paralaxPicture(block, media)
  const headingId = `${block.id}-title`
  const pictures = {
    '--paralax-phone': `url("${mobile.src}")`,
    '--paralax-desktop': `url("${desktop.src}")`,
  } as CSSProperties
  return (
    <WithStyles sheet={paralaxStyles}>
      {(className) => (
        <section
          aria-labelledby={side?.title ? headingId : undefined}
          aria-label={side?.title ? undefined : block.title}
          className={className('section')}
          style={pictures}
        >
          {side && (
            <div className={className('side')}>
              <h2 id={headingId} className={className('title')}>
                {side.title}
              </h2>
              <p className={className('text')}>{side.text}</p>
              {side.link && side.linkText && (
                <CmsLink href={side.link} className={className('link')}>
                  {side.linkText}
                </CmsLink>
              )}
            </div>
          )}
        </section>
      )}
    </WithStyles>
  )
}
