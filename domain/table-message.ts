import * as z from 'zod/mini'
import { isCartLine } from './cart-storage'
import type { TableLine, TableMessage } from './table-cart'

// What a phone at a table receives over its WebSocket (domain/table-cart.ts), checked before use: the
// page takes nothing the Worker did not say. Apart from table-cart.ts, which the Worker starts with.

const phoneId = z.string()
const tableLine = z.custom<TableLine>((value) => isCartLine(value) && typeof (value as { phone?: unknown }).phone === 'string')

export const tableMessageSchema: z.ZodMiniType<TableMessage> = z.union([
  z.object({
    type: z.literal('table'),
    you: phoneId,
    now: z.number(),
    table: z.object({
      phones: z.array(z.object({ id: phoneId, name: z.nullable(z.string()) })),
      lines: z.array(tableLine),
      sending: z.nullable(z.object({ phone: phoneId, at: z.number(), apart: z.boolean(), paid: z.array(phoneId) })),
      round: z.number(),
      sent: z.array(z.string()),
    }),
  }),
  z.object({ type: z.literal('sent'), order: z.string(), round: z.number() }),
])
