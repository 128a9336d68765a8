import { bannerPluginQueryOptions } from '../api/plugins'
import { heroSizes } from '../lib/block-pictures'
import type { BlockProps } from '../block-props'
import { useMediaAddress } from '../../../lib/media'
import { useBlockPlugin } from '../lib/use-block-plugin'
import { PluginFallback } from './plugin-fallback'
import { defineStyles, WithStyles } from '../../../lib/static-styles'

const bannerStyles = defineStyles({
  picture: { display: 'block', w: 'full', h: 'auto', rounded: 'xl', bg: 'gray.50' },
})

/** Banner: a rounded picture the full width of its column. */
export function BannerBlock({ block, page, priority }: BlockProps<'banner'>) {
  const media = useMediaAddress()
  const { fromPage, query } = useBlockPlugin(page, block, 'banner', bannerPluginQueryOptions)
  const file = fromPage?.file ?? query.data?.file
  if (!file) return <PluginFallback query={query} lines={1} />
  const { src, srcSet, sizes, width, height } = media.picture(file, heroSizes)
  return (
    <WithStyles sheet={bannerStyles}>
      {(className) => (
        <img
          src={src}
          srcSet={srcSet}
          sizes={sizes}
          width={width}
          height={height}
          alt={block.title}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          className={className('picture')}
        />
      )}
    </WithStyles>
  )
}
