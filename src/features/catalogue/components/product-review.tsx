import { Box } from '@chakra-ui/react/box'
import { Heading } from '@chakra-ui/react/heading'
import { chakra } from '@chakra-ui/react/styled-system'
import { SanitizedHtml } from '../../../components/sanitized-html'
import { useIntl } from '../../../i18n/use-intl'
import { richTextStyles } from '../../../theme/rich-text-styles'
import type { ProductDetail } from '../lib/product-offer'
import { catalogueMessages } from '../messages'

/** Green and red that keep AA contrast on white. */
const strengthColour = '#15803d'
const weaknessColour = '#b91c1c'

/** The shop's own review: strengths with a plus, weaknesses with a minus, then the article. */
export function ProductReview({ product }: { product: ProductDetail }) {
  const { t } = useIntl(catalogueMessages)
  const { ghovat, zaf } = product.pro.noghat
  return (
    <div>
      <Heading as="h2" size="xl">
        {product.pro.title}
      </Heading>
      <Box display="grid" gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="6" mt="4">
        <PointList
          title={t('catalogue.strengths')}
          points={ghovat}
          sign="+"
          colour={strengthColour}
        />
        <PointList
          title={t('catalogue.weaknesses')}
          points={zaf}
          sign="−"
          colour={weaknessColour}
        />
      </Box>
      {product.art.trim() && <SanitizedHtml html={product.art} mt="6" css={richTextStyles} />}
    </div>
  )
}

function PointList({
  title,
  points,
  sign,
  colour,
}: {
  title: string
  points: string[]
  sign: string
  colour: string
}) {
  if (points.length === 0) return null
  return (
    <div>
      <Heading as="h3" size="md" style={{ color: colour }}>
        {title}
      </Heading>
      <chakra.ul listStyleType="none" p="0" mt="2">
        {points.map((point) => (
          <chakra.li key={point} display="flex" gap="2" py="1">
            <span aria-hidden="true" style={{ color: colour, fontWeight: 700 }}>
              {sign}
            </span>
            <span>{point}</span>
          </chakra.li>
        ))}
      </chakra.ul>
    </div>
  )
}

/** The packaging's size and weight (when it has a weight), then the product's attributes. */
export function ProductAttributes({ product }: { product: ProductDetail }) {
  const { t, number } = useIntl(catalogueMessages)
  const { box } = product.pro
  const attributes = product.attr
  return (
    <div>
      {box.w !== 0 && (
        <chakra.p mb="4">
          {t('catalogue.packaging', {
            l: number(box.l),
            v: number(box.v),
            h: number(box.h),
            size: box.atype,
            w: number(box.w),
            weight: box.wtype,
          })}
        </chakra.p>
      )}
      {attributes.length === 0 ? (
        <chakra.p color="fg.muted">{t('catalogue.noAttributes')}</chakra.p>
      ) : (
        <chakra.dl display="grid" gridTemplateColumns="minmax(8rem, auto) 1fr" m="0">
          {attributes.map((attribute) => (
            <Box key={attribute.id} display="contents">
              <chakra.dt
                py="2"
                pe="4"
                color="fg.muted"
                borderBlockEndWidth="1px"
                borderColor="border"
              >
                {attribute.type}
              </chakra.dt>
              <chakra.dd m="0" py="2" borderBlockEndWidth="1px" borderColor="border">
                {attribute.value}
              </chakra.dd>
            </Box>
          ))}
        </chakra.dl>
      )}
    </div>
  )
}
