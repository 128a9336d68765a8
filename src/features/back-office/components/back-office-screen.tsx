import type { ComponentType, ReactNode } from 'react'
import { Screen } from '../../../components/screen'
import { useIntl } from '../../../i18n/use-intl'
import { backOfficeMessages, type BackOfficeMessageId } from '../messages'

/**
 * One back-office screen: its heading (the name of its section, `backOffice.orders`, unless it
 * has a title of its own) and what it shows for the staff member.
 */
export function BackOfficeScreen({
  children,
  ...heading
}: ({ section: BackOfficeMessageId } | { title: string }) & { children: ReactNode }) {
  const { t } = useIntl(backOfficeMessages)
  return <Screen title={'title' in heading ? heading.title : t(heading.section)}>{children}</Screen>
}

/** The screen of a section (`/admin/audit`): its name over its content, given the route's props. */
export function sectionScreen<Props extends object>(
  section: BackOfficeMessageId,
  Content: ComponentType<Props>,
) {
  return function SectionScreen(props: Props) {
    return (
      <BackOfficeScreen section={section}>
        <Content {...props} />
      </BackOfficeScreen>
    )
  }
}
