import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { splitSql } from '../../../scripts/origin-db.mjs'

// The sandbox's demo seed, built as an origin builds it when it starts (scripts/origin-db.mjs).
const out = mkdtempSync(join(tmpdir(), 'seed-test-'))
execFileSync(process.execPath, ['origin/seed/build-seed.mjs'], { env: { ...process.env, PUBLIC_URL: 'http://127.0.0.1:4999', SEED_OUT: out }, stdio: 'ignore' })
const statements = splitSql(readFileSync(join(out, 'seed.sql'), 'utf8'))
afterAll(() => rmSync(out, { recursive: true, force: true }))

const rowsOf = (table: string) =>
  statements
    .filter((sql) => sql.startsWith(`INSERT INTO ${table} (`))
    .reduce((rows, sql) => rows + sql.split('\n').length - 1, 0)

describe('the demo seed', () => {
  it('keeps every statement under D1’s 100 KB limit', () => {
    const longest = Math.max(...statements.map((sql) => Buffer.byteLength(sql)))
    expect(longest).toBeLessThanOrEqual(100_000)
  })

  // Each statement is a round trip through Miniflare when an origin starts (about 1.5 ms): one per
  // row made every start 2.5 s longer.
  it('puts the rows of a table in few statements, each row on a line of its own', () => {
    expect(rowsOf('records')).toBeGreaterThan(1_000)
    expect(statements.length).toBeLessThan(100)
  })

  it('serves every venue under the origin’s public address', () => {
    const venues = statements.filter((sql) => sql.startsWith('INSERT INTO venues ('))
    expect(rowsOf('venues')).toBe(6)
    expect(venues.join('\n')).toContain('http://127.0.0.1:4999/venues/lumiere')
  })
})
