import { Heading } from '@chakra-ui/react/heading'
import { chakra } from '@chakra-ui/react/styled-system'
import { Link } from '@tanstack/react-router'
import { FactList, type Fact } from '../../../components/fact-list'
import { useIntl } from '../../../i18n/use-intl'
import { textLink } from '../../../theme/styles'
import type { ProductDetail } from '../lib/product-offer'
import { catalogueMessages } from '../messages'

/** Title, maker, category, model and serial, the maker's page, and the votes and counts. */
export function ProductSummary({ product }: { product: ProductDetail }) {
  const { t } = useIntl(catalogueMessages)
  const { pro, ex, info } = product
  const facts: Fact[] = [
    {
      label: t('catalogue.maker'),
      value: ex.brand ? (
        <chakra.a asChild {...textLink}>
          <Link to="/brand/$unique" params={{ unique: ex.brand.uniqueId }}>
            {ex.brand.title}
          </Link>
        </chakra.a>
      ) : (
        t('catalogue.noMaker')
      ),
    },
    {
      label: t('catalogue.category'),
      value: (
        <chakra.a asChild {...textLink}>
          <Link to="/product/$category" params={{ category: ex.cat.uniqueId }}>
            {ex.cat.title}
          </Link>
        </chakra.a>
      ),
    },
    { label: t('catalogue.model'), value: pro.model },
    { label: t('catalogue.serial'), value: pro.sk },
  ]
  return (
    <div>
      <Heading as="h1" size="2xl">
        {pro.title}
      </Heading>
      <chakra.p mt="2" display="flex" flexWrap="wrap" gap="3" color="fg.muted" textStyle="sm">
        <span>
          {info.vote > 0 ? (
            <>
              <span aria-hidden="true">★ </span>
              {t('catalogue.rating', { vote: info.vote })}
            </>
          ) : (
            t('catalogue.unrated')
          )}
        </span>
        <span>{t('catalogue.reviewCount', { count: info.review })}</span>
        <span>{t('catalogue.questionCount', { count: info.comment })}</span>
      </chakra.p>
      <FactList facts={facts} mt="4" />
      {pro.external_link && (
        <chakra.a
          href={pro.external_link}
          target="_blank"
          rel="noopener noreferrer"
          display="inline-block"
          mt="3"
          textStyle="sm"
          {...textLink}
        >
          {t('catalogue.fullDetail')}
        </chakra.a>
      )}
    </div>
  )
}
