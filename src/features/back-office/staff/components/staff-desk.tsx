import { Box } from '@chakra-ui/react/box'
import { Heading } from '@chakra-ui/react/heading'
import { chakra } from '@chakra-ui/react/styled-system'
import { useId, useState, type FormEvent } from 'react'
import { PagedList } from '../../../../components/paged-list'
import { SubmitButton, TextField } from '../../../../components/text-field'
import { roles, type AccountUser, type Role } from '../../../../contract/accounts'
import { setRoleCall, staffListCall } from '../../../../contract/back-office-staff'
import { useIntl } from '../../../../i18n/use-intl'
import { formField } from '../../../../theme/styles'
import { staffQueryOptions } from '../../api/staff-calls'
import { useStaffWrite } from '../../api/use-staff-write'
import { fieldProblem, StaffWriteProblem } from '../../components/staff-write-problem'
import { BackOfficeScreen } from '../../components/back-office-screen'
import { backOfficeMessages } from '../../messages'
import type { Staff } from '../../staff-context'
import { staffMessages } from '../messages'

/** The staff screen (admins). */
export function StaffScreen() {
  const { t } = useIntl(backOfficeMessages)
  return (
    <BackOfficeScreen title={t('backOffice.staff')}>
      {(staff) => <StaffDesk staff={staff} />}
    </BackOfficeScreen>
  )
}

/** Who is staff, and the form that gives an account a role. */
function StaffDesk({ staff }: { staff: Staff }) {
  const { t } = useIntl(staffMessages)
  return (
    <>
      <chakra.p mt="3" color="fg.muted">
        {t('staff.intro')}
      </chakra.p>
      <PagedList
        pageQuery={(lang, page) =>
          staffQueryOptions(staffListCall, { page }, { lang, token: staff.token })
        }
        empty={t('staff.none')}
        itemKey={(user) => user.id}
        item={(user: AccountUser) => <StaffRow user={user} />}
      />
      <RoleForm />
    </>
  )
}

function StaffRow({ user }: { user: AccountUser }) {
  const { t } = useIntl(backOfficeMessages)
  return (
    <chakra.p data-staff={user.email}>
      <bdi>{user.email}</bdi> · {t(`backOffice.role.${user.role}`)}
    </chakra.p>
  )
}

function RoleForm() {
  const { t } = useIntl(staffMessages)
  const names = useIntl(backOfficeMessages)
  const headingId = useId()
  const roleId = useId()
  const [email, setEmail] = useState('')
  const [role, setRole] = useState<Role>('staff')
  const save = useStaffWrite(setRoleCall, { changes: [staffListCall] })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    save.mutate({ email, role })
  }
  return (
    <chakra.section aria-labelledby={headingId} mt="10">
      <Heading as="h2" size="xl" id={headingId}>
        {t('staff.give')}
      </Heading>
      <chakra.form onSubmit={submit} display="grid" gap="3" mt="4" maxW="md">
        <TextField
          name="email"
          type="email"
          label={t('staff.email')}
          value={email}
          onChange={setEmail}
          autoComplete="off"
          problem={fieldProblem(save.error, 'email')}
          ltr
        />
        <Box>
          <chakra.label htmlFor={roleId} display="block" fontWeight="medium" mb="1">
            {t('staff.role')}
          </chakra.label>
          <chakra.select
            id={roleId}
            value={role}
            onChange={(event) => setRole(event.target.value as Role)}
            {...formField}
          >
            {roles.map((value) => (
              <option key={value} value={value}>
                {names.t(`backOffice.role.${value}`)}
              </option>
            ))}
          </chakra.select>
        </Box>
        <SubmitButton busy={save.isPending} label={t('staff.save')} busyLabel={t('staff.saving')} />
        <StaffWriteProblem error={save.error} />
        {save.data && (
          <chakra.p role="status" fontWeight="medium">
            {t('staff.saved', {
              email: save.data.user.email,
              role: names.t(`backOffice.role.${save.data.user.role}`),
            })}
          </chakra.p>
        )}
      </chakra.form>
    </chakra.section>
  )
}
