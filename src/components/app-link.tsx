import { chakra, type HTMLChakraProps } from '@chakra-ui/react/styled-system'
import { useRouter, useRouterState } from '@tanstack/react-router'
import type { MouseEvent } from 'react'

type AppLinkProps = HTMLChakraProps<'a'> & { href: string }

/** True for a path of this shop (not another site, not mail or phone). */
export function isShopPath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//')
}

/**
 * `buildLocation` options for a whole address: the router reads `href` there as `navigate`
 * does, though its type only names route paths.
 */
function hrefOptions(href: string) {
  return { href } as unknown as Parameters<ReturnType<typeof useRouter>['buildLocation']>[0]
}

interface AppLinkBehaviour {
  href: string
  rel: string | undefined
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void
  onMouseEnter: () => void
  onFocus: () => void
}

/**
 * What makes a link to an address from data go through the app: a shop path navigates inside the
 * app (its data read ahead when pointed at), anything else is an ordinary link.
 */
export function useAppLink(
  href: string,
  {
    onClick,
    target,
  }: { onClick?: (event: MouseEvent<HTMLAnchorElement>) => void; target?: string } = {},
): AppLinkBehaviour {
  const router = useRouter()
  const internal = isShopPath(href)
  // A shop path goes through the router's rules for addresses, which keep the visitor's language
  // (`?lang=`); the link shows that address too, for copying and new tabs.
  useRouterState({ select: (state) => state.location.search.lang })
  const address = internal ? router.buildLocation(hrefOptions(href)).publicHref : href
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (!internal || event.defaultPrevented || target === '_blank') return
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return
    }
    event.preventDefault()
    void router.navigate({ href })
  }
  const preload = () => {
    if (internal) void router.preloadRoute({ to: '.', href }).catch(() => undefined)
  }
  return {
    href: address,
    rel: internal ? undefined : 'noopener',
    onClick: follow,
    onMouseEnter: preload,
    onFocus: preload,
  }
}

/** A link to an address that comes from data (menus, CMS), styled by style props. */
export function AppLink({ href, onClick, ...props }: AppLinkProps) {
  const link = useAppLink(href, { onClick, target: props.target })
  return <chakra.a {...link} {...props} />
}
