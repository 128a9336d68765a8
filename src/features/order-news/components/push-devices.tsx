import { chakra } from '@chakra-ui/react/styled-system'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { callApi } from '../../../api/client'
import { ReadPending } from '../../../components/retry-notice'
import { TitledSection } from '../../../components/titled-section'
import { pushUnsubscribeCall, type PushDevice } from '../../../contract/push'
import { useIntl, useLanguage } from '../../../i18n/use-intl'
import { useIdempotencyKey } from '../../../lib/idempotency-key'
import { unsubscribeThisDevice } from '../../../lib/push-subscription'
import { quietButton } from '../../../theme/styles'
import { pushDevicesQueryOptions, thisDeviceQueryOptions } from '../api/order-news'
import { orderNewsMessages } from '../messages'
import { OrderNewsButton } from './order-news-button'

/**
 * The account's devices told of its orders, this one marked, each removed with a press (this
 * one's subscription ends in the browser too); and the button that turns this device on.
 */
export function PushDevices({ token }: { token: string }) {
  const { t } = useIntl(orderNewsMessages)
  const { lang } = useLanguage()
  const devices = useQuery(pushDevicesQueryOptions(lang, token))
  const thisDevice = useQuery(thisDeviceQueryOptions())
  return (
    <TitledSection title={t('orderNews.devices.title')}>
      {devices.data ? (
        devices.data.length === 0 ? (
          <chakra.p mt="3">{t('orderNews.devices.none')}</chakra.p>
        ) : (
          <chakra.ul listStyleType="none" p="0" mt="3">
            {devices.data.map((device) => (
              <DeviceItem
                key={device.id}
                device={device}
                token={token}
                isThis={device.endpoint === thisDevice.data}
              />
            ))}
          </chakra.ul>
        )
      ) : (
        <ReadPending read={devices} />
      )}
      <OrderNewsButton />
    </TitledSection>
  )
}

function DeviceItem({
  device,
  token,
  isThis,
}: {
  device: PushDevice
  token: string
  isThis: boolean
}) {
  const { t, date } = useIntl(orderNewsMessages)
  const { lang } = useLanguage()
  const queryClient = useQueryClient()
  // Kept until the shop answers: a press again after a lost answer is the same removal.
  const removalKey = useIdempotencyKey()
  const remove = useMutation({
    networkMode: 'always',
    mutationFn: async () => {
      await callApi(
        pushUnsubscribeCall,
        { id: device.id },
        { lang, token, idempotencyKey: removalKey.keyFor(device.id) },
      )
      removalKey.answered()
      if (isThis) await unsubscribeThisDevice()
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['account', 'push-devices'] })
      void queryClient.invalidateQueries({ queryKey: ['push', 'this-device'] })
    },
  })
  const name =
    device.browser && device.system
      ? t('orderNews.devices.device', { browser: device.browser, system: device.system })
      : device.browser || device.system || t('orderNews.devices.unknown')
  return (
    <chakra.li
      data-push-device={device.id}
      display="flex"
      alignItems="center"
      justifyContent="space-between"
      gap="3"
      py="2"
      borderBlockEndWidth="1px"
      borderColor="border"
    >
      <div>
        <chakra.span fontWeight="semibold">{name}</chakra.span>
        {isThis && (
          <chakra.span ms="2" textStyle="sm" color="fg.muted">
            {t('orderNews.devices.this')}
          </chakra.span>
        )}
        <chakra.p textStyle="sm" color="fg.muted">
          {t('orderNews.devices.since', { date: date(device.created_at) })}
        </chakra.p>
        {remove.isError && (
          <chakra.p role="alert" textStyle="sm">
            {t('orderNews.devices.removeFailed')}
          </chakra.p>
        )}
      </div>
      <chakra.button
        type="button"
        disabled={remove.isPending}
        onClick={() => remove.mutate()}
        aria-label={t('orderNews.devices.removeNamed', { device: name })}
        {...quietButton}
      >
        {t('orderNews.devices.remove')}
      </chakra.button>
    </chakra.li>
  )
}
