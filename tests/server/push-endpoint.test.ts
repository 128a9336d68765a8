import { describe, expect, it } from 'vitest'
import { askedWaitMs, pushRetryDelayMs, retryAfterMs } from '../../server/plugins/push-queue'
import { endpointRefusal, isPrivateAddress } from '../../server/push/push-endpoint'
import { sendPushRequest } from '../../server/push/push-request'

describe('the push services the shop sends to', () => {
  it('are on the internet: an address of this machine or a private network is refused, however written', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '100.64.0.1',
      '169.254.169.254',
      '172.16.0.1',
      '192.168.1.1',
      '198.18.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '::',
      '::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:a00:1',
      '::7f00:1',
      '64:ff9b::a00:1',
      '2002:c0a8:101::1',
      'fc00::1',
      'fd12:3456::1',
      'fe80::1',
      'ff02::1',
    ]) {
      expect(isPrivateAddress(address), address).toBe(true)
    }
    for (const address of [
      '142.250.74.10',
      '2607:f8b0:4004:c1b::5f',
      '::ffff:8.8.8.8',
      '64:ff9b::808:808',
    ]) {
      expect(isPrivateAddress(address), address).toBe(false)
    }
    // As URLs write them: Node turns a mapped IPv4 address into hexadecimal groups.
    for (const endpoint of [
      'https://[::ffff:127.0.0.1]/push/x',
      'https://[::ffff:10.0.0.1]:8443/push/x',
      'https://localhost/push/x',
      'https://printer.local/push/x',
      'https://10.0.0.1/push/x',
    ]) {
      expect(endpointRefusal(endpoint, false), endpoint).toMatch(
        /not on this machine or a private network/,
      )
    }
    expect(endpointRefusal('https://fcm.googleapis.com/fcm/send/abc', false)).toBeUndefined()
    expect(endpointRefusal('https://user:pass@fcm.googleapis.com/x', false)).toMatch(/user name/)
    expect(endpointRefusal('http://127.0.0.1:9000/push/x', true)).toBeUndefined()
    expect(endpointRefusal('http://push.example.com/x', true)).toMatch(/https:/)
  })
})

describe('a push sent', () => {
  it('reaches no address of this machine, even by a name that resolves to one', async () => {
    const push = { endpoint: 'https://localhost:9/push/x', method: 'POST', headers: {}, body: null }
    await expect(sendPushRequest(push, { allowLoopback: false, timeoutMs: 5000 })).rejects.toThrow(
      /localhost resolves to (127\.0\.0\.1|::1), on this machine or a private network/,
    )
  })
})

describe('a push tried again', () => {
  it('waits as the push service asks, at least 1, 2, 4 ... seconds, an hour at most', () => {
    expect(retryAfterMs('3')).toBe(3000)
    expect(retryAfterMs('Thu, 01 Jan 2099 00:00:00 GMT', Date.parse('2098-12-31T23:59:00Z'))).toBe(
      60_000,
    )
    expect(retryAfterMs('soon')).toBeUndefined()
    expect(askedWaitMs(0, 1)).toBe(1000)
    expect(askedWaitMs(0, 3)).toBe(4000)
    expect(askedWaitMs(5000, 1)).toBe(5000)
    expect(askedWaitMs(86_400_000, 1)).toBe(3_600_000)
    expect([1, 2, 3, 10].map(pushRetryDelayMs)).toEqual([10_000, 20_000, 40_000, 3_600_000])
  })
})
