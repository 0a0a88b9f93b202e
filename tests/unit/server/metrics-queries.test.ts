import { describe, expect, it } from 'vitest'
import { columnOf, LAYOUT } from '../../../server/metrics/layout'
import { metricAlerts, metricQueries } from '../../../server/metrics/queries'

describe('the metrics layout', () => {
  it('gives each field of an event its own column after the event and the venue', () => {
    expect(columnOf('upstream', 'event')).toBe('blob1')
    expect(columnOf('upstream', 'host')).toBe('blob2')
    expect(columnOf('upstream', 'path')).toBe('blob5')
    expect(columnOf('upstream', 'ms')).toBe('double3')
    expect(columnOf('payment', 'outcome')).toBe('blob3')
  })

  it('stays within what Analytics Engine takes: 20 blobs and 20 doubles', () => {
    for (const { blobs, doubles } of Object.values(LAYOUT)) {
      expect(blobs.length + 2).toBeLessThanOrEqual(20)
      expect(doubles.length + 1).toBeLessThanOrEqual(20)
    }
  })
})

describe('the queries', () => {
  const all = [...metricQueries('ds'), ...metricAlerts('ds')]

  it('read the dataset, weighted by the sampling, through known columns only', () => {
    for (const { sql } of all) {
      expect(sql).toContain('FROM ds ')
      expect(sql).toContain('_sample_interval')
      for (const column of sql.match(/\b(blob|double)\d+\b/g) ?? []) expect(Number(/\d+/.exec(column)![0])).toBeLessThanOrEqual(20)
      expect(sql).not.toMatch(/\bHAVING\b|undefined/)
    }
  })

  it('cover each metric and each alert worth setting', () => {
    expect(metricQueries('ds').map((query) => query.name)).toEqual([
      'Pages served per venue',
      'Orders placed per venue and method',
      'Payments per venue, method and outcome',
      'Platform and venue API latency and errors per route',
      'Limit refusals per kind',
      'Live order sockets opened',
    'Ready notifications per outcome',
      'Requests, errors and latency per route',
    ])
    expect(metricAlerts('ds').map((alert) => alert.name)).toEqual(['Error rate', 'Failed payments', 'Platform latency', 'Failed ready notifications'])
  })

  it("leave an expected 5xx (an inactive venue's 503) out of the error rate and its alert", () => {
    expect(columnOf('request', 'answer')).toBe('blob6')
    const errorRate = metricAlerts('ds').find((alert) => alert.name === 'Error rate')!
    expect(errorRate.sql).toContain("double2 >= 500 AND blob6 != 'expected'")
    expect(metricQueries('ds').find((query) => query.name === 'Requests, errors and latency per route')!.sql).toContain("blob6 != 'expected'")
  })
})
