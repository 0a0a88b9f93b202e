import { describe, expect, it } from 'vitest'
import { offsetAt, zoneOffsets } from '../../../domain/zone-offsets'

// The offsets the browser works out a venue's wall clock with: as Intl gives them, at every hour.

const HOUR = 3_600_000
const intlOffset = (format: Intl.DateTimeFormat, at: number) => {
  const name = format.formatToParts(at).find((part) => part.type === 'timeZoneName')!.value
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name)
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0
}

describe('zoneOffsets', () => {
  const from = Date.parse('2026-12-01T00:00:00Z')
  const until = Date.parse('2028-12-01T00:00:00Z')

  for (const timeZone of ['Europe/Brussels', 'Europe/London', 'America/New_York', 'Asia/Kolkata']) {
    it(`gives Intl's offset at every hour of two years in ${timeZone}`, () => {
      const offsets = zoneOffsets(timeZone, from, until)
      const format = new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'longOffset' })
      const wrong: string[] = []
      for (let at = from; at < until; at += HOUR) if (offsetAt(offsets, at) !== intlOffset(format, at)) wrong.push(new Date(at).toISOString())
      expect(wrong).toEqual([])
    })
  }

  it("finds Brussels' changes to the minute: summer time from 01:00 UTC on the last Sunday of March, winter time on October's", () => {
    const { changes } = zoneOffsets('Europe/Brussels', from, Date.parse('2028-01-01T00:00:00Z'))
    expect(changes.map(([at, minutes]) => [new Date(at).toISOString(), minutes])).toEqual([
      ['2026-12-01T00:00:00.000Z', 60],
      ['2027-03-28T01:00:00.000Z', 120],
      ['2027-10-31T01:00:00.000Z', 60],
    ])
  })

  it('knows nothing outside its span', () => {
    const offsets = zoneOffsets('Europe/Brussels', from, until)
    expect(offsetAt(offsets, from - 1)).toBeNull()
    expect(offsetAt(offsets, until)).toBeNull()
  })
})
