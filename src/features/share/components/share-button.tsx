import { Box } from '@chakra-ui/react/box'
import { chakra } from '@chakra-ui/react/styled-system'
import { useHydrated } from '@tanstack/react-router'
import { useId, useRef, useState, type ReactNode } from 'react'
import { TitledDialog } from '../../../components/titled-dialog'
import { useIntl } from '../../../i18n/use-intl'
import { defineStyles, WithStyles } from '../../../lib/static-styles'
import { formField, iconButton, outlineButton } from '../../../theme/styles'
import { shareMessages } from '../messages'

/** The networks a page is shared to, each in a window of its own size. */
const networks = [
  {
    name: 'Telegram',
    address: (url: string, title: string) =>
      `https://t.me/share/url?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}`,
    size: { width: 550, height: 400 },
  },
  {
    name: 'X',
    address: (url: string, title: string) =>
      `https://x.com/intent/post?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}`,
    size: { width: 550, height: 400 },
  },
  {
    // The professional network's window is larger.
    name: 'LinkedIn',
    address: (url: string) =>
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
    size: { width: 750, height: 600 },
  },
] as const

type Copy = 'idle' | 'copied' | 'failed'

/**
 * A button that opens the share dialog of the current page: three networks (each in a small
 * window), the device's own share sheet where the browser has one, and copying the link.
 */
/** The page's share button hydrates without style work; its dialog is made when opened. */
const shareStyles = defineStyles({ open: iconButton })

export function ShareButton({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useIntl(shareMessages)
  const dialog = useRef<HTMLDialogElement>(null)
  const [url, setUrl] = useState('')
  const [copy, setCopy] = useState<Copy>('idle')
  const open = () => {
    setUrl(window.location.href)
    setCopy('idle')
    dialog.current?.showModal()
  }
  const popUp = (network: (typeof networks)[number]) => {
    const { width, height } = network.size
    const left = Math.max(0, (window.screen.width - width) / 2)
    const top = Math.max(0, (window.screen.height - height) / 2)
    window.open(
      network.address(url, title),
      'share',
      `noopener,width=${width},height=${height},left=${left},top=${top}`,
    )
  }
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(url)
      setCopy('copied')
    } catch {
      setCopy('failed')
    }
  }
  const ids = useId()
  // The device's share sheet is known in the browser only: the server's page has no such button.
  const canShare = useHydrated() && 'share' in navigator
  return (
    <>
      <WithStyles sheet={shareStyles}>
        {(className) => (
          <button type="button" aria-haspopup="dialog" onClick={open} className={className('open')}>
            {children}
          </button>
        )}
      </WithStyles>
      <TitledDialog ref={dialog} title={t('share.title')}>
        <Box display="flex" flexDirection="column" gap="2" mt="4">
          {networks.map((network) => (
            <chakra.button
              key={network.name}
              type="button"
              onClick={() => popUp(network)}
              {...outlineButton}
            >
              {t('share.on', { network: network.name })}
            </chakra.button>
          ))}
          {canShare && (
            <chakra.button
              type="button"
              onClick={() => void navigator.share({ title, url }).catch(() => undefined)}
              {...outlineButton}
            >
              {t('share.device')}
            </chakra.button>
          )}
        </Box>
        <chakra.label display="block" textStyle="sm" mt="4" mb="1" htmlFor={`${ids}-link`}>
          {t('share.link')}
        </chakra.label>
        <Box display="flex" gap="2">
          <chakra.input
            id={`${ids}-link`}
            readOnly
            value={url}
            dir="ltr"
            onFocus={(event) => event.currentTarget.select()}
            {...formField}
          />
          <chakra.button type="button" onClick={() => void copyLink()} {...outlineButton}>
            {t('share.copy')}
          </chakra.button>
        </Box>
        <chakra.p role="status" textStyle="sm" mt="2" minH="5">
          {copy === 'copied' ? t('share.copied') : copy === 'failed' ? t('share.copyFailed') : ''}
        </chakra.p>
      </TitledDialog>
    </>
  )
}
