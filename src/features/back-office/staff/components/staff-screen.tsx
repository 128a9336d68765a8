import { Box } from '@chakra-ui/react/box'
import { CheckField } from '../../../../components/form/check-field'
import { ChoiceField } from '../../../../components/form/choice-field'
import { useFieldRefusal } from '../../../../components/form/field-refusal'
import { TitledSection } from '../../../../components/titled-section'
import { chakra } from '@chakra-ui/react/styled-system'
import { useState } from 'react'
import { type AccountUser } from '../../../../contract/accounts'
import { areasOf, roles, staffAreas, type Role, type StaffArea } from '../../../../contract/roles'
import { setAreasCall, setRoleCall } from '../../../../contract/back-office-staff'
import { useIntl } from '../../../../i18n/use-intl'
import { outlineButton } from '../../../../theme/styles'
import { useStaffWrite } from '../../api/use-staff-write'
import { StaffWriteProblem } from '../../components/staff-write-problem'
import { DraftFields } from '../../components/draft-fields'
import { StaffForm } from '../../components/staff-form'
import { sectionScreen } from '../../components/back-office-screen'
import { StaffPagedList } from '../../components/staff-paged-list'
import { backOfficeMessages } from '../../messages'
import type { AddressPaging } from '../../back-office-paths'
import { staffKeys, staffListQuery } from '../api/staff-queries'
import { staffMessages } from '../messages'

/** The staff screen (admins). */
export const StaffScreen = sectionScreen('backOffice.staff', StaffList)

/** Who is staff, and the form that gives an account a role. */
function StaffList({ page, onPage }: AddressPaging) {
  const { t } = useIntl(staffMessages)
  return (
    <>
      <chakra.p mt="3" color="fg.muted">
        {t('staff.intro')}
      </chakra.p>
      <StaffPagedList
        pageRead={staffListQuery}
        page={page ?? 1}
        onPage={onPage}
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
    <Box data-staff={user.email}>
      <chakra.p>
        <bdi>{user.email}</bdi> · {t(`backOffice.role.${user.role}`)}
      </chakra.p>
      {user.role === 'staff' && <AreasForm user={user} />}
    </Box>
  )
}

/** The back-office areas a staff member works in, ticked, and saved together. */
function AreasForm({ user }: { user: AccountUser }) {
  const { t } = useIntl(staffMessages)
  const [areas, setAreas] = useState<StaffArea[]>(() => areasOf(user.areas))
  const save = useStaffWrite(setAreasCall, { changes: [staffKeys.all] })
  return (
    <chakra.form
      mt="2"
      onSubmit={(event) => {
        event.preventDefault()
        save.mutate({ email: user.email, areas })
      }}
    >
      <chakra.fieldset display="flex" flexWrap="wrap" gap="4" alignItems="center">
        <chakra.legend srOnly>{t('staff.areasOf', { email: user.email })}</chakra.legend>
        {staffAreas.map((area) => (
          <CheckField
            key={area}
            inline
            name="areas"
            value={area}
            label={t(`staff.area.${area}`)}
            checked={areas.includes(area)}
            onChange={(checked) =>
              setAreas(checked ? [...areas, area] : areas.filter((a) => a !== area))
            }
          />
        ))}
        <chakra.button type="submit" disabled={save.isPending} {...outlineButton}>
          {t('staff.saveAreas')}
        </chakra.button>
      </chakra.fieldset>
      <StaffWriteProblem error={save.error} />
      {save.isSuccess && (
        <chakra.p role="status" textStyle="sm">
          {t('staff.areasSaved')}
        </chakra.p>
      )}
    </chakra.form>
  )
}

function RoleForm() {
  const { t } = useIntl(staffMessages)
  const refusal = useFieldRefusal()
  const names = useIntl(backOfficeMessages)
  const [typed, setTyped] = useState({ email: '' })
  const [role, setRole] = useState<Role>('staff')
  const save = useStaffWrite(setRoleCall, { changes: [staffKeys.all] })
  return (
    <TitledSection title={t('staff.give')}>
      <StaffForm
        write={save}
        onSend={() => save.mutate({ email: typed.email, role })}
        label={t('staff.save')}
        busyLabel={t('staff.saving')}
        done={
          save.data &&
          t('staff.saved', {
            email: save.data.user.email,
            role: names.t(`backOffice.role.${save.data.user.role}`),
          })
        }
      >
        <DraftFields
          fields={[{ key: 'email', type: 'email', label: t('staff.email'), ltr: true }]}
          value={typed}
          onChange={setTyped}
          error={save.error}
        />
        <ChoiceField
          name="role"
          label={t('staff.role')}
          value={role}
          choices={roles.map((value) => ({ value, label: names.t(`backOffice.role.${value}`) }))}
          onChange={setRole}
          problem={refusal(save.error, 'role')}
        />
      </StaffForm>
    </TitledSection>
  )
}
