import { Box } from '@chakra-ui/react/box'
import { Heading } from '@chakra-ui/react/heading'
import { chakra } from '@chakra-ui/react/styled-system'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import type { ProductListItem } from '../../../contract/catalogue'
import { useIntl } from '../../../i18n/use-intl'
import type { BlockProps } from '../block-props'
import { pluginOf } from '../lib/plugin-of'
import { PriceTag } from '../../../components/price-tag'
import { ProductPicture } from '../../../components/product-picture'
import { outlineButton, solidButton } from '../../../theme/styles'
import { cmsMessages } from '../messages'
import { ProductLink } from '../../../components/product-link'

/** Highlighted single product: its picture (hidden below medium), text, price and actions. */
export function OneProductBlock({ block, page }: BlockProps<'one_product'>) {
  const { t } = useIntl(cmsMessages)
  const product = pluginOf(page.plugins[block.id], 'one_product')?.product
  if (!product) return null
  const headingId = `${block.id}-title`
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      display="grid"
      gridTemplateColumns={{ base: '1fr', md: '2fr 3fr' }}
      alignItems="center"
      gap={{ base: '4', md: '8' }}
      p={{ base: '5', md: '8' }}
      rounded="xl"
      borderWidth="1px"
      borderColor="border"
    >
      <ProductPicture product={product} sizes="(min-width: 72rem) 28rem, 40vw" look="feature" />
      <Box display="flex" flexDirection="column" gap="4">
        <chakra.p textStyle="sm" color="brand.700" fontWeight="semibold">
          {block.title}
        </chakra.p>
        <Heading as="h2" size="3xl" id={headingId}>
          {product.title}
        </Heading>
        <chakra.p color="fg.muted">{product.des}</chakra.p>
        <PriceTag price={product.price} />
        <Box display="flex" flexWrap="wrap" alignItems="center" gap="3">
          <chakra.a asChild {...solidButton}>
            <Link to="/product/single/$unique" params={{ unique: product.uniqueId }}>
              {t('cms.oneProduct.detail')}
            </Link>
          </chakra.a>
          <ShareButton product={product} />
          <ProductLink unique={product.uniqueId}>{t('cms.oneProduct.howToBuy')}</ProductLink>
        </Box>
      </Box>
    </Box>
  )
}

/** Shares the product's page through the system's share sheet, or copies its link. */
function ShareButton({ product }: { product: ProductListItem }) {
  const { t } = useIntl(cmsMessages)
  const [copied, setCopied] = useState(false)

  const share = async () => {
    const url = new URL(`/product/single/${encodeURIComponent(product.uniqueId)}`, location.origin)
    const data = { title: product.title, url: url.href }
    if (typeof navigator.share === 'function' && (navigator.canShare?.(data) ?? true)) {
      try {
        await navigator.share(data)
        return
      } catch (error) {
        // The visitor closed the share sheet: nothing more to do.
        if (error instanceof DOMException && error.name === 'AbortError') return
      }
    }
    try {
      await navigator.clipboard.writeText(url.href)
      setCopied(true)
    } catch {
      setCopied(false)
    }
  }

  return (
    <>
      <chakra.button type="button" onClick={() => void share()} {...outlineButton}>
        {t('cms.oneProduct.share')}
      </chakra.button>
      <chakra.span role="status" textStyle="sm" color="fg.muted">
        {copied ? t('cms.oneProduct.copied') : ''}
      </chakra.span>
    </>
  )
}
