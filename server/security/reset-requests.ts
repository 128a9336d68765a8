import { createHash } from 'node:crypto'

/** Whose reset a request asks for: the account, or the name typed when none matches. */
export function resetSubject(accountId: number | undefined, userName: string): string {
  if (accountId !== undefined) return `account:${String(accountId)}`
  const name = userName.trim().toLowerCase()
  return `name:${createHash('sha256').update(name).digest('base64url')}`
}

/** The requesting client, by a hash of its address: addresses themselves are not kept. */
export function resetRequester(address: string): string {
  return createHash('sha256').update(`reset-requester\n${address}`).digest('base64url')
}
