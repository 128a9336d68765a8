import { Box } from '@chakra-ui/react/box'
import { chakra } from '@chakra-ui/react/styled-system'
import { useState } from 'react'
import type { AuditEntry } from '../../../../contract/back-office-staff'
import { useIntl } from '../../../../i18n/use-intl'
import { DraftFields } from '../../components/draft-fields'
import { FilterBar } from '../../components/filter-bar'
import { StaffPagedList } from '../../components/staff-paged-list'
import { auditListQuery, type AuditSearch } from '../api/audit-queries'
import { recordChanges } from '../lib/record-changes'
import { auditMessages } from '../messages'
import type { AddressSearch } from '../../back-office-paths'

/** The audit, newest first, narrowed to a subject or an action. */
export function AuditList({ search, onSearch }: AddressSearch<AuditSearch>) {
  const { t } = useIntl(auditMessages)
  const filter = { subject: search.subject ?? '', action: search.action ?? '' }
  const [typed, setTyped] = useState(filter)
  const show = () => {
    const subject = typed.subject.trim()
    const action = typed.action.trim()
    onSearch({ ...(subject ? { subject } : {}), ...(action ? { action } : {}) })
  }
  return (
    <>
      <chakra.p mt="3" color="fg.muted">
        {t('audit.intro')}
      </chakra.p>
      <FilterBar columns="1fr 1fr" button={t('audit.filter')} onShow={show}>
        <DraftFields
          fields={(['subject', 'action'] as const).map((key) => ({
            key,
            label: t(`audit.${key}`),
            ltr: true,
          }))}
          value={typed}
          onChange={setTyped}
        />
      </FilterBar>
      <StaffPagedList
        page={search.page ?? 1}
        onPage={(page) => onSearch({ ...search, page })}
        pageRead={(page) => auditListQuery({ ...search, page })}
        empty={t('audit.none')}
        itemKey={(entry) => entry.id}
        item={(entry: AuditEntry) => <AuditRow entry={entry} />}
      />
    </>
  )
}

/** A record as the audit keeps it, laid out to read (JSON, left to right in every language). */
function Record({ label, json }: { label: string; json: string }) {
  const text = JSON.stringify(JSON.parse(json), null, 2)
  return (
    <Box>
      <chakra.p textStyle="sm" fontWeight="medium">
        {label}
      </chakra.p>
      <chakra.pre dir="ltr" textStyle="xs" whiteSpace="pre-wrap" bg="gray.50" p="2" rounded="md">
        {text}
      </chakra.pre>
    </Box>
  )
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const { t, date } = useIntl(auditMessages)
  return (
    <div data-audit-entry={entry.id}>
      <chakra.p fontWeight="semibold">
        <bdi>{entry.action}</bdi> · <bdi>{entry.subject}</bdi>
      </chakra.p>
      <chakra.p textStyle="sm" color="fg.muted">
        {t('audit.by', {
          who: entry.user_email,
          when: date(entry.created_at, { dateStyle: 'medium', timeStyle: 'short' }),
        })}
      </chakra.p>
      <Changes before={entry.before} after={entry.after} />
      <chakra.details mt="2">
        <chakra.summary cursor="pointer" textStyle="sm">
          {t('audit.records')}
        </chakra.summary>
        <Box display="grid" gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="3" mt="2">
          <Record label={t('audit.before')} json={entry.before} />
          <Record label={t('audit.after')} json={entry.after} />
        </Box>
      </chakra.details>
    </div>
  )
}

/** Each field the change changed: its value before, struck through, and after. */
function Changes({ before, after }: { before: string; after: string }) {
  const { t } = useIntl(auditMessages)
  const changes = recordChanges(before, after)
  if (changes.length === 0) {
    return (
      <chakra.p mt="2" textStyle="sm" color="fg.muted">
        {t('audit.unchanged')}
      </chakra.p>
    )
  }
  return (
    <Box mt="2">
      <chakra.p textStyle="sm" fontWeight="medium">
        {t('audit.changes')}
      </chakra.p>
      <chakra.ul listStyleType="none" p="0" m="0" textStyle="sm">
        {changes.map((change) => (
          <chakra.li key={change.field} data-change={change.field} py="0.5">
            <chakra.code dir="ltr" fontWeight="semibold">
              {change.field}
            </chakra.code>{' '}
            {change.before === undefined ? (
              <chakra.span color="fg.muted">({t('audit.added')})</chakra.span>
            ) : (
              <chakra.del dir="ltr" color="red.700" data-before="">
                {change.before}
              </chakra.del>
            )}{' '}
            {change.after === undefined ? (
              <chakra.span color="fg.muted">({t('audit.removed')})</chakra.span>
            ) : (
              <chakra.ins dir="ltr" color="green.800" textDecoration="none" data-after="">
                {change.after}
              </chakra.ins>
            )}
          </chakra.li>
        ))}
      </chakra.ul>
    </Box>
  )
}
