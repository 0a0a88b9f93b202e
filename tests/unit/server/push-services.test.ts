import { describe, expect, it } from 'vitest'
import { pushDestination, sandboxPushOrigins } from '../../../server/push/push-services'

// Where the Worker may post a push (decision 079): the browsers' own services, and a sandbox's named one.

describe('the push services a subscription may name', () => {
  it("takes the browsers' own services over HTTPS", () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://web.push.apple.com/QGuQyavXutnMH',
      'https://wns2-par02p.notify.windows.com/w/?token=AwYAAA',
    ]) {
      expect(pushDestination(endpoint, []), endpoint).toEqual({ post: endpoint, claim: endpoint })
    }
  })

  it('refuses any other address, plain HTTP, another port, a look-alike host or credentials in the address', () => {
    for (const endpoint of [
      'https://attacker.example/collect',
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://fcm.googleapis.com.attacker.example/fcm/send/abc',
      'https://user:pass@fcm.googleapis.com/fcm/send/abc',
      'https://169.254.169.254/latest/meta-data',
      'not a url',
    ]) {
      expect(pushDestination(endpoint, []), endpoint).toBeNull()
    }
  })

  it("takes a sandbox's service only where it is named, and signs for its HTTPS name", () => {
    const sandbox = sandboxPushOrigins(' http://127.0.0.1:4520 ,')
    expect(sandbox).toEqual(['http://127.0.0.1:4520'])
    expect(pushDestination('http://127.0.0.1:4520/notify/abc', sandbox)).toEqual({ post: 'http://127.0.0.1:4520/notify/abc', claim: 'https://127.0.0.1:4520/notify/abc' })
    expect(pushDestination('http://127.0.0.1:4521/notify/abc', sandbox)).toBeNull()
    expect(pushDestination('http://127.0.0.1:4520/notify/abc', [])).toBeNull()
  })
})
