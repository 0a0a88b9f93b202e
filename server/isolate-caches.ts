import { ByteBudget } from './byte-lru'

// What every in-isolate cache may hold in all (decision 076): the kept menu pages, the parsed menu
// bundles, the venues, the customers last seen. 48 MB of the isolate's 128 MB, so the code (about
// 10 MB), the requests in flight and the garbage not yet collected have the rest.
export const ISOLATE_CACHE_BYTES = 48 * 1024 * 1024

export const isolateCaches = new ByteBudget(ISOLATE_CACHE_BYTES)

/**
 * What a parsed object holds, in bytes: its JSON text at two bytes a character. V8's objects of parsed
 * JSON take about as much (measured on Le Grand Café's menu bundle, decision 076).
 */
export const parsedBytes = (jsonLength: number): number => jsonLength * 2

/** The same, for an object not read from text: serialised once to be sized. */
export const objectBytes = (value: unknown): number => parsedBytes(JSON.stringify(value)?.length ?? 0)
