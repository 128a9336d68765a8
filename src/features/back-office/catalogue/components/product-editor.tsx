import { chakra } from '@chakra-ui/react/styled-system'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { SubmitButton } from '../../../../components/text-field'
import {
  deskProductCall,
  deskProductEditCall,
  deskProductListCall,
  type DeskProduct,
} from '../../../../contract/back-office-catalogue'
import type { CallRequest } from '../../../../contract/call'
import { useIntl, useLanguage } from '../../../../i18n/use-intl'
import { staffQueryOptions } from '../../api/staff-calls'
import { useStaffWrite } from '../../api/use-staff-write'
import { backOfficeLink } from '../../back-office-paths'
import { LeaveGuard } from '../../components/leave-guard'
import { StaffWriteProblem } from '../../components/staff-write-problem'
import type { Staff } from '../../staff-context'
import { catalogueDeskMessages } from '../messages'
import { OptionLabel } from '../../../../components/option-label'
import { PricingFields, pricingDraft, type PricingDraft } from './pricing-fields'
import { TextsFields, type TextsByLanguage } from './texts-fields'

/** One product's form: loads it, then keeps what is typed until it is saved. */
export function ProductEditor({ staff, id }: { staff: Staff; id: number }) {
  const { t } = useIntl(catalogueDeskMessages)
  const { lang } = useLanguage()
  const answer = useQuery(staffQueryOptions(deskProductCall, { id }, { lang, token: staff.token }))
  return (
    <>
      <chakra.p mt="3">
        <Link {...backOfficeLink('products')}>{t('desk.back')}</Link>
      </chakra.p>
      {answer.data ? (
        <ProductForm key={answer.data.product.id} product={answer.data.product} />
      ) : answer.error ? (
        <StaffWriteProblem error={answer.error} />
      ) : (
        <chakra.p>{t('desk.loading')}</chakra.p>
      )}
    </>
  )
}

function ProductForm({ product }: { product: DeskProduct }) {
  const { t } = useIntl(catalogueDeskMessages)
  const { lang } = useLanguage()
  const [texts, setTexts] = useState<TextsByLanguage>(product.texts)
  const [pricing, setPricing] = useState<PricingDraft>(pricingDraft(product))
  const [variants, setVariants] = useState<PricingDraft[]>(product.variants.map(pricingDraft))
  const [changed, setChanged] = useState(false)
  const save = useStaffWrite(deskProductEditCall, {
    changes: [deskProductCall, deskProductListCall],
    onSuccess: () => setChanged(false),
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    save.mutate({
      id: product.id,
      texts,
      ...(product.variants.length
        ? { variants: product.variants.map((v, i) => ({ id: v.id, ...variants[i] })) }
        : { pricing }),
    } as CallRequest<typeof deskProductEditCall>)
  }
  return (
    <chakra.form
      onSubmit={submit}
      onChange={() => setChanged(true)}
      display="grid"
      gap="5"
      mt="4"
      maxW="3xl"
      data-desk-form=""
    >
      <LeaveGuard unsaved={changed} />
      <chakra.h2 fontSize="xl" fontWeight="bold">
        <bdi>{product.texts[lang].title || product.uniqueId}</bdi>
      </chakra.h2>
      {product.variants.length === 0 ? (
        <PricingFields value={pricing} onChange={setPricing} error={save.error} field="pricing" />
      ) : (
        product.variants.map((variant, index) => (
          <PricingFields
            key={variant.id}
            legend={
              <OptionLabel
                option={{ type: variant.type, value: variant.value, name: variant.names[lang] }}
                withKind
              />
            }
            value={variants[index] ?? pricingDraft(variant)}
            onChange={(value) => setVariants(variants.map((v, i) => (i === index ? value : v)))}
            error={save.error}
            field={`variants.${index}`}
          />
        ))
      )}
      <TextsFields value={texts} onChange={setTexts} error={save.error} />
      <SubmitButton busy={save.isPending} label={t('desk.save')} busyLabel={t('desk.saving')} />
      <StaffWriteProblem error={save.error} />
      {save.isSuccess && (
        <chakra.p role="status" fontWeight="medium">
          {t('desk.saved')}
        </chakra.p>
      )}
    </chakra.form>
  )
}
