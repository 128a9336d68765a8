import { Box } from '@chakra-ui/react/box'
import { Heading } from '@chakra-ui/react/heading'
import { chakra } from '@chakra-ui/react/styled-system'
import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useId, useState, type FormEvent } from 'react'
import { isShopFailure } from '../../../api/client'
import { refreshServerReads } from '../../../api/shared-query-keys'
import { ShopFailure } from '../../../components/shop-failure'
import { asciiDigits } from '../../../contract/common'
import { useIntl, useLanguage } from '../../../i18n/use-intl'
import { focusRing, problemColour, solidButton } from '../../../theme/styles'
import { unlockShop, type UnlockResult } from '../api/unlock'
import { siteLockMessages } from '../messages'

/** The locked shop's front door: a coming-soon note and the key field. */
export function LockPage() {
  const { t } = useIntl(siteLockMessages)
  const { lang } = useLanguage()
  const router = useRouter()
  const queryClient = useQueryClient()
  const fieldId = useId()
  const errorId = useId()
  const [key, setKey] = useState('')
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<UnlockResult | undefined>()

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    const answer = await unlockShop(key.trim(), lang)
    setBusy(false)
    setResult(answer)
    if (answer.outcome !== 'open') return
    // Reads refused while locked (all but the site's settings) are asked again with the pass.
    await refreshServerReads(queryClient)
    await router.navigate({ to: '/', replace: true })
  }

  const refused = result !== undefined && result.outcome !== 'open'
  return (
    <Box maxW="md" mx="auto" px="4" py={{ base: '16', md: '24' }} textAlign="center">
      <Heading as="h1" size="4xl" color="brand.700">
        {t('lock.title')}
      </Heading>
      <Box as="p" mt="4" color="fg.muted">
        {t('lock.text')}
      </Box>
      <chakra.form onSubmit={(e) => void submit(e)} mt="8" display="grid" gap="3" textAlign="start">
        <chakra.label htmlFor={fieldId} fontWeight="medium">
          {t('lock.keyLabel')}
        </chakra.label>
        <chakra.input
          id={fieldId}
          name="key"
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          required
          maxLength={32}
          value={key}
          onChange={(event) => {
            setKey(asciiDigits(event.target.value).replace(/\D/g, ''))
            setResult(undefined)
          }}
          aria-invalid={refused || undefined}
          aria-describedby={refused ? errorId : undefined}
          minH="12"
          px="4"
          borderWidth="1px"
          borderColor={refused ? problemColour : 'gray.600'}
          rounded="md"
          letterSpacing="0.2em"
          {...focusRing}
        />
        <chakra.p id={errorId} role="alert" minH="6" color={problemColour} textStyle="sm">
          <UnlockProblem result={result} />
        </chakra.p>
        <chakra.button type="submit" disabled={busy} aria-busy={busy} {...solidButton}>
          {t('lock.submit')}
        </chakra.button>
      </chakra.form>
    </Box>
  )
}

/** Why the key did not open the shop: a wrong key, no answer, or a failure of the shop's. */
function UnlockProblem({ result }: { result: UnlockResult | undefined }) {
  const { t } = useIntl(siteLockMessages)
  if (result?.outcome === 'wrong-key') return t('lock.wrongKey')
  if (result?.outcome !== 'failed') return null
  if (isShopFailure(result.error)) return <ShopFailure error={result.error} outcome="unlock" />
  return t('lock.failed')
}
