import { useFieldRefusal } from '../../../../components/form/field-refusal'
import { chakra } from '@chakra-ui/react/styled-system'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { FileField, pictureTypes } from '../../../../components/form/file-field'
import {
  backOfficeProductCreateCall,
  picturesMax,
} from '../../../../contract/back-office-catalogue'
import type { CallRequest } from '../../../../contract/call'
import { useIntl } from '../../../../i18n/use-intl'
import { useStaffWrite } from '../../api/use-staff-write'
import { DraftFields } from '../../components/draft-fields'
import { StaffForm } from '../../components/staff-form'
import { productKeys } from '../api/product-queries'
import { backOfficeCatalogueMessages } from '../messages'
import { base64Of, usePreviews } from '../lib/picture-files'
import { CategoryField } from './category-field'
import { PricingFields, type PricingDraft } from './pricing-fields'
import { emptyTexts, TextsFields, type TextsByLanguage } from './texts-fields'

export function NewProductForm() {
  const { t } = useIntl(backOfficeCatalogueMessages)
  const refusal = useFieldRefusal()
  const [names, setNames] = useState({ uniqueId: '', model: '' })
  const [category, setCategory] = useState('')
  const [pricing, setPricing] = useState<PricingDraft>({ price: '', discount: '0', depo: '0' })
  const [texts, setTexts] = useState<TextsByLanguage>(emptyTexts)
  const [files, setFiles] = useState<File[]>([])
  const previews = usePreviews(files)
  const create = useStaffWrite(backOfficeProductCreateCall, {
    changes: [productKeys.all],
  })
  const send = () =>
    void Promise.all(files.map(async (f) => ({ data: await base64Of(f) }))).then((pictures) =>
      create.mutate({
        ...names,
        category,
        pricing,
        texts,
        pictures,
      } as CallRequest<typeof backOfficeProductCreateCall>),
    )
  const pictureProblem =
    refusal(create.error, 'pictures') ??
    files.map((_, i) => refusal(create.error, `pictures.${i}.data`)).find(Boolean)
  /** The product's name in its address, or its model: typed as written, left to right. */
  const nameField = (key: keyof typeof names) => (
    <DraftFields
      fields={[{ key, label: t(`backOffice.catalogue.${key}`), ltr: true }]}
      value={names}
      onChange={setNames}
      error={create.error}
    />
  )
  return (
    <StaffForm
      write={create}
      onSend={send}
      label={t('backOffice.catalogue.create')}
      busyLabel={t('backOffice.catalogue.saving')}
      done={
        create.data && (
          <>
            {t('backOffice.catalogue.created', { uniqueId: create.data.product.uniqueId })}{' '}
            <Link to="/admin/products/$id" params={{ id: String(create.data.product.id) }}>
              {create.data.product.uniqueId}
            </Link>
          </>
        )
      }
      gap="5"
      maxW="3xl"
    >
      <chakra.p>
        <Link to="/admin/products">{t('backOffice.catalogue.back')}</Link>
      </chakra.p>
      {nameField('uniqueId')}
      <CategoryField
        value={category}
        onChange={setCategory}
        problem={refusal(create.error, 'category')}
      />
      {nameField('model')}
      <PricingFields value={pricing} onChange={setPricing} error={create.error} field="pricing" />
      <TextsFields value={texts} onChange={setTexts} error={create.error} />
      <chakra.div>
        <FileField
          name="pictures"
          label={t('backOffice.catalogue.pictures')}
          accept={pictureTypes}
          multiple
          onFiles={(chosen) => setFiles(chosen.slice(0, picturesMax))}
          problem={pictureProblem}
        />
        <chakra.div display="flex" gap="2" flexWrap="wrap" mt="2">
          {previews.map((url, index) => (
            <chakra.img
              key={url}
              src={url}
              alt={files[index]?.name ?? ''}
              width="24"
              height="24"
              objectFit="cover"
            />
          ))}
        </chakra.div>
      </chakra.div>
    </StaffForm>
  )
}
