import { ChakraProvider } from '@chakra-ui/react/styled-system'
import type { SystemContext } from '@chakra-ui/react/styled-system'
import type { ReactNode } from 'react'
import { shopSystem } from './system'

/** Emotion's cache key: the browser's cache takes over the styles the server wrote under it. */
export const styleCacheKey = 'shop'

let hydratingSystem: SystemContext | undefined

/**
 * The system the page renders with. A page the server rendered already carries the global
 * styles and token variables: the browser takes the system without them, so hydrating neither
 * makes nor serialises them again (Chakra makes them on first use, see patches/). The offline
 * shell, rendered in the browser alone, and the server get them.
 */
function pageSystem(): SystemContext {
  if (typeof document === 'undefined') return shopSystem()
  hydratingSystem ??= document.querySelector(`style[data-emotion^="${styleCacheKey}-global"]`)
    ? (Object.create(shopSystem(), { _global: { value: [] } }) as SystemContext)
    : shopSystem()
  return hydratingSystem
}

/** Chakra's provider with the shop's system (see `pageSystem`). */
export function ShopChakraProvider({ children }: { children: ReactNode }) {
  return <ChakraProvider value={pageSystem()}>{children}</ChakraProvider>
}
