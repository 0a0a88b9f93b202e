import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8' }

/** Answers JSON text already serialised (stored documents are returned byte for byte). */
export const jsonText = (c: Context, text: string, status: ContentfulStatusCode = 200) =>
  c.body(text, status, JSON_HEADERS)

/** Joins stored JSON documents into a JSON array without parsing them. */
export const jsonArray = (bodies: string[]) => `[${bodies.join(',')}]`

export const jsonError = (c: Context, status: ContentfulStatusCode, error: string) => c.json({ error }, status)
