import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react'
import { NextIcon, PreviousIcon } from '../../../components/action-icons'
import { CloseIcon } from '../../../components/icons'
import { ModalDialog } from '../../../components/modal-dialog'
import type { ProductImage } from '../../../contract/catalogue'
import { useIntl, useLanguage } from '../../../i18n/use-intl'
import { useMediaAddress } from '../../../lib/media'
import { defineStyles, WithStyles } from '../../../lib/static-styles'
import { focusRing, iconButton } from '../../../theme/styles'
import { galleryImageSizes } from '../lib/gallery'
import { catalogueMessages } from '../messages'

/** A swipe shorter than this many pixels is a tap. */
const swipeMinPx = 40

interface ProductGalleryProps {
  title: string
  images: ProductImage[]
}

/**
 * The product's pictures: one at a time, next and previous wrapping around, thumbnails, and a
 * full-screen viewer that opens on a click and closes with its button, Escape or a click outside.
 * Arrow keys and swipes go through the pictures in both.
 */
export function ProductGallery({ title, images }: ProductGalleryProps) {
  const { t } = useIntl(catalogueMessages)
  const media = useMediaAddress()
  const { dir } = useLanguage()
  const [shown, setShown] = useState(0)
  // The full-size picture loads only for the viewer (the server's page would preload it).
  const [viewing, setViewing] = useState(false)
  const viewer = useRef<HTMLDialogElement>(null)
  const swipeFrom = useRef<number | null>(null)
  const count = images.length
  const go = (step: number) => setShown((at) => (at + step + count) % count)
  // Along the text: the next picture is to the right in English, to the left in Persian and Arabic.
  const along = dir === 'rtl' ? -1 : 1
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(along)
    else if (event.key === 'ArrowLeft') go(-along)
    else return
    event.preventDefault()
  }
  const swipe = {
    onPointerDown: (event: PointerEvent) => {
      swipeFrom.current = event.clientX
    },
    onPointerUp: (event: PointerEvent) => {
      const from = swipeFrom.current
      swipeFrom.current = null
      if (from === null || Math.abs(event.clientX - from) < swipeMinPx) return
      // A finger moving left brings in the picture on the right.
      go(event.clientX < from ? along : -along)
    },
  }
  const image = images[shown]
  if (!image) return null
  const label = (index: number) => t('catalogue.gallery.picture', { n: index + 1, count })
  return (
    <WithStyles sheet={galleryStyles}>
      {(className) => {
        const arrows = count > 1 && (
          <>
            <button
              type="button"
              aria-label={t('catalogue.gallery.previous')}
              onClick={() => go(-1)}
              className={className('previous')}
            >
              <PreviousIcon />
            </button>
            <button
              type="button"
              aria-label={t('catalogue.gallery.next')}
              onClick={() => go(1)}
              className={className('next')}
            >
              <NextIcon />
            </button>
          </>
        )
        return (
          <section
            aria-roledescription={t('catalogue.gallery')}
            aria-label={title}
            onKeyDown={onKey}
          >
            <div {...swipe} className={className('stage')}>
              <button
                type="button"
                aria-label={`${t('catalogue.gallery.open')}: ${label(shown)}`}
                onClick={() => {
                  setViewing(true)
                  viewer.current?.showModal()
                }}
                className={className('open')}
              >
                <img
                  {...media.picture(image, galleryImageSizes)}
                  alt={title}
                  // The page's largest picture: React's render preloads it first in the HTML's head.
                  fetchPriority={shown === 0 ? 'high' : undefined}
                  className={className('picture')}
                />
              </button>
              {arrows}
            </div>
            <p aria-live="polite" className={className('unread')}>
              {label(shown)}
            </p>
            {count > 1 && (
              <ul className={className('thumbs')}>
                {images.map((thumb, index) => (
                  <li key={thumb.url}>
                    <button
                      type="button"
                      aria-label={label(index)}
                      aria-current={index === shown || undefined}
                      onClick={() => setShown(index)}
                      className={className(index === shown ? 'shownThumb' : 'thumb')}
                    >
                      <img
                        {...media.picture(thumb, '4rem')}
                        alt=""
                        loading="lazy"
                        className={className('thumbPicture')}
                      />
                    </button>
                  </li>
                ))}
              </ul>
            )}
            <ModalDialog
              ref={viewer}
              aria-label={title}
              // Its keys reach the gallery's handler above.
              onClose={() => setViewing(false)}
              backdrop="rgba(0, 0, 0, 0.85)"
              maxW="100vw"
              maxH="100dvh"
              w="100vw"
              h="100dvh"
              m="0"
              border="none"
              bg="rgba(0, 0, 0, 0.9)"
              color="white"
            >
              <div
                {...swipe}
                onClick={(event) => {
                  if (event.target === event.currentTarget) viewer.current?.close()
                }}
                className={className('viewerStage')}
              >
                {viewing && (
                  <img
                    {...media.picture(image, '100vw')}
                    alt={label(shown)}
                    className={className('viewed')}
                  />
                )}
                {arrows}
                <button
                  type="button"
                  aria-label={t('catalogue.gallery.close')}
                  onClick={() => viewer.current?.close()}
                  className={className('close')}
                >
                  <CloseIcon />
                </button>
              </div>
            </ModalDialog>
          </section>
        )
      }}
    </WithStyles>
  )
}

const arrowButton = {
  ...iconButton,
  position: 'absolute',
  insetBlockStart: '50%',
  transform: 'translateY(-50%)',
  bg: 'rgba(255, 255, 255, 0.85)',
  color: 'gray.900',
  boxShadow: '0 1px 4px rgba(0, 0, 0, 0.25)',
} as const

const thumbButton = {
  p: '0',
  rounded: 'md',
  borderWidth: '2px',
  borderColor: 'transparent',
  bg: 'transparent',
  ...focusRing,
} as const

/** Resolved once per design system: the page's first screen hydrates without style work. */
const galleryStyles = defineStyles({
  stage: { position: 'relative', touchAction: 'pan-y' },
  open: { display: 'block', w: 'full', p: '0', bg: 'transparent', cursor: 'zoom-in', ...focusRing },
  picture: {
    display: 'block',
    w: 'full',
    h: 'auto',
    aspectRatio: '1',
    objectFit: 'contain',
    rounded: 'lg',
    bg: 'gray.50',
  },
  previous: { ...arrowButton, insetInlineStart: '2' },
  next: { ...arrowButton, insetInlineEnd: '2' },
  unread: { srOnly: true },
  thumbs: { display: 'flex', gap: '2', mt: '3', overflowX: 'auto', listStyleType: 'none', p: '1' },
  thumb: thumbButton,
  shownThumb: { ...thumbButton, borderColor: 'brand.700' },
  thumbPicture: { w: '16', h: '16', objectFit: 'cover', rounded: 'md' },
  viewerStage: {
    position: 'relative',
    h: 'full',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    touchAction: 'pan-y',
  },
  viewed: { maxW: 'full', maxH: 'full', objectFit: 'contain' },
  close: {
    ...iconButton,
    position: 'absolute',
    insetBlockStart: '2',
    insetInlineEnd: '2',
    bg: 'rgba(0, 0, 0, 0.6)',
    color: 'white',
  },
})
