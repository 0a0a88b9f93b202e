// The sandbox origin's D1 database: migrations (recorded in `d1_migrations`, as `wrangler d1 migrations
// apply` records them, so a state made by either tool stays usable) and the demo seed.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { originMigrationsDir, ROOT } from './worker-options.mjs'

/** Splits a SQL script into statements: `;` ends one outside quotes and comments. */
export function splitSql(script) {
  const statements = []
  let current = ''
  for (let i = 0; i < script.length; i++) {
    const ch = script[i]
    if (ch === '-' && script[i + 1] === '-') {
      while (i < script.length && script[i] !== '\n') i++
      current += '\n'
    } else if (ch === "'" || ch === '"') {
      let end = i + 1
      while (end < script.length && !(script[end] === ch && script[end + 1] !== ch)) end += script[end] === ch ? 2 : 1
      current += script.slice(i, end + 1)
      i = end
    } else if (ch === ';') {
      if (current.trim()) statements.push(current.trim())
      current = ''
    } else current += ch
  }
  if (current.trim()) statements.push(current.trim())
  return statements
}

async function runScript(db, script, extra = []) {
  const statements = [...splitSql(script), ...extra].map((sql) => (typeof sql === 'string' ? db.prepare(sql) : sql))
  // One batch is one transaction: a script applies whole or not at all.
  if (statements.length > 0) await db.batch(statements)
}

/** Applies the migrations not applied yet; returns their names. */
export async function migrate(db) {
  await db.exec(
    'CREATE TABLE IF NOT EXISTS d1_migrations(id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE, applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL);',
  )
  const applied = new Set((await db.prepare('SELECT name FROM d1_migrations').all()).results.map((row) => row.name))
  const dir = originMigrationsDir()
  const pending = readdirSync(dir).filter((name) => name.endsWith('.sql') && !applied.has(name)).sort()
  for (const name of pending) {
    await runScript(db, readFileSync(join(dir, name), 'utf8'), [db.prepare('INSERT INTO d1_migrations (name) VALUES (?)').bind(name)])
  }
  return pending
}

/**
 * The demo seed with every base_url under `publicUrl`: seed.sql and demo-accounts.sql, built into a
 * folder of this call's own, since origins starting at once (one per test worker) each have their URL.
 */
function buildSeed(publicUrl, generatedVenues) {
  const dir = mkdtempSync(join(tmpdir(), 'origin-seed-'))
  try {
    const generated = generatedVenues ? { SEED_GENERATED_VENUES: JSON.stringify(generatedVenues) } : {}
    execFileSync(process.execPath, [join(ROOT, 'origin/seed/build-seed.mjs')], { env: { ...process.env, PUBLIC_URL: publicUrl, SEED_OUT: dir, ...generated }, stdio: 'ignore' })
    return { seed: readFileSync(join(dir, 'seed.sql'), 'utf8'), demoAccounts: readFileSync(join(dir, 'demo-accounts.sql'), 'utf8') }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * Brings the database up to date. `reset` returns it to the demo seed; otherwise its data is kept and a
 * state from before the customer tables gets the demo accounts (they fill the tables only while empty).
 * `generatedVenues` ({count, large}): the seed has that many generated venues besides the demo's.
 */
export async function prepareOriginDb(db, { publicUrl, reset, generatedVenues }) {
  const { seed, demoAccounts } = buildSeed(publicUrl, generatedVenues)
  await migrate(db)
  await runScript(db, reset ? seed : demoAccounts)
}
