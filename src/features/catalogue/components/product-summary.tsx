import { Link } from '@tanstack/react-router'
import { FactList, type Fact } from '../../../components/fact-list'
import { useIntl } from '../../../i18n/use-intl'
import { defineStyles, recipeStyle, WithStyles } from '../../../lib/static-styles'
import { textLink } from '../../../theme/styles'
import type { ProductDetail } from '../lib/product-offer'
import { catalogueMessages } from '../messages'

/** Resolved once per design system: the page's first screen hydrates without style work. */
const summaryStyles = defineStyles({
  title: recipeStyle('heading', { size: '2xl' }),
  counts: {
    mt: '2',
    display: 'flex',
    flexWrap: 'wrap',
    gap: '3',
    color: 'fg.muted',
    textStyle: 'sm',
  },
  facts: { mt: '4' },
  link: textLink,
  fullDetail: { ...textLink, display: 'inline-block', mt: '3', textStyle: 'sm' },
})

/** Title, maker, category, model and serial, the maker's page, and the votes and counts. */
export function ProductSummary({ product }: { product: ProductDetail }) {
  const { t } = useIntl(catalogueMessages)
  const { pro, ex, info } = product
  return (
    <WithStyles sheet={summaryStyles}>
      {(className) => {
        const facts: Fact[] = [
          {
            label: t('catalogue.maker'),
            value: ex.brand ? (
              <Link
                to="/brand/$unique"
                params={{ unique: ex.brand.uniqueId }}
                className={className('link')}
              >
                {ex.brand.title}
              </Link>
            ) : (
              t('catalogue.noMaker')
            ),
          },
          {
            label: t('catalogue.category'),
            value: (
              <Link
                to="/product/$category"
                params={{ category: ex.cat.uniqueId }}
                className={className('link')}
              >
                {ex.cat.title}
              </Link>
            ),
          },
          { label: t('catalogue.model'), value: pro.model },
          { label: t('catalogue.serial'), value: pro.sk },
        ]
        return (
          <div>
            <h1 className={className('title')}>{pro.title}</h1>
            <p className={className('counts')}>
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
            </p>
            <div className={className('facts')}>
              <FactList facts={facts} />
            </div>
            {pro.external_link && (
              <a
                href={pro.external_link}
                target="_blank"
                rel="noopener noreferrer"
                className={className('fullDetail')}
              >
                {t('catalogue.fullDetail')}
              </a>
            )}
          </div>
        )
      }}
    </WithStyles>
  )
}
