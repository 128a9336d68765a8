import { Box } from '@chakra-ui/react/box'
import { chakra } from '@chakra-ui/react/styled-system'
import { useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import {
  type authenticityCall,
  productTypes,
  serialMinLength,
} from '../../../contract/authenticity'
import type { CallResponse } from '../../../contract/call'
import { useIntl, useLanguage } from '../../../i18n/use-intl'
import { authenticityQueryOptions, type ProductType } from '../api/authenticity-calls'
import { authenticityMessages } from '../messages'
import { solidButton } from '../../../theme/styles'
import { ChoiceField } from '../../../components/form/choice-field'
import { TextField } from '../../../components/form/text-field'
import { ProductPicture } from '../../../components/product-picture'
import { FactList, type Fact } from '../../../components/fact-list'
import { RetryNotice } from '../../../components/retry-notice'
import { ProductLink } from '../../../components/product-link'

type Inquiry = { serial: string; type: ProductType }
/** What the form decided before any call: too short is answered at once, no type asks for one. */
type LocalAnswer = 'short' | 'needsType' | null

const typeLabels = { iron: 'authenticity.iron', hairdryer: 'authenticity.hairdryer' } as const

/**
 * Authenticity inquiry: serial number and product type, checked against the shop's registered
 * serials. Idle, checking, found (the product and its registration) or not found.
 */
export function AuthenticityCheck() {
  const intl = useIntl(authenticityMessages)
  const { lang } = useLanguage()
  const [serial, setSerial] = useState('')
  const [type, setType] = useState<ProductType | ''>('')
  const [inquiry, setInquiry] = useState<Inquiry | null>(null)
  const [local, setLocal] = useState<LocalAnswer>(null)

  const query = useQuery({
    ...authenticityQueryOptions(lang, inquiry?.serial ?? '', inquiry?.type ?? 'iron'),
    enabled: inquiry !== null,
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const trimmed = serial.trim()
    if (trimmed.length < serialMinLength) {
      setInquiry(null)
      setLocal('short')
    } else if (type === '') {
      setInquiry(null)
      setLocal('needsType')
    } else {
      setLocal(null)
      setInquiry({ serial: trimmed, type })
    }
  }

  const checking = inquiry !== null && query.isFetching
  const answer = inquiry !== null && !query.isError ? query.data : undefined

  return (
    <>
      <chakra.form onSubmit={submit} display="flex" flexWrap="wrap" alignItems="flex-end" gap="3">
        <Box flex="1 1 12rem">
          <TextField
            name="serial"
            label={intl.t('authenticity.label')}
            value={serial}
            onChange={setSerial}
            placeholder={intl.t('authenticity.placeholder')}
            autoComplete="off"
            maxLength={40}
            compact
          />
        </Box>
        <Box flex="1 1 10rem">
          <ChoiceField
            name="type"
            label={intl.t('authenticity.type')}
            value={type}
            choices={[
              { value: '', label: intl.t('authenticity.chose') },
              ...productTypes.map((value) => ({ value, label: intl.t(typeLabels[value]) })),
            ]}
            onChange={setType}
            compact
            // Never narrower than its longest choice: a narrow column puts it on a row of its own.
            fitChoices
          />
        </Box>
        <chakra.button type="submit" disabled={checking} {...solidButton}>
          {checking ? intl.t('authenticity.checking') : intl.t('authenticity.check')}
        </chakra.button>
      </chakra.form>

      <Box aria-live="polite" mt="4">
        {local === 'short' && <NotFound />}
        {local === 'needsType' && (
          <chakra.p fontWeight="medium">{intl.t('authenticity.chooseType')}</chakra.p>
        )}
        {inquiry !== null && query.isError && !checking && (
          <RetryNotice onRetry={() => void query.refetch()} />
        )}
        {answer?.status === false && <NotFound />}
        {answer?.status === true && <Found answer={answer} />}
      </Box>
    </>
  )
}

function NotFound() {
  const { t } = useIntl(authenticityMessages)
  return (
    <chakra.p fontWeight="semibold" role="alert">
      {t('authenticity.notFound')}
    </chakra.p>
  )
}

/** A warranty whose last day has passed: the product is genuine, its warranty is over. */
function warrantyEnded(until: string): boolean {
  return new Date(until).getTime() < Date.now()
}

type FoundAnswer = Extract<CallResponse<typeof authenticityCall>, { status: true }>

function Found({ answer }: { answer: FoundAnswer }) {
  const intl = useIntl(authenticityMessages)
  const { product, registration } = answer
  const facts: Fact[] = [
    { label: intl.t('authenticity.serial'), value: intl.code(registration.serial), ltr: true },
    { label: intl.t('authenticity.registered'), value: intl.date(registration.registered_at) },
    { label: intl.t('authenticity.seller'), value: registration.seller },
    {
      label: intl.t(
        warrantyEnded(registration.warranty_until)
          ? 'authenticity.warrantyEnded'
          : 'authenticity.warranty',
      ),
      value: intl.date(registration.warranty_until),
    },
  ]
  return (
    <Box
      display="grid"
      gridTemplateColumns="6rem 1fr"
      gap="4"
      alignItems="start"
      p="4"
      rounded="lg"
      bg="bg"
      color="fg"
      borderWidth="1px"
      borderColor="border"
    >
      <ProductPicture product={product} sizes="6rem" />
      <div>
        <chakra.p fontWeight="semibold" color="brand.700" mb="1">
          {intl.t('authenticity.found')}
        </chakra.p>
        <chakra.p fontWeight="semibold" mb="2">
          <ProductLink unique={product.uniqueId}>{product.title}</ProductLink>
        </chakra.p>
        <FactList facts={facts} narrow />
      </div>
    </Box>
  )
}
