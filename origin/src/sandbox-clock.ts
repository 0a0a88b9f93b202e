// "Now" for every time computation of the origin: the sandbox clock when set, else the real time.
// It lives in D1 so that every isolate, and the tests, see the same instant.

export async function currentTime(db: D1Database): Promise<number> {
  const row = await db.prepare('SELECT now_ms FROM sandbox_clock WHERE id = 1').first<{ now_ms: number }>()
  return row?.now_ms ?? Date.now()
}

export async function setClock(db: D1Database, nowMs: number): Promise<void> {
  await db
    .prepare('INSERT INTO sandbox_clock (id, now_ms) VALUES (1, ?1) ON CONFLICT (id) DO UPDATE SET now_ms = ?1')
    .bind(nowMs)
    .run()
}

export async function clearClock(db: D1Database): Promise<void> {
  await db.prepare('DELETE FROM sandbox_clock').run()
}
