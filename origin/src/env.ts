import { z } from 'zod'

export interface Env {
  DB: D1Database
  PLATFORM_CLIENT_ID: string
  PLATFORM_CLIENT_SECRET: string
  PLATFORM_USERNAME: string
  PLATFORM_PASSWORD: string
  PUBLIC_URL: string
  TOKEN_TTL_SECONDS: string
}

export type AppEnv = { Bindings: Env }

const configSchema = z.object({
  PLATFORM_CLIENT_ID: z.string().min(1),
  PLATFORM_CLIENT_SECRET: z.string().min(1),
  PLATFORM_USERNAME: z.string().min(1),
  PLATFORM_PASSWORD: z.string().min(1),
  PUBLIC_URL: z.url(),
  TOKEN_TTL_SECONDS: z.coerce.number().int().positive(),
})

export type Config = z.infer<typeof configSchema>

/** Validates the vars; a missing or malformed one fails loudly with its name. */
export function readConfig(env: Env): Config {
  const parsed = configSchema.safeParse(env)
  if (!parsed.success) {
    const names = parsed.error.issues.map((issue) => issue.path.join('.')).join(', ')
    throw new Error(`sandbox origin: invalid configuration (${names})`)
  }
  return parsed.data
}
