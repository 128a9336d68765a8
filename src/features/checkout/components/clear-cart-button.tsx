import { Box } from '@chakra-ui/react/box'
import { chakra } from '@chakra-ui/react/styled-system'
import { useEffect, useId, useRef, useState } from 'react'
import { useIntl } from '../../../i18n/use-intl'
import { outlineButton, solidButton } from '../../../theme/styles'
import { cartPageMessages } from '../page-messages'

/**
 * "Empty the cart", asked again before anything is removed: a mis-tap only opens the question,
 * whose first button (and Escape) keeps the cart.
 */
export function ClearCartButton({ busy, onClear }: { busy: boolean; onClear: () => void }) {
  const { t } = useIntl(cartPageMessages)
  const questionId = useId()
  const [asking, setAsking] = useState(false)
  const keep = useRef<HTMLButtonElement>(null)
  const ask = useRef<HTMLButtonElement>(null)
  // Focus follows the question: onto "keep" when it opens, back to the button when it closes.
  const opened = useRef(false)
  useEffect(() => {
    if (asking) keep.current?.focus()
    else if (opened.current) ask.current?.focus()
    opened.current = asking
  }, [asking])

  if (!asking) {
    return (
      <chakra.button
        ref={ask}
        type="button"
        disabled={busy}
        onClick={() => setAsking(true)}
        {...outlineButton}
      >
        {t('cart.clear')}
      </chakra.button>
    )
  }
  return (
    <Box
      role="group"
      aria-labelledby={questionId}
      display="flex"
      flexWrap="wrap"
      alignItems="center"
      gap="3"
      p="3"
      rounded="md"
      borderWidth="1px"
      borderColor="border"
      onKeyDown={(event) => {
        if (event.key === 'Escape') setAsking(false)
      }}
      data-clear-cart-question
    >
      <chakra.p id={questionId} fontWeight="medium">
        {t('cart.clearConfirm')}
      </chakra.p>
      <chakra.button ref={keep} type="button" onClick={() => setAsking(false)} {...outlineButton}>
        {t('cart.clearNo')}
      </chakra.button>
      <chakra.button
        type="button"
        onClick={() => {
          setAsking(false)
          onClear()
        }}
        {...solidButton}
      >
        {t('cart.clearYes')}
      </chakra.button>
    </Box>
  )
}
