import { chakra, type HTMLChakraProps } from '@chakra-ui/react/styled-system'
import { useRouter } from '@tanstack/react-router'
import type { MouseEvent } from 'react'

type AppLinkProps = HTMLChakraProps<'a'> & { href: string }

/** True for a path of this shop (not another site, not mail or phone). */
export function isShopPath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//')
}

/**
 * A link to an address that comes from data (menus, CMS): a shop path navigates inside the app,
 * anything else is an ordinary link.
 */
export function AppLink({ href, onClick, ...props }: AppLinkProps) {
  const router = useRouter()
  const internal = isShopPath(href)
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (!internal || event.defaultPrevented || props.target === '_blank') return
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return
    }
    event.preventDefault()
    router.history.push(href)
  }
  const preload = () => {
    if (internal) void router.preloadRoute({ to: '.', href }).catch(() => undefined)
  }
  return (
    <chakra.a
      href={href}
      onClick={follow}
      onMouseEnter={preload}
      onFocus={preload}
      rel={internal ? undefined : 'noopener'}
      {...props}
    />
  )
}
