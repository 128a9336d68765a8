import type { ProductListItem } from '../contract/catalogue'
import { useIntl } from '../i18n/use-intl'
import { defineStyles, WithStyles } from '../lib/static-styles'

/** Percent off a price, rounded down, as the shop shows it. */
export function discountPercent(price: number, discounted: number): number {
  if (price <= 0 || discounted <= 0 || discounted >= price) return 0
  return Math.floor(((price - discounted) / price) * 100)
}

const priceStyles = defineStyles({
  tag: { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: '2' },
  unread: { srOnly: true },
  pays: { fontWeight: 'bold', textStyle: 'lg' },
  old: { color: 'fg.muted', textStyle: 'sm' },
  percent: {
    bg: 'brand.700',
    color: 'white',
    rounded: 'full',
    px: '2',
    textStyle: 'xs',
    fontWeight: 'semibold',
  },
})

/** A product's price in the shop's currency; a discounted price shows the old one and the percent. */
export function PriceTag({ price }: { price: ProductListItem['price'] }) {
  const intl = useIntl()
  const percent = discountPercent(price.price, price.discount)
  const pays = percent > 0 ? price.discount : price.price
  return (
    <WithStyles sheet={priceStyles}>
      {(className) => (
        <div className={className('tag')}>
          <span className={className('unread')}>{intl.t('common.price')}</span>
          <span className={className('pays')}>{intl.price(pays)}</span>
          {percent > 0 && (
            <>
              <s className={className('old')}>
                <span className={className('unread')}>
                  {intl.t('common.oldPrice', { price: intl.price(price.price) })}
                </span>
                <span aria-hidden="true">{intl.price(price.price)}</span>
              </s>
              <span className={className('percent')}>{intl.t('common.discount', { percent })}</span>
            </>
          )}
        </div>
      )}
    </WithStyles>
  )
}
