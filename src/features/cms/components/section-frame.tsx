import type { CSSProperties, ReactNode } from 'react'
import { useMediaAddress } from '../../../lib/media'
import {
  defineStyleFamily,
  defineStyles,
  recipeStyle,
  WithStyles,
} from '../../../lib/static-styles'
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

/** A section's form: the text colour its background asks for (none without a colour), and whether it has a picture. */
type FrameForm = `${ReturnType<typeof textColourOn> | 'plain'} ${'picture' | 'bare'}`

const frameStyles = defineStyleFamily((form: FrameForm) => {
  const [text, picture] = form.split(' ')
  const coloured = text !== 'plain'
  const pictured = picture === 'picture'
  return {
    // The CMS's colour and picture, set on the element.
    bg: coloured ? 'var(--section-colour)' : undefined,
    color: coloured ? text : undefined,
    bgImage: pictured ? 'var(--section-picture)' : undefined,
    bgSize: 'cover',
    backgroundPosition: 'center',
    rounded: coloured || pictured ? 'xl' : undefined,
    px: sectionInlinePadding,
    py: { base: '6', md: '8' },
    h: 'full',
  }
})

const titleStyles = defineStyles({ title: recipeStyle('heading', { size: '2xl' }, { mb: '5' }) })

/** A section: its background colour or picture and its heading, as the CMS configured them. */
export function SectionFrame({
  look,
  headingId,
  children,
}: {
  look: SectionLook
  headingId: string
  children: ReactNode
}) {
  const media = useMediaAddress()
  const colour = look.colorType && look.color ? look.color : undefined
  const showTitle = look.displayTitle === 'true' && look.title !== ''
  const form: FrameForm = `${colour ? textColourOn(colour) : 'plain'} ${look.img ? 'picture' : 'bare'}`
  const background = {
    '--section-colour': colour,
    '--section-picture': look.img ? `url("${media.url(look.img)}")` : undefined,
  } as CSSProperties
  return (
    <WithStyles sheet={frameStyles}>
      {(frameClass) => (
        <section
          aria-labelledby={showTitle ? headingId : undefined}
          aria-label={showTitle ? undefined : look.title || undefined}
          className={frameClass(form)}
          style={colour || look.img ? background : undefined}
        >
          {showTitle && (
            <WithStyles sheet={titleStyles}>
              {(className) => (
                <h2 id={headingId} className={className('title')}>
                  {look.title}
                </h2>
              )}
            </WithStyles>
          )}
          {children}
        </section>
      )}
    </WithStyles>
  )
}
