/// <reference types="vite/client" />
import type { AnyCall } from '../src/contract/call'

const modules = import.meta.glob<Record<string, unknown>>('../src/contract/*.ts', {
  eager: true,
})

/** Every call the contract defines. */
export const contractCalls = Object.values(modules)
  .flatMap((exports) => Object.values(exports))
  .filter((value): value is AnyCall => {
    if (!value || typeof value !== 'object') return false
    return 'path' in value && 'request' in value && 'response' in value
  })
