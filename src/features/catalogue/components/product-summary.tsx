import { Box } from '@chakra-ui/react/box'
import { Heading } from '@chakra-ui/react/heading'
import { chakra } from '@chakra-ui/react/styled-system'
import { Link } from '@tanstack/react-router'
import { useIntl } from '../../../i18n/use-intl'
import { textLink } from '../../../theme/styles'
import type { ProductDetail } from '../lib/product-offer'
import { catalogueMessages } from '../messages'

/** Title, maker, category, model and serial, the maker's page, and the votes and counts. */
export function ProductSummary({ product }: { product: ProductDetail }) {
  const { t } = useIntl(catalogueMessages)
  const { pro, ex, info } = product
  const facts = [
    [
      'catalogue.maker',
      ex.brand ? (
        <chakra.a asChild {...textLink}>
          <Link to="/brand/$unique" params={{ unique: ex.brand.uniqueId }}>
            {ex.brand.title}
          </Link>
        </chakra.a>
      ) : (
        t('catalogue.noMaker')
      ),
    ],
    [
      'catalogue.category',
      <chakra.a asChild {...textLink}>
        <Link to="/product/$unique" params={{ unique: ex.cat.uniqueId }}>
          {ex.cat.title}
        </Link>
      </chakra.a>,
    ],
    ['catalogue.model', <bdi>{pro.model}</bdi>],
    ['catalogue.serial', <bdi>{pro.sk}</bdi>],
  ] as const
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
      <chakra.dl
        display="grid"
        gridTemplateColumns="auto 1fr"
        columnGap="4"
        rowGap="1"
        mt="4"
        textStyle="sm"
      >
        {facts.map(([label, value]) => (
          <Box key={label} display="contents">
            <chakra.dt color="fg.muted">{t(label)}</chakra.dt>
            <chakra.dd m="0">{value}</chakra.dd>
          </Box>
        ))}
      </chakra.dl>
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
