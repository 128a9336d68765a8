import {
  createECDH,
  createPublicKey,
  createDecipheriv,
  hkdfSync,
  randomBytes,
  randomUUID,
  verify,
} from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { PushSubscriptionJson } from '../src/contract/push'

/**
 * A push service of the test's own, standing in for a browser vendor's: it takes pushes over
 * HTTP as one does, decrypts each (RFC 8291, aes128gcm) with the private key of the subscription
 * it gave, and reads its VAPID signature (RFC 8292). How it answers is the test's to say.
 */

/** A device's subscription made by the test: what a browser would give, and its private keys. */
export interface TestDevice {
  id: string
  subscription: PushSubscriptionJson & { expirationTime: null }
  /** The device's P-256 key pair and auth secret, to decrypt what it is sent. */
  keys: { ecdh: ReturnType<typeof createECDH>; auth: Buffer }
}

/** A push as the service received it, decrypted and its signature read. */
export interface ReceivedPush {
  device: string
  /** The decrypted payload, parsed. */
  payload: unknown
  headers: { ttl: string | undefined; urgency: string | undefined; topic: string | undefined }
  /** The VAPID JWT's claims, once its ES256 signature checked out against `k`. */
  vapid: { publicKey: string; aud: string; sub: string; exp: number }
  /** What the service answered. */
  status: number
}

/** How the service answers a push: a status (and headers), or never (the connection held). */
export type PushAnswer = { status: number; headers?: Record<string, string> } | 'hold'

const base64url = (bytes: Buffer) => bytes.toString('base64url')

/** The plaintext of an aes128gcm body (RFC 8188) sent to `device` (RFC 8291). */
export function decryptPush(body: Buffer, device: TestDevice): Buffer {
  const salt = body.subarray(0, 16)
  const idLength = body.readUInt8(20)
  const senderKey = body.subarray(21, 21 + idLength)
  const ciphertext = body.subarray(21 + idLength)
  const receiverKey = device.keys.ecdh.getPublicKey()
  const shared = device.keys.ecdh.computeSecret(senderKey)
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiverKey, senderKey])
  const ikm = Buffer.from(hkdfSync('sha256', shared, device.keys.auth, keyInfo, 32))
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16))
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12))
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce)
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16))
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ])
  // The last record ends with the delimiter 2, then any padding of zeros.
  let end = padded.length - 1
  while (end >= 0 && padded[end] === 0) end -= 1
  if (padded[end] !== 2) throw new Error('The push has no last-record delimiter.')
  return padded.subarray(0, end)
}

/** The claims of a VAPID `Authorization` header, once its signature checks out; throws if not. */
export function readVapid(header: string | undefined): ReceivedPush['vapid'] {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '')
  if (!match) throw new Error(`Not a VAPID authorization: ${String(header)}`)
  const [, jwt = '', publicKey = ''] = match
  const [head = '', claims = '', signature = ''] = jwt.split('.')
  const raw = Buffer.from(publicKey, 'base64url')
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: base64url(raw.subarray(1, 33)),
      y: base64url(raw.subarray(33, 65)),
    },
    format: 'jwk',
  })
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  )
  if (!signed) throw new Error('The VAPID signature does not match its key.')
  const header_ = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg: string }
  if (header_.alg !== 'ES256') throw new Error(`VAPID signed with ${header_.alg}, not ES256.`)
  const { aud, sub, exp } = JSON.parse(Buffer.from(claims, 'base64url').toString()) as {
    aud: string
    sub: string
    exp: number
  }
  return { publicKey, aud, sub, exp }
}

export interface TestPushService {
  origin: string
  /** A new device of this service, with a subscription as a browser gives one. */
  newDevice(): TestDevice
  /** How the next pushes to a device are answered, in turn; after them, 201. */
  answerNext(device: TestDevice, ...answers: PushAnswer[]): void
  /** The pushes received so far (held ones included, as `status` 0). */
  received: ReceivedPush[]
  /** Requests that could not be read as pushes (not decryptable, unsigned), with why. */
  unreadable: string[]
  /** Closes the connections it holds without answering, as a service gone away would. */
  dropHeld(): void
  close(): Promise<void>
}

/** Starts the service on a free port of 127.0.0.1. */
export async function startTestPushService(): Promise<TestPushService> {
  const devices = new Map<string, TestDevice>()
  const answers = new Map<string, PushAnswer[]>()
  const held = new Set<ServerResponse>()
  const received: ReceivedPush[] = []
  const unreadable: string[] = []

  const read = (request: IncomingMessage) =>
    new Promise<Buffer>((done, fail) => {
      const chunks: Buffer[] = []
      request.on('data', (chunk: Buffer) => chunks.push(chunk))
      request.on('end', () => done(Buffer.concat(chunks)))
      request.on('error', fail)
    })

  const server = createServer((request, response) => {
    void (async () => {
      const body = await read(request)
      const id = /^\/push\/([\w-]+)$/.exec(request.url ?? '')?.[1] ?? ''
      const device = devices.get(id)
      if (!device || request.method !== 'POST') {
        response.writeHead(404).end()
        return
      }
      let push: Omit<ReceivedPush, 'status'>
      try {
        if (request.headers['content-encoding'] !== 'aes128gcm') {
          throw new Error(`Content-Encoding ${String(request.headers['content-encoding'])}`)
        }
        push = {
          device: id,
          payload: JSON.parse(decryptPush(body, device).toString('utf8')),
          headers: {
            ttl: request.headers.ttl as string | undefined,
            urgency: request.headers.urgency as string | undefined,
            topic: request.headers.topic as string | undefined,
          },
          vapid: readVapid(request.headers.authorization),
        }
      } catch (error) {
        unreadable.push(error instanceof Error ? error.message : String(error))
        response.writeHead(400).end()
        return
      }
      const answer = answers.get(id)?.shift() ?? { status: 201 }
      if (answer === 'hold') {
        received.push({ ...push, status: 0 })
        held.add(response)
        return
      }
      received.push({ ...push, status: answer.status })
      response.writeHead(answer.status, answer.headers).end()
    })()
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const origin = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`

  const dropHeld = () => {
    for (const response of held) response.socket?.destroy()
    held.clear()
  }
  return {
    origin,
    received,
    unreadable,
    newDevice() {
      const id = randomUUID()
      const ecdh = createECDH('prime256v1')
      ecdh.generateKeys()
      const auth = randomBytes(16)
      const device: TestDevice = {
        id,
        subscription: {
          endpoint: `${origin}/push/${id}`,
          expirationTime: null,
          keys: { p256dh: base64url(ecdh.getPublicKey()), auth: base64url(auth) },
        },
        keys: { ecdh, auth },
      }
      devices.set(id, device)
      return device
    },
    answerNext(device, ...next) {
      answers.set(device.id, [...(answers.get(device.id) ?? []), ...next])
    },
    dropHeld,
    async close() {
      dropHeld()
      server.closeAllConnections()
      await new Promise<void>((done) => server.close(() => done()))
    },
  }
}
