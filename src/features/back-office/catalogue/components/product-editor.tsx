import { chakra } from '@chakra-ui/react/styled-system'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import {
  backOfficeProductEditCall,
  type BackOfficeProduct,
} from '../../../../contract/back-office-catalogue'
import type { CallRequest } from '../../../../contract/call'
import { useFieldRefusal } from '../../../../components/form/field-refusal'
import { useIntl, useLanguage } from '../../../../i18n/use-intl'
import { outlineButton, problemColour } from '../../../../theme/styles'
import { useStaffQuery } from '../../api/use-staff-query'
import { useStaffWrite } from '../../api/use-staff-write'
import { LeaveGuard } from '../../components/leave-guard'
import { StaffWriteProblem } from '../../components/staff-write-problem'
import { StaffForm } from '../../components/staff-form'
import { productKeys, productQuery } from '../api/product-queries'
import { backOfficeCatalogueMessages } from '../messages'
import { OptionLabel } from '../../../../components/option-label'
import { CheckField } from '../../../../components/form/check-field'
import { base64Of } from '../lib/picture-files'
import { CategoryField } from './category-field'
import {
  newOptionDraft,
  NewOptionFields,
  OptionNamesFields,
  type NewOptionDraft,
  type OptionNames,
} from './option-fields'
import { PicturesField, type ArrangedPicture } from './pictures-field'
import { PricingFields, pricingDraft, type PricingDraft } from './pricing-fields'
import { TextsFields, type TextsByLanguage } from './texts-fields'

/** One product's form: loads it, then keeps what is typed until it is saved. */
export function ProductEditor({ id }: { id: number }) {
  const { t } = useIntl(backOfficeCatalogueMessages)
  const answer = useStaffQuery(productQuery(id))
  return (
    <>
      <chakra.p mt="3">
        <Link to="/admin/products">{t('backOffice.catalogue.back')}</Link>
      </chakra.p>
      {answer.data ? (
        <ProductForm key={answer.data.product.id} product={answer.data.product} />
      ) : answer.error ? (
        <StaffWriteProblem error={answer.error} read />
      ) : (
        <chakra.p>{t('backOffice.catalogue.loading')}</chakra.p>
      )}
    </>
  )
}

/** What the form holds of a product: as it was read or saved, then as typed. */
interface ProductDraft {
  texts: TextsByLanguage
  pricing: PricingDraft
  variants: PricingDraft[]
  names: OptionNames[]
  removed: number[]
  added: NewOptionDraft[]
  category: string
  hidden: boolean
  pictures: ArrangedPicture[]
}

const draftOf = (product: BackOfficeProduct): ProductDraft => ({
  texts: product.texts,
  pricing: pricingDraft(product),
  variants: product.variants.map(pricingDraft),
  names: product.variants.map((variant) => variant.names),
  removed: [],
  added: [],
  category: product.category,
  hidden: product.hidden,
  pictures: product.pictures.map(({ url }) => ({ url })),
})

/** The pictures as the change sends them: kept ones by address, new ones by their bytes. */
const picturesToSend = (pictures: ArrangedPicture[]) =>
  Promise.all(
    pictures.map(async (picture) =>
      'url' in picture ? { url: picture.url } : { data: await base64Of(picture.file) },
    ),
  )

