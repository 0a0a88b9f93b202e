import { describe, expect, it } from 'vitest'
import { forgetFailedLoads, remembered } from '../../../components/ui/remembered'

describe('remembered loads', () => {
  it('shares one load between everyone who asks under the same key', async () => {
    const loads = new Map<string, Promise<number>>()
    let started = 0
    const load = () => Promise.resolve(++started)
    const first = remembered(loads, 'facts', load)
    expect(remembered(loads, 'facts', load)).toBe(first)
    expect(await first).toBe(1)
    expect(await remembered(loads, 'other', load)).toBe(2)
  })

  it('keeps a failed load (a render after it settles finds the same one, not a new one) until the failed loads are forgotten', async () => {
    const loads = new Map<string, Promise<string>>()
    let started = 0
    const load = () => (++started === 1 ? Promise.reject(new Error('offline')) : Promise.resolve('texts'))
    const failing = remembered(loads, 'texts', load)
    await expect(failing).rejects.toThrow('offline')
    expect(remembered(loads, 'texts', load)).toBe(failing)
    expect(started).toBe(1)

    forgetFailedLoads()
    expect(await remembered(loads, 'texts', load)).toBe('texts')
    expect(started).toBe(2)
  })

  it('forgets only the failed loads', async () => {
    const loads = new Map<string, Promise<string>>()
    const kept = remembered(loads, 'ok', () => Promise.resolve('menu'))
    await expect(remembered(loads, 'ko', () => Promise.reject(new Error('gone')))).rejects.toThrow('gone')
    forgetFailedLoads()
    expect(remembered(loads, 'ok', () => Promise.resolve('again'))).toBe(kept)
    expect(loads.has('ko')).toBe(false)
  })

  it('asks again after a failure when told to, without waiting for the failed loads to be forgotten', async () => {
    const loads = new Map<string, Promise<string>>()
    let started = 0
    const load = () => (++started === 1 ? Promise.reject(new Error('offline')) : Promise.resolve('steps'))
    await expect(remembered(loads, 'sheet', load, { askedAgainAfterFailure: true })).rejects.toThrow('offline')
    expect(await remembered(loads, 'sheet', load, { askedAgainAfterFailure: true })).toBe('steps')
    expect(started).toBe(2)
  })
})
