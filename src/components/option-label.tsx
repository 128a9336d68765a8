import { chakra } from '@chakra-ui/react/styled-system'
import type { MessageIdOf } from '../i18n/define-messages'
import type { ShopIntl } from '../i18n/intl'
import { useIntl } from '../i18n/use-intl'
import { describeOption, type NamedOption } from '../lib/option-naming'
import { optionMessages } from './option-messages'

type OptionIntl = ShopIntl<MessageIdOf<typeof optionMessages>>

/** An option's name as a shopper reads it ("Ocean blue", "Blue", "2,200 W"), never a colour code. */
export function optionText(intl: OptionIntl, option: NamedOption, withKind = false): string {
  const { kind, label } = describeOption(option)
  const kindName = intl.t(`option.kind.${kind}`)
  const name =
    'name' in label
      ? label.name
      : 'colour' in label
        ? intl.t(`option.colour.${label.colour}`)
        : 'watts' in label
          ? intl.t('option.watts', { watts: label.watts })
          : kindName
  return withKind && !('none' in label) ? intl.t('option.withKind', { kind: kindName, name }) : name
}

/**
 * What a product in an option is called, "Steam iron (Ocean blue)": two colours of one product
 * are two items in the cart and the outbox.
 */
export function useItemName(): (title: string, option?: NamedOption | null) => string {
  const intl = useIntl(optionMessages)
  return (title, option) =>
    option ? intl.t('option.item', { title, option: optionText(intl, option) }) : title
}

/** A colour option's swatch beside its name, or the name alone; `withKind` says "Colour: …". */
export function OptionLabel({
  option,
  withKind = false,
}: {
  option: NamedOption
  withKind?: boolean
}) {
  const intl = useIntl(optionMessages)
  const { swatch } = describeOption(option)
  return (
    <chakra.span display="inline-flex" alignItems="center" gap="2">
      {swatch && (
        <chakra.span
          aria-hidden="true"
          flexShrink="0"
          w="4"
          h="4"
          rounded="full"
          borderWidth="1px"
          borderColor="gray.600"
          style={{ background: swatch }}
        />
      )}
      <chakra.bdi>{optionText(intl, option, withKind)}</chakra.bdi>
    </chakra.span>
  )
}
