import { ChoiceField } from '../../../../components/form/choice-field'
import { FileField } from '../../../../components/form/file-field'
import { useFieldRefusal } from '../../../../components/form/field-refusal'
import { chakra } from '@chakra-ui/react/styled-system'
import { useState } from 'react'
import { DraftFields } from '../../components/draft-fields'
import { ApiCallError } from '../../../../api/client'
import { productTypes } from '../../../../contract/authenticity'
import {
  serialRegisterCall,
  serialsCsvCall,
  serialsCsvHeader,
} from '../../../../contract/back-office-catalogue'
import type { CallRequest } from '../../../../contract/call'
import { useIntl } from '../../../../i18n/use-intl'
import { problemColour } from '../../../../theme/styles'
import { useStaffWrite } from '../../api/use-staff-write'
import { BackOfficeScreen } from '../../components/back-office-screen'
import { DayField } from '../../../../components/form/day-field'
import { StaffForm } from '../../components/staff-form'
import { backOfficeCatalogueMessages } from '../messages'
import { serialKeys, type SerialListSearch } from '../api/serial-queries'
import { SerialList } from './serial-list'
import type { AddressSearch } from '../../back-office-paths'

/** The serials area: those registered, found by a search; register one, or a CSV file of them. */
export function SerialsScreen(props: AddressSearch<SerialListSearch>) {
  return (
    <BackOfficeScreen section="backOffice.serials">
      {/* Its form starts from the address again when another search is shown (Back). */}
      <SerialList key={props.search.q ?? ''} {...props} />
      <RegisterOne />
      <RegisterFile />
    </BackOfficeScreen>
  )
}

type Registration = CallRequest<typeof serialRegisterCall>
const typedNames = ['serial', 'product', 'seller'] as const
const dayNames = ['registered_at', 'warranty_until'] as const
const labels = {
  serial: 'backOffice.catalogue.serials.serial',
  product: 'backOffice.catalogue.serials.product',
  seller: 'backOffice.catalogue.serials.seller',
  registered_at: 'backOffice.catalogue.serials.registered',
  warranty_until: 'backOffice.catalogue.serials.warranty',
} as const

function RegisterOne() {
  const { t } = useIntl(backOfficeCatalogueMessages)
  const refusal = useFieldRefusal()
  const [form, setForm] = useState<Registration>({
    serial: '',
    product_type: 'iron',
    product: '',
    seller: '',
    registered_at: '',
    warranty_until: '',
  })
  const save = useStaffWrite(serialRegisterCall, { changes: [serialKeys.all] })
  return (
    <StaffForm
      write={save}
      onSend={() => save.mutate(form)}
      label={t('backOffice.catalogue.serials.register')}
      busyLabel={t('backOffice.catalogue.saving')}
      done={
        save.data && t('backOffice.catalogue.serials.registered.done', { serial: save.data.serial })
      }
    >
      <chakra.h2 fontSize="xl" fontWeight="bold">
        {t('backOffice.catalogue.serials.one')}
      </chakra.h2>
      <ChoiceField
        name="product_type"
        label={t('backOffice.catalogue.serials.type')}
        value={form.product_type}
        choices={productTypes.map((type) => ({
          value: type,
          label: t(`backOffice.catalogue.serials.type.${type}`),
        }))}
        onChange={(product_type) => setForm({ ...form, product_type })}
        problem={refusal(save.error, 'product_type')}
      />
      <DraftFields
        fields={typedNames.map((key) => ({ key, label: t(labels[key]), ltr: key !== 'seller' }))}
        value={form}
        onChange={setForm}
        error={save.error}
      />
      {dayNames.map((name) => (
        <DayField
          key={name}
          name={name}
          label={t(labels[name])}
          value={form[name]}
          onChange={(value) => setForm({ ...form, [name]: value })}
          problem={refusal(save.error, name)}
        />
      ))}
    </StaffForm>
  )
}

/** A refused line of a file: its number (none for the whole file) and the column at fault. */
interface BadLine {
  key: string
  line?: number
  column?: keyof typeof labels
}

/** The refused lines of a file, in line order (`line 3` before `line 12`). */
function badLines(error: Error | null): BadLine[] {
  if (!(error instanceof ApiCallError) || !error.fields) return []
  return Object.keys(error.fields)
    .map((key): BadLine => {
      const [, line, column] = /^line (\d+)(?:\.(\w+))?$/.exec(key) ?? []
      return {
        key,
        line: line === undefined ? undefined : Number(line),
        column: column && column in labels ? (column as keyof typeof labels) : undefined,
      }
    })
    .sort((a, b) => (a.line ?? 0) - (b.line ?? 0))
}

function RegisterFile() {
  const { t } = useIntl(backOfficeCatalogueMessages)
  const refusal = useFieldRefusal()
  const [file, setFile] = useState<File | undefined>()
  const send = useStaffWrite(serialsCsvCall, { changes: [serialKeys.all] })
  const lines = badLines(send.error)
  return (
    <StaffForm
      write={send}
      onSend={() => {
        if (file) void file.text().then((csv) => send.mutate({ csv }))
      }}
      label={t('backOffice.catalogue.serials.upload')}
      busyLabel={t('backOffice.catalogue.saving')}
      refused={
        lines.length > 0 && (
          <chakra.section aria-label={t('backOffice.catalogue.serials.badLines')}>
            <chakra.ul color={problemColour} ps="5" listStyleType="disc">
              {lines.map(({ key, line, column }) => (
                <chakra.li key={key} data-bad-line={key}>
                  {line === undefined
                    ? t('backOffice.catalogue.serials.wholeFile')
                    : t('backOffice.catalogue.serials.line', { line })}
                  {column && ` (${t(labels[column])})`}: {refusal(send.error, key)}
                </chakra.li>
              ))}
            </chakra.ul>
          </chakra.section>
        )
      }
      done={send.data && t('backOffice.catalogue.serials.written', { count: send.data.written })}
      mt="10"
      maxW="2xl"
    >
      <chakra.h2 fontSize="xl" fontWeight="bold">
        {t('backOffice.catalogue.serials.csv')}
      </chakra.h2>
      {/* The header is one long word: it breaks anywhere rather than widen a phone's screen. */}
      <chakra.p color="fg.muted" overflowWrap="anywhere">
        {t('backOffice.catalogue.serials.csvHint', { header: serialsCsvHeader })}
      </chakra.p>
      <FileField
        name="csv"
        label={t('backOffice.catalogue.serials.file')}
        accept=".csv,text/csv"
        onFiles={([chosen]) => setFile(chosen)}
      />
    </StaffForm>
  )
}