function ProductForm({ product }: { product: BackOfficeProduct }) {
  const { t } = useIntl(backOfficeCatalogueMessages)
  const { lang } = useLanguage()
  const refusal = useFieldRefusal()
  const [draft, setDraft] = useState(() => draftOf(product))
  const [changed, setChanged] = useState(false)
  const edit = (change: Partial<ProductDraft>) => {
    setDraft((current) => ({ ...current, ...change }))
    setChanged(true)
  }
  const save = useStaffWrite(backOfficeProductEditCall, {
    changes: [productKeys.all],
    onSuccess: (answer) => {
      setDraft(draftOf(answer.product))
      setChanged(false)
    },
  })
  const perOption = product.variants.length > 0 || draft.added.length > 0
  const picturesMoved =
    draft.pictures.map((p) => ('url' in p ? p.url : '')).join('\n') !==
    product.pictures.map((p) => p.url).join('\n')
  const send = () =>
    void (picturesMoved ? picturesToSend(draft.pictures) : Promise.resolve(undefined)).then(
      (pictures) =>
        save.mutate({
          id: product.id,
          texts: draft.texts,
          category: draft.category,
          hidden: draft.hidden,
          ...(pictures ? { pictures } : {}),
          ...(perOption
            ? {
                variants: product.variants.map((v, i) => ({
                  id: v.id,
                  ...draft.variants[i],
                  names: draft.names[i],
                })),
                newVariants: draft.added.map(({ type, value, names, pricing }) => ({
                  type,
                  value,
                  names,
                  ...pricing,
                })),
                removeVariants: draft.removed,
              }
            : { pricing: draft.pricing }),
        } as CallRequest<typeof backOfficeProductEditCall>),
    )
  return (
    <StaffForm
      write={save}
      onSend={send}
      label={t('backOffice.catalogue.save')}
      busyLabel={t('backOffice.catalogue.saving')}
      done={save.isSuccess && !changed && t('backOffice.catalogue.saved')}
      onChange={() => setChanged(true)}
      gap="5"
      maxW="3xl"
      data-editor-form=""
    >
      <LeaveGuard unsaved={changed} />
      <chakra.h2 fontSize="xl" fontWeight="bold">
        <bdi>{product.texts[lang].title || product.uniqueId}</bdi>
      </chakra.h2>
      <CheckField
        label={t('backOffice.catalogue.hidden')}
        checked={draft.hidden}
        onChange={(hidden) => edit({ hidden })}
      />
      <CategoryField
        value={draft.category}
        onChange={(category) => edit({ category })}
        problem={refusal(save.error, 'category')}
      />
      <PicturesField
        value={draft.pictures}
        onChange={(pictures) => edit({ pictures })}
        error={save.error}
      />
      {product.variants.length === 0 && draft.added.length === 0 && (
        <PricingFields
          value={draft.pricing}
          onChange={(pricing) => edit({ pricing })}
          error={save.error}
          field="pricing"
        />
      )}
      {product.variants.map((variant, index) => (
        <chakra.fieldset key={variant.id} display="grid" gap="3" data-option={variant.uniqueId}>
          <PricingFields
            legend={
              <OptionLabel
                option={{ type: variant.type, value: variant.value, name: variant.names[lang] }}
                withKind
              />
            }
            value={draft.variants[index] ?? pricingDraft(variant)}
            onChange={(value) =>
              edit({ variants: draft.variants.map((v, i) => (i === index ? value : v)) })
            }
            error={save.error}
            field={`variants.${index}`}
          />
          <OptionNamesFields
            value={draft.names[index] ?? variant.names}
            onChange={(names) =>
              edit({ names: draft.names.map((n, i) => (i === index ? names : n)) })
            }
            error={save.error}
            field={`variants.${index}.names`}
          />
          <CheckField
            label={t('backOffice.catalogue.option.remove')}
            checked={draft.removed.includes(variant.id)}
            onChange={(remove) =>
              edit({
                removed: remove
                  ? [...draft.removed, variant.id]
                  : draft.removed.filter((id) => id !== variant.id),
              })
            }
          />
          {refusalOfRemoval(draft.removed.indexOf(variant.id))}
        </chakra.fieldset>
      ))}
      {draft.added.map((option, index) => (
        <NewOptionFields
          key={option.key}
          value={option}
          onChange={(next) => edit({ added: draft.added.map((o, i) => (i === index ? next : o)) })}
          onDrop={() => edit({ added: draft.added.filter((_, i) => i !== index) })}
          error={save.error}
          field={`newVariants.${index}`}
        />
      ))}
      <chakra.button
        type="button"
        justifySelf="start"
        onClick={() => edit({ added: [...draft.added, newOptionDraft()] })}
        {...outlineButton}
      >
        {t('backOffice.catalogue.option.add')}
      </chakra.button>
      <TextsFields value={draft.texts} onChange={(texts) => edit({ texts })} error={save.error} />
    </StaffForm>
  )

  /** Why the shop kept an option marked for removal, beside it. */
  function refusalOfRemoval(index: number) {
    const problem = index >= 0 ? refusal(save.error, `removeVariants.${index}`) : undefined
    return problem ? (
      <chakra.p color={problemColour} aria-invalid="true" tabIndex={-1}>
        {problem}
      </chakra.p>
    ) : null
  }
}
