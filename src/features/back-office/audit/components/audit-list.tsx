import { Box } from '@chakra-ui/react/box'
import { chakra } from '@chakra-ui/react/styled-system'
import { useState, type FormEvent } from 'react'
import { PagedList } from '../../../../components/paged-list'
import { TextField } from '../../../../components/text-field'
import { auditListCall, type AuditEntry } from '../../../../contract/back-office-staff'
import { useIntl } from '../../../../i18n/use-intl'
import { outlineButton } from '../../../../theme/styles'
import { staffQueryOptions } from '../../api/staff-calls'
import type { Staff } from '../../staff-context'
import { auditMessages } from '../messages'

/** The audit, newest first, narrowed to a subject or an action. */
export function AuditList({ staff }: { staff: Staff }) {
  const { t } = useIntl(auditMessages)
  const [typed, setTyped] = useState({ subject: '', action: '' })
  const [filter, setFilter] = useState(typed)
  const [page, setPage] = useState(1)
  const show = (event: FormEvent) => {
    event.preventDefault()
    setFilter({ subject: typed.subject.trim(), action: typed.action.trim() })
    setPage(1)
  }
  return (
    <>
      <chakra.p mt="3" color="fg.muted">
        {t('audit.intro')}
      </chakra.p>
      <chakra.form
        onSubmit={show}
        display="grid"
        gridTemplateColumns={{ base: '1fr', md: '1fr 1fr auto' }}
        alignItems="end"
        gap="3"
        mt="4"
      >
        <TextField
          name="subject"
          label={t('audit.subject')}
          value={typed.subject}
          onChange={(subject) => setTyped({ ...typed, subject })}
          autoComplete="off"
          ltr
        />
        <TextField
          name="action"
          label={t('audit.action')}
          value={typed.action}
          onChange={(action) => setTyped({ ...typed, action })}
          autoComplete="off"
          ltr
        />
        <chakra.button type="submit" {...outlineButton}>
          {t('audit.filter')}
        </chakra.button>
      </chakra.form>
      <PagedList
        page={page}
        onPage={setPage}
        pageQuery={(lang, at) =>
          staffQueryOptions(
            auditListCall,
            {
              page: at,
              ...(filter.subject ? { subject: filter.subject } : {}),
              ...(filter.action ? { action: filter.action } : {}),
            },
            { lang, token: staff.token },
          )
        }
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
      <Box display="grid" gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="3" mt="2">
        <Record label={t('audit.before')} json={entry.before} />
        <Record label={t('audit.after')} json={entry.after} />
      </Box>
    </div>
  )
}
