import { Box } from '@chakra-ui/react/box'
import { chakra } from '@chakra-ui/react/styled-system'
import { useQueryClient } from '@tanstack/react-query'
import { Link, useLocation } from '@tanstack/react-router'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { isShopFailure } from '../../../api/client'
import { CountBadge } from '../../../components/count-badge'
import { OutboxIcon } from '../../../components/icons'
import { ShopFailure } from '../../../components/shop-failure'
import { TitledDialog } from '../../../components/titled-dialog'
import { useIntl } from '../../../i18n/use-intl'
import {
  discardQueued,
  discardRefused,
  isQueued,
  isResent,
  isSentByWorker,
  takeUnannouncedWorkerSends,
  type OutboxKey,
  isOutboxWrite,
  type OutboxVariables,
  sendAgain,
} from '../../../lib/outbox/outbox-queue'
import { useOutboxEntries } from '../../../lib/outbox/use-outbox-entries'
import { sendsWhileClosed } from '../../../lib/outbox/worker-handoff'
import { refusalOf } from '../../../lib/outbox/write-refusal'
import { iconButton, outlineButton, problemColour, quietButton } from '../../../theme/styles'
import { outboxMessages } from '../messages'
import { ProductLink } from '../../../components/product-link'

/** How long "N items sent" stays on the screen. */
const sentShown = 4000

/**
 * The outbox in the header while it holds anything: a button with the count that opens the
 * list of what waits (each can be discarded) and of what the shop refused (sent again, or
 * discarded). Writes refused for an ended login are sent again at the next login (`startOutbox`). Once the
 * queue is empty, how many were sent is said politely.
 */
export function OutboxStatus() {
  const { t } = useIntl(outboxMessages)
  const queryClient = useQueryClient()
  const entries = useOutboxEntries()
  const dialog = useRef<HTMLDialogElement>(null)
  const count = entries.length
  const queued = entries.filter((write) => !write.error)
  const refused = entries.flatMap((write) =>
    write.error ? [{ ...write, refusal: refusalOf(write.error) }] : [],
  )
  const sent = useSentCount()

  // Following a link of the list (a product, the login page) leaves it.
  const { pathname } = useLocation()
  useEffect(() => {
    dialog.current?.close()
  }, [pathname])

  return (
    <>
      {count > 0 && (
        <chakra.button
          type="button"
          aria-haspopup="dialog"
          aria-label={t('outbox.open', { count })}
          onClick={() => dialog.current?.showModal()}
          data-outbox-count={count}
          {...iconButton}
        >
          <OutboxIcon />
          <CountBadge count={count} colour="amber.700" />
        </chakra.button>
      )}
      <Box
        role="status"
        aria-live="polite"
        position="fixed"
        insetInline="3"
        insetBlockStart="20"
        zIndex="20"
        display="flex"
        justifyContent="center"
        pointerEvents="none"
      >
        {sent > 0 && (
          <Box
            px="4"
            py="2"
            rounded="md"
            bg="green.700"
            color="white"
            boxShadow="md"
            textStyle="sm"
          >
            {t('outbox.sent', { count: sent })}
          </Box>
        )}
      </Box>
      <TitledDialog ref={dialog} title={t('outbox.title')} width="32rem">
        <chakra.p mt="2" color="fg.muted" textStyle="sm">
          {t('outbox.intro')}
        </chakra.p>
        {queued.length > 0 && sendsWhileClosed() && (
          <chakra.p mt="2" textStyle="sm" data-sent-while-closed>
            {t('outbox.sentWhileClosed')}
          </chakra.p>
        )}
        {count === 0 ? (
          <chakra.p mt="4">{t('outbox.empty')}</chakra.p>
        ) : (
          <chakra.ol listStyleType="none" p="0" mt="4" aria-label={t('outbox.title')}>
            {queued.map((write) => (
              <OutboxEntry
                key={write.variables.idempotencyKey}
                writeKey={write.key}
                variables={write.variables}
                state={
                  write.paused
                    ? t('outbox.waiting')
                    : write.shopBusy
                      ? t('outbox.busy')
                      : t('outbox.sending')
                }
                onDiscard={
                  write.paused ? () => discardQueued(queryClient, write.mutationId) : undefined
                }
              />
            ))}
            {refused.map((write) => (
              <OutboxEntry
                key={write.variables.idempotencyKey}
                writeKey={write.key}
                variables={write.variables}
                state={
                  write.refusal.reason === 'login' ? (
                    t('outbox.refused.login')
                  ) : isShopFailure(write.error) ? (
                    <ShopFailure error={write.error} outcome="save" />
                  ) : (
                    t(`outbox.refused.${write.refusal.reason}`, {
                      message: write.refusal.message,
                    })
                  )
                }
                refused
                onDiscard={() => discardRefused(queryClient, write.variables.idempotencyKey)}
                // Refused for what it says, it would be refused again: it is only discarded.
                onSendAgain={
                  write.refusal.reason === 'failed'
                    ? () => void sendAgain(queryClient, write)
                    : undefined
                }
                needsLogin={write.refusal.reason === 'login'}
              />
            ))}
          </chakra.ol>
        )}
      </TitledDialog>
    </>
  )
}

