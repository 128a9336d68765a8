import { Box } from '@chakra-ui/react/box'
import { chakra } from '@chakra-ui/react/styled-system'
import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import { isShopFailure } from '../../../api/client'
import { SelectControl } from '../../../components/form/choice-field'
import { useItemName } from '../../../components/option-label'
import { ReadPending } from '../../../components/retry-notice'
import { Screen } from '../../../components/screen'
import { ShopFailure } from '../../../components/shop-failure'
import { maxLineQuantity, type CartLine } from '../../../contract/cart'
import { useIntl } from '../../../i18n/use-intl'
import { useQueuedWrites } from '../../../lib/outbox/use-outbox-entries'
import { useOutboxWrite } from '../../../lib/outbox/use-outbox-write'
import { problemColour, quietButton, solidButton, waitingNote } from '../../../theme/styles'
import { cartClearWrite, cartQuantityWrite, cartRemoveWrite } from '../api/cart-writes'
import { useVisitorCart } from '../lib/use-visitor-cart'
import { cartPageMessages } from '../page-messages'
import { CheckoutLoginPrompt } from './checkout-login-prompt'
import { EmptyCart } from './checkout-parts'
import { ClearCartButton } from './clear-cart-button'
import { ProductLine } from './order-line-parts'
import { TotalsList } from './totals-list'

/**
 * The visitor's cart: each line with its picture, option, unit price, quantity (within the
 * stock), line total and a way to remove it; emptying it; the shop's subtotal, saving and total.
 * It is the visitor's own, so it shows once the page is hydrated.
 */
export function CartScreen() {
  const { t, price } = useIntl(cartPageMessages)
  const itemName = useItemName()
  const { cart, session } = useVisitorCart()
  const changing = useOutboxWrite(cartQuantityWrite)
  const removing = useOutboxWrite(cartRemoveWrite)
  const clearing = useOutboxWrite(cartClearWrite)
  const waiting = [
    ...useQueuedWrites('cart', () => true),
    ...useQueuedWrites('cart-quantity', () => true),
    ...useQueuedWrites('cart-remove', () => true),
    ...useQueuedWrites('cart-clear', () => true),
  ]
  const refusal = changing.error ?? removing.error ?? clearing.error
  const data = cart.data

  return (
    <Screen title={t('screen.cart')}>
      {waiting.length > 0 && (
        <chakra.p role="status" mt="3" p="3" rounded="md" {...waitingNote}>
          {t('cart.changesWaiting')}
        </chakra.p>
      )}
      {refusal && (
        <chakra.p role="alert" mt="3" color={problemColour}>
          {isShopFailure(refusal) ? (
            <ShopFailure error={refusal} outcome="save" />
          ) : (
            refusal.message
          )}
        </chakra.p>
      )}
      {!data ? (
        <ReadPending read={cart} />
      ) : data.data.length === 0 ? (
        <EmptyCart text={t('cart.empty')} browse={t('cart.browse')} />
      ) : (
        <>
          <chakra.ul aria-label={t('cart.lines')} listStyleType="none" p="0" mt="4">
            {data.data.map((line) => (
              <CartLineRow
                key={line.id}
                line={line}
                busy={changing.sending || removing.sending}
                onQuantity={(quantity) =>
                  changing.send(
                    { session: session ?? '', id: line.id, quantity },
                    { unique: line.uniqueId, title: itemName(line.title, line.dynamic) },
                  )
                }
                onRemove={() =>
                  removing.send(
                    { session: session ?? '', id: line.id },
                    { unique: line.uniqueId, title: itemName(line.title, line.dynamic) },
                  )
                }
              />
            ))}
          </chakra.ul>
          <TotalsList
            rows={[
              { label: t('cart.subtotal'), value: price(data.subtotal) },
              ...(data.discount > 0
                ? [{ label: t('cart.discount'), value: price(data.discount) }]
                : []),
              { label: t('cart.total'), value: price(data.total), total: true },
            ]}
          />
          <Box display="flex" flexWrap="wrap" gap="3" mt="6" justifyContent="flex-end">
            <ClearCartButton
              busy={clearing.sending}
              onClear={() =>
                clearing.send({ session: session ?? '' }, { unique: '', title: t('screen.cart') })
              }
            />
            <chakra.a asChild {...solidButton}>
              <Link to="/checkout/transfer">{t('cart.checkout')}</Link>
            </chakra.a>
          </Box>
          <CheckoutLoginPrompt returnTo="/checkout/cart" />
        </>
      )}
    </Screen>
  )
}

interface CartLineRowProps {
  line: CartLine
  busy: boolean
  onQuantity: (quantity: number) => void
  onRemove: () => void
}

function CartLineRow({ line, busy, onQuantity, onRemove }: CartLineRowProps) {
  const { t, price, number } = useIntl(cartPageMessages)
  const itemName = useItemName()
  const id = useId()
  // As many as the stock holds (the line may already hold more than is left), at most 99.
  const most = Math.min(maxLineQuantity, Math.max(line.depo, line.quantity))
  return (
    <ProductLine
      line={{ ...line, option: line.dynamic ?? undefined }}
      look="cart"
      data-cart-line={line.uniqueId}
    >
      <chakra.p textStyle="sm" mt="1">
        {t('cart.unitPrice', { price: price(line.unit_price) })}
      </chakra.p>
      <Box display="flex" flexWrap="wrap" alignItems="center" gap="3" mt="2">
        <chakra.label htmlFor={id} srOnly>
          {t('cart.quantityOf', { title: itemName(line.title, line.dynamic) })}
        </chakra.label>
        <SelectControl
          id={id}
          value={String(line.quantity)}
          choices={Array.from({ length: most }, (_, index) => ({
            value: String(index + 1),
            label: number(index + 1),
          }))}
          disabled={busy}
          onChange={(count) => onQuantity(Number(count))}
          aria-describedby={`${id}-stock`}
          w="auto"
        />
        <chakra.span id={`${id}-stock`} textStyle="sm" color="fg.muted">
          {t('cart.inStock', { count: line.depo })}
        </chakra.span>
        <chakra.button
          type="button"
          disabled={busy}
          aria-label={t('cart.removeOf', { title: itemName(line.title, line.dynamic) })}
          onClick={onRemove}
          {...quietButton}
        >
          {t('cart.remove')}
        </chakra.button>
      </Box>
      <chakra.p mt="2" fontWeight="semibold">
        {t('cart.lineTotal', { price: price(line.line_total) })}
      </chakra.p>
    </ProductLine>
  )
}
