import { Box } from '@chakra-ui/react/box'
import { Heading } from '@chakra-ui/react/heading'
import { chakra } from '@chakra-ui/react/styled-system'
import { Link } from '@tanstack/react-router'
import type { ProductListItem } from '../../../contract/catalogue'
import { useIntl } from '../../../i18n/use-intl'
import type { BlockProps } from '../block-props'
import { outlineButton } from '../../../theme/styles'
import { PriceTag } from '../../../components/price-tag'
import { ProductPicture } from '../../../components/product-picture'
import { SectionFrame } from './section-frame'
import { cmsMessages } from '../messages'

/** Product showcase: the page's products, three a row from small screens up. */
export function ProductShowcaseBlock({ block, page }: BlockProps<'product'>) {
  const { t } = useIntl(cmsMessages)
  return (
    <SectionFrame look={block.data} uploadPath={page.uploadPath} headingId={`${block.id}-title`}>
      {page.products.length === 0 ? (
        <chakra.p color="fg.muted">{t('cms.product.empty')}</chakra.p>
      ) : (
        <chakra.ul
          display="grid"
          gridTemplateColumns={{ base: '1fr', sm: 'repeat(3, minmax(0, 1fr))' }}
          gap="5"
          listStyleType="none"
          p="0"
          m="0"
        >
          {page.products.map((product) => (
            <li key={product.uniqueId}>
              <ShowcaseCard product={product} uploadPath={page.uploadPath} />
            </li>
          ))}
        </chakra.ul>
      )}
    </SectionFrame>
  )
}

function ShowcaseCard({ product, uploadPath }: { product: ProductListItem; uploadPath: string }) {
  const { t } = useIntl(cmsMessages)
  return (
    <Box
      as="article"
      display="flex"
      flexDirection="column"
      gap="3"
      h="full"
      p="3"
      borderWidth="1px"
      borderColor="border"
      rounded="lg"
      bg="bg"
      color="fg"
    >
      <ProductPicture
        product={product}
        uploadPath={uploadPath}
        // Three a row from small screens up (a third of the page, at most 72rem); one a row on
        // phones, inside the page's and the card's padding.
        sizes="(min-width: 72rem) 23rem, (min-width: 480px) 33vw, calc(100vw - 3rem)"
        aspectRatio="1"
        rounded="md"
      />
      <Heading as="h3" size="md">
        <chakra.a asChild color="inherit" textDecoration="none" _hover={{ color: 'brand.700' }}>
          <Link to="/product/single/$unique" params={{ unique: product.uniqueId }}>
            {product.title}
          </Link>
        </chakra.a>
      </Heading>
      <PriceTag price={product.price} />
      <chakra.a asChild {...outlineButton} mt="auto">
        <Link
          to="/product/single/$unique"
          params={{ unique: product.uniqueId }}
          aria-label={`${t('cms.product.detail')}: ${product.title}`}
        >
          {t('cms.product.detail')}
        </Link>
      </chakra.a>
    </Box>
  )
}
