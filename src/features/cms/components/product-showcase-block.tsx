import { chakra } from '@chakra-ui/react/styled-system'
import { Link } from '@tanstack/react-router'
import type { ProductListItem } from '../../../contract/catalogue'
import { useIntl } from '../../../i18n/use-intl'
import type { BlockProps } from '../block-props'
import { outlineButton } from '../../../theme/styles'
import { ProductCard } from '../../../components/product-card'
import { SectionFrame } from './section-frame'
import { cmsMessages } from '../messages'

/** Product showcase: the page's products, three a row from small screens up. */
export function ProductShowcaseBlock({ block, page }: BlockProps<'product'>) {
  const { t } = useIntl(cmsMessages)
  return (
    <SectionFrame look={block.data} headingId={`${block.id}-title`}>
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
              <ShowcaseCard product={product} />
            </li>
          ))}
        </chakra.ul>
      )}
    </SectionFrame>
  )
}

function ShowcaseCard({ product }: { product: ProductListItem }) {
  const { t } = useIntl(cmsMessages)
  return (
    <ProductCard
      product={product}
      // Three a row from small screens up (a third of the page, at most 72rem); one a row on
      // phones, inside the page's and the card's padding.
      sizes="(min-width: 72rem) 23rem, (min-width: 480px) 33vw, calc(100vw - 3rem)"
      headingAs="h3"
    >
      <chakra.a asChild {...outlineButton}>
        <Link
          to="/product/single/$unique"
          params={{ unique: product.uniqueId }}
          aria-label={`${t('cms.product.detail')}: ${product.title}`}
        >
          {t('cms.product.detail')}
        </Link>
      </chakra.a>
    </ProductCard>
  )
}