interface OutboxEntryProps {
  writeKey: OutboxKey
  variables: OutboxVariables
  /** Waiting, on its way, or why the shop refused it. */
  state: ReactNode
  refused?: boolean
  onDiscard?: () => void
  onSendAgain?: () => void
  needsLogin?: boolean
}

function OutboxEntry({
  writeKey,
  variables,
  state,
  refused = false,
  onDiscard,
  onSendAgain,
  needsLogin = false,
}: OutboxEntryProps) {
  const { t } = useIntl(outboxMessages)
  const { href } = useLocation()
  const { about } = variables
  const item = t(`outbox.kind.${writeKey[1]}`, { title: about.title })
  return (
    <chakra.li py="3" borderBlockEndWidth="1px" borderColor="border" data-outbox-entry>
      {about.unique ? (
        <ProductLink unique={about.unique} fontWeight="semibold">
          {item}
        </ProductLink>
      ) : (
        <chakra.span fontWeight="semibold">{item}</chakra.span>
      )}
      <chakra.p textStyle="sm" mt="1" color={refused ? problemColour : 'fg.muted'}>
        {state}
      </chakra.p>
      <Box display="flex" gap="2" mt="2" flexWrap="wrap">
        {needsLogin && (
          <chakra.a asChild {...outlineButton}>
            <Link to="/account/login" search={{ redirect: href }}>
              {t('outbox.login')}
            </Link>
          </chakra.a>
        )}
        {onSendAgain && (
          <chakra.button type="button" onClick={onSendAgain} {...outlineButton}>
            {t('outbox.sendAgain')}
          </chakra.button>
        )}
        {onDiscard && (
          <chakra.button
            type="button"
            aria-label={t('outbox.discardOf', { item })}
            onClick={onDiscard}
            {...quietButton}
          >
            {t('outbox.discard')}
          </chakra.button>
        )}
      </Box>
    </chakra.li>
  )
}

/**
 * How many queued writes were sent since the queue last emptied, while it is said (a few
 * seconds once the queue is empty); 0 otherwise. A write sent at once, never queued, is not
 * counted: the form that sent it says so.
 */
function useSentCount(): number {
  const queryClient = useQueryClient()
  const [shown, setShown] = useState(0)
  useEffect(() => {
    const cache = queryClient.getMutationCache()
    // Writes that waited: queued when this starts (read back from the device), or since.
    const waited = new Set(
      cache
        .getAll()
        .filter(isQueued)
        .map((m) => m.mutationId),
    )
    let hide: ReturnType<typeof setTimeout> | undefined
    const say = (count: number) => {
      clearTimeout(hide)
      setShown(count)
      hide = setTimeout(() => setShown(0), sentShown)
    }
    // What the service worker sent, taken over before this started, is said now.
    let sent = takeUnannouncedWorkerSends()
    if (sent > 0 && !cache.getAll().some(isQueued)) {
      say(sent)
      sent = 0
    }
    const stop = cache.subscribe((event) => {
      // Added while already pending: read back from the device, so it waited.
      // Sent again from the list: it waited there.
      if (event.type === 'added' && (isQueued(event.mutation) || isResent(event.mutation))) {
        waited.add(event.mutation.mutationId)
      }
      // Sent by the service worker while it waited (the shop may have been closed meanwhile).
      const sentByWorker = event.type === 'removed' && isSentByWorker(event.mutation)
      if (!sentByWorker) {
        if (event.type !== 'updated' || !isOutboxWrite(event.mutation)) return
        const { mutationId } = event.mutation
        if (event.action.type === 'pause') waited.add(mutationId)
        if (event.action.type !== 'success' || !waited.delete(mutationId)) return
      }
      sent += sentByWorker ? takeUnannouncedWorkerSends() : 1
      // Nothing new (said when this started), or more waits: nothing to say yet.
      if (sent === 0 || cache.getAll().some(isQueued)) return
      say(sent)
      sent = 0
    })
    return () => {
      stop()
      clearTimeout(hide)
    }
  }, [queryClient])
  return shown
}
