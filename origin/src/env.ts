import { z } from 'zod'

export interface Env {
  DB: D1Database
  PLATFORM_CLIENT_ID: string
  PLATFORM_CLIENT_SECRET: string
  PLATFORM_USERNAME: string
  PLATFORM_PASSWORD: string
  PUBLIC_URL: string
  TOKEN_TTL_SECONDS: string
  /** One Kitchen Durable Object per order (kitchen.ts). */
  KITCHEN: DurableObjectNamespace
  /** Seconds between two kitchen steps; "0": orders move only through /__sandbox. */
  KITCHEN_STEP_SECONDS?: string
  /** Where the platform posts order progress; absent or empty: no webhooks. */
  ORDER_WEBHOOK_URL?: string
  /** The platform's secret, from which each venue's webhook secret is derived (webhook-signature.ts). */
  ORDER_WEBHOOK_SECRET?: string
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

function parseVars<T>(schema: z.ZodType<T>, env: Env): T {
  const parsed = schema.safeParse(env)
  if (!parsed.success) {
    const names = parsed.error.issues.map((issue) => issue.path.join('.')).join(', ')
    throw new Error(`sandbox origin: invalid configuration (${names})`)
  }
  return parsed.data
}

/** Validates the vars; a missing or malformed one fails loudly with its name. */
export const readConfig = (env: Env): Config => parseVars(configSchema, env)

const kitchenSchema = z.object({ KITCHEN_STEP_SECONDS: z.coerce.number().min(0).max(86_400).default(30) })

/** Milliseconds between two steps the kitchen takes by itself; 0 when it never moves by itself. */
export const kitchenStepMs = (env: Env) => Math.round(parseVars(kitchenSchema, env).KITCHEN_STEP_SECONDS * 1000)

const webhookSchema = z
  .object({ ORDER_WEBHOOK_URL: z.union([z.literal(''), z.url()]).optional(), ORDER_WEBHOOK_SECRET: z.string().optional() })
  .refine((vars) => !vars.ORDER_WEBHOOK_URL || vars.ORDER_WEBHOOK_SECRET, {
    path: ['ORDER_WEBHOOK_SECRET'],
    message: 'required with ORDER_WEBHOOK_URL',
  })

/** Where order progress is posted and the platform's secret; null when the platform sends no webhooks. */
export function webhookTarget(env: Env): { url: string; secret: string } | null {
  const vars = parseVars(webhookSchema, env)
  return vars.ORDER_WEBHOOK_URL ? { url: vars.ORDER_WEBHOOK_URL, secret: vars.ORDER_WEBHOOK_SECRET! } : null
}
