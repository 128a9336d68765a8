import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

/** OWASP's scrypt parameters for password storage. */
const cost = { N: 2 ** 17, r: 8, p: 1 }
const keyLength = 32
const saltLength = 16
/** scrypt needs 128 * N * r bytes; Node's default ceiling (32 MiB) is far below that. */
const maxmemFor = (N: number, r: number) => 2 * 128 * N * r
/** Refuses stored parameters that would make one check cost more than a gigabyte of memory. */
const largestN = 2 ** 20
const largestR = 32

/**
 * Each derivation holds 128 MiB for a moment on a libuv thread; two at a time keep a burst of
 * logins from taking the memory and the threads that file serving needs.
 */
const maxConcurrentDerivations = 2
let running = 0
const waiting: { go: () => void; refuse: (reason: Error) => void }[] = []

/**
 * Refuses the derivations still waiting for a slot (the server is shutting down and cannot
 * start them); the running ones finish.
 */
export function refuseWaitingDerivations(reason: Error): void {
  for (const waiter of waiting.splice(0)) waiter.refuse(reason)
}

async function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  // A finished derivation hands its slot straight to the next waiter.
  if (running >= maxConcurrentDerivations) {
    await new Promise<void>((go, refuse) => waiting.push({ go, refuse }))
  } else running += 1
  try {
    return await new Promise((resolve, reject) => {
      scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) =>
        error ? reject(error) : resolve(key),
      )
    })
  } finally {
    const next = waiting.shift()
    if (next) next.go()
    else running -= 1
  }
}

/** A self-describing hash: `scrypt$N=131072,r=8,p=1$<salt>$<key>` (base64url). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(saltLength)
  const key = await derive(password, salt, { ...cost, maxmem: maxmemFor(cost.N, cost.r) })
  const params = `N=${String(cost.N)},r=${String(cost.r)},p=${String(cost.p)}`
  return `scrypt$${params}$${salt.toString('base64url')}$${key.toString('base64url')}`
}

interface StoredHash {
  N: number
  r: number
  p: number
  salt: Buffer
  key: Buffer
}

function parseStoredHash(stored: string): StoredHash | undefined {
  const [scheme, params, salt, key] = stored.split('$')
  if (scheme !== 'scrypt' || !params || !salt || !key) return undefined
  const values = Object.fromEntries(
    params.split(',').map((pair) => {
      const [name, value] = pair.split('=')
      return [name, Number(value)]
    }),
  )
  const { N, r, p } = values
  if (
    !Number.isInteger(N) ||
    !Number.isInteger(r) ||
    !Number.isInteger(p) ||
    N < 2 ||
    N > largestN ||
    r < 1 ||
    r > largestR ||
    p < 1 ||
    p > 16
  ) {
    return undefined
  }
  return { N, r, p, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') }
}

/** True when the password matches the stored hash; false for any hash it cannot read. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseStoredHash(stored)
  if (!parsed || parsed.key.length === 0) {
    await verifyAgainstDummy(password)
    return false
  }
  const { N, r, p, salt, key } = parsed
  const given = await derive(password, salt, { N, r, p, maxmem: maxmemFor(N, r) })
  return given.length === key.length && timingSafeEqual(given, key)
}

let dummyHash: Promise<string> | undefined

/** Spends the time of a real check, so an unknown account answers as slowly as a known one. */
export async function verifyAgainstDummy(password: string): Promise<void> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'))
  const stored = await dummyHash
  const parsed = parseStoredHash(stored)
  if (!parsed) return
  const { N, r, p, salt } = parsed
  await derive(password, salt, { N, r, p, maxmem: maxmemFor(N, r) })
}
