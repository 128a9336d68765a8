import { Box } from '@chakra-ui/react/box'
import { chakra } from '@chakra-ui/react/styled-system'
import type { ReactNode } from 'react'
import { OptionLabel } from '../../../components/option-label'
import { useIntl } from '../../../i18n/use-intl'
import { useMediaAddress } from '../../../lib/media'
import type { NamedOption } from '../../../lib/option-naming'
import { checkoutMessages } from '../checkout-messages'
import { ProductLink } from '../../../components/product-link'

/** How a list shows its lines: the cart's roomy ones, or an order's compact ones with the total beside. */
const lineLooks = {
  cart: { pictureSize: 80, gridTemplateColumns: '5rem 1fr', gap: '4', py: '4' },
  order: { pictureSize: 64, gridTemplateColumns: '4rem 1fr auto', gap: '3', py: '3' },
} as const

/**
 * A cart or order line: the product's picture, its title linking to its page and the option
 * chosen, with what the list tells about the line under them (`children`) and beside them (`end`).
 */
export function ProductLine({
  line,
  look,
  children,
  end,
  ...marks
}: {
  line: { uniqueId: string; title: string; img: string; option?: NamedOption }
  look: keyof typeof lineLooks
  children: ReactNode
  end?: ReactNode
} & Record<`data-${string}`, string>) {
  const { pictureSize, ...grid } = lineLooks[look]
  return (
    <chakra.li
      display="grid"
      {...grid}
      alignItems={end ? 'center' : undefined}
      borderBlockEndWidth="1px"
      borderColor="border"
      {...marks}
    >
      <LinePicture img={line.img} size={pictureSize} />
      <Box>
        <LineTitle uniqueId={line.uniqueId} title={line.title} />
        {line.option && <LineOption option={line.option} />}
        {children}
      </Box>
      {end}
    </chakra.li>
  )
}

/** A cart or order line's small picture of its product (`size` CSS pixels square). */
function LinePicture({ img, size }: { img: string; size: 64 | 80 }) {
  const media = useMediaAddress()
  return (
    <chakra.img
      src={media.url(img)}
      alt=""
      htmlWidth={size}
      htmlHeight={size}
      w={`${size / 16}rem`}
      h={`${size / 16}rem`}
      objectFit="contain"
      bg="gray.50"
      rounded="md"
      loading="lazy"
    />
  )
}

/** A cart or order line's product title, linking to its page. */
function LineTitle({ uniqueId, title }: { uniqueId: string; title: string }) {
  return (
    <ProductLink unique={uniqueId} fontWeight="semibold">
      {title}
    </ProductLink>
  )
}

/** An order line's quantity and unit price: '2 × 1,250,000 Toman'. */
export function LineQuantity({ quantity, unitPrice }: { quantity: number; unitPrice: number }) {
  const { t, price } = useIntl(checkoutMessages)
  return (
    <chakra.p textStyle="sm">
      {t('checkout.line.quantity', { count: quantity, price: price(unitPrice) })}
    </chakra.p>
  )
}

/** The option a cart or order line holds: its kind and name, with a swatch for a colour. */
export function LineOption({ option }: { option: NamedOption }) {
  return (
    <chakra.p textStyle="sm" color="fg.muted" data-line-option>
      <OptionLabel option={option} withKind />
    </chakra.p>
  )
}

/** Where an order goes: the receiver's name, phone, address and postal code. */
export function DeliveryAddress({
  details,
}: {
  details: { name: string; phone: string; address: string; postal_code: string }
}) {
  const { code } = useIntl()
  return (
    // Each value is isolated inline in its own line, so it keeps the page's start side.
    <chakra.address fontStyle="normal" mt="2" data-delivery>
      <chakra.span display="block">
        <bdi>{details.name}</bdi>
      </chakra.span>
      <chakra.span display="block">
        <bdi dir="ltr">{code(details.phone)}</bdi>
      </chakra.span>
      <chakra.span display="block" whiteSpace="pre-line">
        <bdi>{details.address}</bdi>
      </chakra.span>
      <chakra.span display="block">
        <bdi dir="ltr">{code(details.postal_code)}</bdi>
      </chakra.span>
    </chakra.address>
  )
}
