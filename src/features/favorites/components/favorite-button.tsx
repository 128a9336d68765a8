import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { isShopFailure } from '../../../api/client'
import { HeartIcon } from '../../../components/action-icons'
import { ShopFailure } from '../../../components/shop-failure'
import type { CallRequest } from '../../../contract/call'
import type { favoriteAddCall } from '../../../contract/favorites'
import { useIntl, useLanguage } from '../../../i18n/use-intl'
import { useLoginToken } from '../../../lib/login-token'
import { defineStyles, WithStyles } from '../../../lib/static-styles'
import type { OutboxProduct } from '../../../lib/outbox/outbox-queue'
import { useQueuedWrites } from '../../../lib/outbox/use-outbox-entries'
import { useOutboxWrite, type WriteOutcome } from '../../../lib/outbox/use-outbox-write'
import { actionStatus, iconButton, textLink } from '../../../theme/styles'
import { favoriteStateQueryOptions, favoriteWrite, unfavoriteWrite } from '../api/favorite-calls'
import { favoriteMessages } from '../messages'

type FavoriteBody = CallRequest<typeof favoriteAddCall>

const favoriteStyles = defineStyles({
  button: iconButton,
  chosen: { ...iconButton, color: '#be123c' },
  // A line kept for what it says: the page does not move when it speaks.
  said: { ...actionStatus, minH: '5' },
  link: textLink,
})

interface FavoriteButtonProps {
  pid: number
  product: OutboxProduct
  /** The product page's own path, to come back to after logging in. */
  returnPath: string
}

/**
 * The product's favourite toggle (`aria-pressed`). It shows the visitor's change at once, also
 * offline while the change waits in the outbox; a visitor without a login is told how to keep
 * favourites.
 */
export function FavoriteButton({ pid, product, returnPath }: FavoriteButtonProps) {
  const { t } = useIntl(favoriteMessages)
  const { lang } = useLanguage()
  const token = useLoginToken()
  const [said, setSaid] = useState<'login' | 'added' | 'removed' | 'queued' | null>(null)
  const stored = useQuery({
    ...favoriteStateQueryOptions(lang, token ?? '', pid),
    enabled: Boolean(token),
  }).data
  const thisProduct = ({ body }: { body: FavoriteBody }) => Number(body.pid) === pid
  // The latest change still waiting decides what the button shows.
  const waiting = [
    ...useQueuedWrites<FavoriteBody>('favorite', thisProduct).map((w) => ({ ...w, on: true })),
    ...useQueuedWrites<FavoriteBody>('unfavorite', thisProduct).map((w) => ({ ...w, on: false })),
  ].sort((a, b) => a.variables.actedAt - b.variables.actedAt)
  const pressed = waiting.at(-1)?.on ?? stored ?? false
  const heard = (on: boolean) => (outcome: WriteOutcome) =>
    setSaid(outcome === 'queued' ? 'queued' : on ? 'added' : 'removed')
  const adding = useOutboxWrite(favoriteWrite, heard(true))
  const removing = useOutboxWrite(unfavoriteWrite, heard(false))
  const refusal = adding.error ?? removing.error
  // The shop answers `status: false` when the product already was (or was not) in the list.
  const unchanged =
    said === 'added' && adding.answer?.status === false
      ? t('account.favorite.already')
      : said === 'removed' && removing.answer?.status === false
        ? t('account.favorite.notThere')
        : null

  const toggle = () => {
    if (!token) {
      setSaid('login')
      return
    }
    setSaid(null)
    if (pressed) removing.send({ pid }, product)
    else adding.send({ pid }, product)
  }

  return (
    <WithStyles sheet={favoriteStyles}>
      {(className) => (
        <>
          <button
            type="button"
            aria-label={t('account.favorite.button')}
            aria-pressed={pressed}
            onClick={toggle}
            className={className(pressed ? 'chosen' : 'button')}
          >
            <HeartIcon fill={pressed ? 'currentColor' : 'none'} />
          </button>
          <p role="status" className={className('said')}>
            {said === 'login' ? (
              <>
                {t('account.favorite.login')}{' '}
                <Link
                  to="/account/login"
                  search={{ redirect: returnPath }}
                  className={className('link')}
                >
                  {t('account.favorite.loginLink')}
                </Link>
              </>
            ) : isShopFailure(refusal) ? (
              <ShopFailure error={refusal} outcome="save" />
            ) : refusal ? (
              refusal.message
            ) : (
              (unchanged ??
              (said === 'queued'
                ? t('account.favorite.queued')
                : said === 'added'
                  ? t('account.favorite.added')
                  : said === 'removed'
                    ? t('account.favorite.removed')
                    : ''))
            )}
          </p>
        </>
      )}
    </WithStyles>
  )
}
