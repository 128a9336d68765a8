import { meaningOfAnswer } from '../src/contract/answer-meaning'
import {
  handedWrites,
  keepHandedWrite,
  type HandedOutcome,
  type HandedWrite,
} from './handed-writes'
import { handedWritesAnsweredMessage, outboxSyncTag, workerMessage } from './worker-messages'

/** Background Sync's event (Chromium); TypeScript's worker types do not have it. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string
}

/**
 * Sends the writes the shop's pages handed over (`src/lib/outbox/worker-handoff.ts`), even
 * with no page open: when the browser says the network is back (Background Sync's `sync` event),
 * and, in a browser without it, each time the worker starts. A page that opens later takes over
 * what the shop answered.
 */
export function sendHandedWrites(worker: ServiceWorkerGlobalScope) {
  worker.addEventListener('sync', (event) => {
    const sync = event as SyncEvent
    if (sync.tag === outboxSyncTag) sync.waitUntil(sendWaiting(worker))
  })
  if (!('sync' in worker.registration)) void sendWaiting(worker).catch(() => undefined)
}

/**
 * What the page takes over from the shop's answer (`meaningOfAnswer`): the write was taken, or
 * refused for what it says or for its login. None when it is tried again at the next sync.
 */
function outcomeOf(status: number, answer: unknown): HandedOutcome | undefined {
  const code = (answer as { error?: { code?: unknown } } | undefined)?.error?.code
  const { kind } = meaningOfAnswer({ status, code: typeof code === 'string' ? code : undefined })
  if (kind === 'sent') return { kind: 'sent', answer }
  if (kind === 'refused' || kind === 'login-needed') return { kind: 'refused', status, answer }
  return undefined
}

/**
 * Sends what waits, in the order the shopper acted, and keeps each answer for the page; stops at
 * the first write the shop cannot take now, which fails the sync so the browser tries it later.
 */
async function sendWaiting(worker: ServiceWorkerGlobalScope): Promise<void> {
  const waiting = (await handedWrites()).filter((write) => write.outcome.kind === 'waiting')
  let answered = 0
  try {
    for (const write of waiting) {
      const { status, answer } = await send(write)
      const outcome = outcomeOf(status, answer)
      if (!outcome) throw new Error(`The shop answered ${status}: sent later.`)
      await keepHandedWrite({ ...write, outcome })
      answered += 1
    }
  } finally {
    if (answered > 0) await tellPages(worker)
  }
}

async function send(write: HandedWrite): Promise<{ status: number; answer: unknown }> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    lang: write.lang,
    'idempotency-key': write.idempotencyKey,
  }
  if (write.token) headers.authorization = `Bearer ${write.token}`
  // No answer at all throws: the sync fails and is tried again.
  const response = await fetch(write.address, {
    method: 'POST',
    headers,
    body: JSON.stringify(write.body),
  })
  const text = await response.text()
  let answer: unknown
  try {
    answer = text === '' ? undefined : JSON.parse(text)
  } catch {
    answer = undefined
  }
  return { status: response.status, answer }
}

async function tellPages(worker: ServiceWorkerGlobalScope) {
  const pages = await worker.clients.matchAll({ type: 'window' })
  for (const page of pages) page.postMessage(workerMessage(handedWritesAnsweredMessage))
}
