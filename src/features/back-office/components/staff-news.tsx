import { Heading } from '@chakra-ui/react/heading'
import { chakra } from '@chakra-ui/react/styled-system'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { callApi } from '../../../api/client'
import { CheckField } from '../../../components/form/check-field'
import {
  pushSubscribeCall,
  staffNews,
  staffNewsArea,
  staffPushNewsCall,
  type StaffNews,
} from '../../../contract/push'
import { mayWorkIn } from '../../../contract/roles'
import { useIntl, useLanguage } from '../../../i18n/use-intl'
import { useIdempotencyKey } from '../../../lib/idempotency-key'
import {
  BrowserPushError,
  pushPermission,
  subscribeThisDevice,
} from '../../../lib/push-subscription'
import { pushKeyQuery, staffDevicesQuery, thisDeviceQuery } from '../api/push-news-queries'
import { useStaffQuery } from '../api/use-staff-query'
import { backOfficeMessages } from '../messages'
import { useStaff } from '../staff-context'

/**
 * "Notifications on this device": the news of the staff member's areas (new orders, questions
 * waiting) this device is told of, each turned on and off with a box. The first box ticked asks
 * the browser's permission and turns the device on for their account.
 */
export function StaffNewsChoice() {
  const { t } = useIntl(backOfficeMessages)
  const { user, token } = useStaff()
  const { lang } = useLanguage()
  const queryClient = useQueryClient()
  const [permission, setPermission] = useState(pushPermission)
  const key = useStaffQuery(pushKeyQuery(), { enabled: permission !== 'unsupported' })
  const devices = useStaffQuery(staffDevicesQuery(), { enabled: permission === 'granted' })
  const thisDevice = useQuery({ ...thisDeviceQuery(), enabled: permission === 'granted' })
  const [problem, setProblem] = useState<'refused' | 'browserFailed' | 'failed'>()
  // Each kept until the shop answers: a box pressed again after a lost answer is the same change.
  const subscribeKey = useIdempotencyKey()
  const newsKey = useIdempotencyKey()
  const offered = staffNews.filter((news) => mayWorkIn(user, staffNewsArea[news]))
  const told =
    devices.data?.devices.find((device) => device.endpoint === thisDevice.data)?.news ?? []

  const change = useMutation({
    networkMode: 'always',
    mutationFn: async (news: StaffNews[]) => {
      const publicKey = key.data?.publicKey
      if (!publicKey) return false
      const subscription = await subscribeThisDevice(publicKey)
      setPermission(pushPermission())
      if (!subscription) return false
      const subscribed = { subscription, lang }
      await callApi(pushSubscribeCall, subscribed, {
        lang,
        token,
        idempotencyKey: subscribeKey.keyFor(subscribed),
      })
      subscribeKey.answered()
      const chosen = { endpoint: subscription.endpoint, news }
      await callApi(staffPushNewsCall, chosen, {
        lang,
        token,
        idempotencyKey: newsKey.keyFor(chosen),
      })
      newsKey.answered()
      return true
    },
    onMutate: () => setProblem(undefined),
    onSuccess: async (done) => {
      if (!done) setProblem('refused')
      await queryClient.invalidateQueries({ queryKey: ['push-devices'] })
      await queryClient.invalidateQueries({ queryKey: ['this-device'] })
    },
    onError: (error) => setProblem(error instanceof BrowserPushError ? 'browserFailed' : 'failed'),
  })

  if (offered.length === 0 || key.data?.publicKey === null) return null
  const note = (text: string) => (
    <chakra.p role="status" mt="2" textStyle="sm" color="fg.muted">
      {text}
    </chakra.p>
  )
  return (
    <chakra.section mt="6" aria-labelledby="staff-news-heading" data-staff-news="">
      <Heading as="h2" size="lg" id="staff-news-heading">
        {t('backOffice.news.heading')}
      </Heading>
      {permission === 'unsupported' ? (
        note(t('backOffice.news.unsupported'))
      ) : (
        <>
          {offered.map((news) => (
            <CheckField
              key={news}
              label={t(`backOffice.news.${news}`)}
              checked={told.includes(news)}
              disabled={!key.data || change.isPending || permission === 'denied'}
              onChange={(checked) =>
                change.mutate(checked ? [...told, news] : told.filter((each) => each !== news))
              }
            />
          ))}
          {permission === 'denied' && note(t('backOffice.news.denied'))}
          {problem && (
            <chakra.p role="alert" mt="2" textStyle="sm">
              {t(`backOffice.news.${problem}`)}
            </chakra.p>
          )}
        </>
      )}
    </chakra.section>
  )
}
