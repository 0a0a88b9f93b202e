import { z } from 'zod'

/** Worker bindings, as wrangler.jsonc and the secrets declare them. */
export type Bindings = {
  VENUES: KVNamespace
  PLATFORM_URL: string
  PLATFORM_CLIENT_ID: string
  PLATFORM_CLIENT_SECRET: string
  PLATFORM_USERNAME: string
  PLATFORM_PASSWORD: string
  VENUE_TTL_SECONDS: string
  MENU_TTL_SECONDS: string
  PLATFORM_TIMEOUT_MS?: string
  DEBUG_PANEL?: string
}

const configSchema = z.object({
  PLATFORM_URL: z.url(),
  PLATFORM_CLIENT_ID: z.string().min(1),
  PLATFORM_CLIENT_SECRET: z.string().min(1),
  PLATFORM_USERNAME: z.string().min(1),
  PLATFORM_PASSWORD: z.string().min(1),
  // KV refuses TTLs under 60 s.
  VENUE_TTL_SECONDS: z.coerce.number().int().min(60),
  MENU_TTL_SECONDS: z.coerce.number().int().min(1),
  PLATFORM_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
  // The hidden debug panel (SPEC §2 /debug) exists only where this is 'on'.
  DEBUG_PANEL: z.enum(['on', 'off']).default('off'),
})

export type Config = z.infer<typeof configSchema>

const parsed = new WeakMap<object, Config>()

/** Reads and validates the Worker configuration once per env object; names every missing setting. */
export function readConfig(env: Bindings): Config {
  const cached = parsed.get(env)
  if (cached) return cached
  const result = configSchema.safeParse(env)
  if (!result.success) {
    const names = result.error.issues.map((issue) => issue.path.join('.')).join(', ')
    throw new Error(`Worker configuration is invalid or missing: ${names}`)
  }
  parsed.set(env, result.data)
  return result.data
}
