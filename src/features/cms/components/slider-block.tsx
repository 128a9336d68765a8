import { Box } from '@chakra-ui/react/box'
import { chakra } from '@chakra-ui/react/styled-system'
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { BlockProps } from '../block-props'
import {
  heroPicture,
  mediumUp,
  reducedMotion,
  sliderMedia,
  type HeroPicture,
} from '../lib/block-pictures'
import { useMediaAddress } from '../../../lib/media'
import {
  defaultTypingSpeed,
  heldText,
  linesOf,
  subtitleTyping,
  titleTyping,
  type TypingStep,
} from '../lib/typing-script'
import { useTypewriter } from '../lib/use-typewriter'
import { Spinner } from './spinner'
import { useMediaQuery } from '@chakra-ui/react/hooks'
import { useIntl } from '../../../i18n/use-intl'

/**
 * Hero slider: a picture or a muted looping video (desktop and mobile media switch at the medium
 * breakpoint), then, once the media has loaded, the typed title, subtitle and rotating lines.
 */
export function SliderBlock({ block, page, priority }: BlockProps<'slider'>) {
  const { slide, file } = block.data
  const media = sliderMedia(file)
  const mediaAddress = useMediaAddress()
  const picture = heroPicture(block, mediaAddress)
  const [loaded, setLoaded] = useState(false)
  const ready = loaded || !media
  // The text renders in slices that yield to the browser, so the picture's arrival never holds a
  // slow phone's main thread for long.
  const onReady = useCallback(() => startTransition(() => setLoaded(true)), [])

  return (
    <Box
      as="section"
      aria-label={slide.title || block.title}
      position="relative"
      overflow="hidden"
      rounded="xl"
      bg="brand.700"
      minH={media ? undefined : '16rem'}
      css={{
        '& picture img': { display: 'block', width: 'full', height: 'auto', objectFit: 'cover' },
      }}
    >
      {media && slide.type === 'video' && <SlideVideo media={media} onReady={onReady} />}
      {picture && (
        <SlidePicture
          picture={picture}
          priority={priority}
          alt={slide.title || block.title}
          onReady={onReady}
        />
      )}
      {!ready && (
        <Box position="absolute" inset="0" display="grid" placeItems="center">
          <Spinner />
        </Box>
      )}
      {ready && <SlideText slide={slide} page={page} />}
    </Box>
  )
}

type Media = NonNullable<ReturnType<typeof sliderMedia>>

function SlidePicture({
  picture,
  priority,
  alt,
  onReady,
}: {
  picture: HeroPicture
  priority: boolean
  alt: string
  onReady: () => void
}) {
  const { mobile, desktop } = picture
  const image = useRef<HTMLImageElement>(null)
  // The server's picture may have loaded before the page was hydrated: no load event comes then.
  useEffect(() => {
    if (image.current?.complete && image.current.naturalWidth > 0) onReady()
  }, [onReady])
  return (
    <picture>
      {desktop && (
        <source
          media={desktop.media}
          srcSet={desktop.srcSet ?? desktop.src}
          sizes={desktop.sizes}
          width={desktop.width}
          height={desktop.height}
        />
      )}
      {/* A plain img: an emotion style tag inside <picture> would make the browser's preload
          scanner fetch the phone picture too. The section styles it. */}
      <img
        ref={image}
        src={mobile.src}
        srcSet={mobile.srcSet}
        sizes={mobile.sizes}
        width={mobile.width}
        height={mobile.height}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding={priority ? 'sync' : 'async'}
        onLoad={onReady}
        onError={onReady}
      />
    </picture>
  )
}

function SlideVideo({ media, onReady }: { media: Media; onReady: () => void }) {
  const [wide = false, still = false] = useMediaQuery([mediumUp, reducedMotion])
  const mediaAddress = useMediaAddress()
  const file = wide ? media.desktop : media.mobile
  const src = mediaAddress.url(file.url)
  const video = useRef<HTMLVideoElement>(null)
  // Already playable before the page was hydrated: no event comes then.
  useEffect(() => {
    if ((video.current?.readyState ?? 0) >= HTMLMediaElement.HAVE_CURRENT_DATA) onReady()
  }, [onReady, src])
  return (
    <chakra.video
      ref={video}
      key={src}
      src={src}
      htmlWidth={file.width}
      htmlHeight={file.height}
      muted
      loop
      playsInline
      // Moving pictures wait for a visitor who asked the system for less motion.
      autoPlay={!still}
      preload="auto"
      controls={false}
      aria-hidden="true"
      onLoadedData={onReady}
      onError={onReady}
      display="block"
      w="full"
      h="auto"
      objectFit="cover"
    />
  )
}

function SlideText({
  slide,
  page,
}: {
  slide: BlockProps<'slider'>['block']['data']['slide']
  page: BlockProps<'slider'>['page']
}) {
  const [still = false] = useMediaQuery([reducedMotion])
  const titleSteps = useMemo(() => heldText(slide.title, titleTyping), [slide.title])
  const subtitleSteps = useMemo(() => heldText(slide.sub_title, subtitleTyping), [slide.sub_title])
  const lines = linesOf(slide.dynamictext)
  const logo = page.site?.logo
  const mediaAddress = useMediaAddress()
  const siteTitle = page.site?.title || slide.title

  return (
    <Box
      position="absolute"
      insetInline="0"
      bottom="0"
      px={{ base: '4', md: '8' }}
      py={{ base: '4', md: '6' }}
      color="white"
      bg="linear-gradient(to top, rgba(10, 35, 45, 0.85), rgba(10, 35, 45, 0.55) 70%, rgba(10, 35, 45, 0))"
    >
      <chakra.h2 srOnly>{slide.title}</chakra.h2>
      <Box hideBelow="md" mb="3" aria-hidden="true">
        {logo ? (
          <chakra.img
            src={mediaAddress.url(logo)}
            alt=""
            htmlWidth={96}
            htmlHeight={96}
            h="24"
            w="24"
            loading="lazy"
          />
        ) : (
          <chakra.span display="block" w="270px" textStyle="3xl" fontWeight="bold">
            {siteTitle}
          </chakra.span>
        )}
      </Box>
      <Box hideFrom="md">
        <Typed
          steps={titleSteps}
          speed={titleTyping.speed}
          still={still}
          textStyle="2xl"
          fontWeight="bold"
        />
      </Box>
      {slide.sub_title && (
        <>
          <chakra.p srOnly>{slide.sub_title}</chakra.p>
          <Typed steps={subtitleSteps} speed={subtitleTyping.speed} still={still} textStyle="lg" />
        </>
      )}
      {lines.length > 0 && (
        <>
          <chakra.ul srOnly>
            {lines.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </chakra.ul>
          <Typed
            steps={slide.dynamictext}
            speed={defaultTypingSpeed}
            still={still}
            textStyle="md"
            color="rgba(255, 255, 255, 0.9)"
          />
        </>
      )}
    </Box>
  )
}

/** Text typed out by its script; shown whole, without typing, to visitors who want less motion. */
function Typed({
  steps,
  speed,
  still,
  ...style
}: {
  steps: readonly TypingStep[]
  speed: number
  still: boolean
  textStyle: string
  fontWeight?: string
  color?: string
}) {
  const typed = useTypewriter(steps, speed, !still)
  const { t } = useIntl()
  return (
    <chakra.p aria-hidden="true" minH="1lh" {...style}>
      {still ? linesOf(steps).join(t('common.separator')) : typed}
    </chakra.p>
  )
}
