import { Box } from '@chakra-ui/react/box'
import { chakra } from '@chakra-ui/react/styled-system'
import { keepPreviousData } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import { Pagination } from '../../../../components/pagination'
import { TextField } from '../../../../components/form/text-field'
import { useIntl } from '../../../../i18n/use-intl'
import { pageCount } from '../../../../lib/pagination'
import { outlineButton } from '../../../../theme/styles'
import { useStaffQuery } from '../../api/use-staff-query'
import { StaffWriteProblem } from '../../components/staff-write-problem'
import { serialListQuery, type SerialListSearch } from '../api/serial-queries'
import { backOfficeCatalogueMessages } from '../messages'
import type { AddressSearch } from '../../back-office-paths'

/** The registered serials, newest first, found by serial, seller or product. */
export function SerialList({ search, onSearch }: AddressSearch<SerialListSearch>) {
  const { t, date, code } = useIntl(backOfficeCatalogueMessages)
  const id = useId()
  const page = search.page ?? 1
  const [typed, setTyped] = useState(search.q ?? '')
  const answer = useStaffQuery(serialListQuery(search), { placeholderData: keepPreviousData })
  const find = (event: FormEvent) => {
    event.preventDefault()
    onSearch(typed.trim() ? { q: typed.trim() } : {})
  }
  const list = answer.data
  return (
    <chakra.section mt="4" aria-labelledby={`${id}-heading`}>
      <chakra.h2 id={`${id}-heading`} fontSize="xl" fontWeight="bold">
        {t('backOffice.catalogue.serials.list')}
      </chakra.h2>
      <chakra.form onSubmit={find} display="flex" flexWrap="wrap" gap="3" alignItems="end" mt="3">
        <Box flex="1" minW="12rem">
          <TextField
            name="q"
            type="search"
            label={t('backOffice.catalogue.serials.search')}
            value={typed}
            onChange={setTyped}
            autoComplete="off"
          />
        </Box>
        <chakra.button type="submit" {...outlineButton}>
          {t('backOffice.catalogue.serials.find')}
        </chakra.button>
      </chakra.form>
      <StaffWriteProblem error={answer.error} read />
      {list && (
        <>
          <chakra.p mt="3" color="fg.muted" role="status">
            {t('backOffice.catalogue.serials.count', { count: list.total })}
          </chakra.p>
          <chakra.ul listStyleType="none" p="0" mt="2">
            {list.data.map((serial) => (
              <chakra.li
                key={serial.serial}
                data-serial={serial.serial}
                py="2"
                borderBlockEndWidth="1px"
                borderColor="border"
              >
                <chakra.span fontWeight="bold">
                  <bdi dir="ltr">{code(serial.serial)}</bdi>
                </chakra.span>
                {' · '}
                <bdi>{serial.product.title}</bdi>
                {' · '}
                {t(`backOffice.catalogue.serials.type.${serial.productType}`)}
                <chakra.span display="block" textStyle="sm" color="fg.muted">
                  <bdi>{serial.seller}</bdi> ·{' '}
                  {t('backOffice.catalogue.serials.dates', {
                    registered: date(serial.registeredAt),
                    until: date(serial.warrantyUntil),
                  })}
                </chakra.span>
              </chakra.li>
            ))}
          </chakra.ul>
          <Pagination page={page} count={pageCount(list.total, list.per_page)} />
        </>
      )}
    </chakra.section>
  )
}
