// What a value read from JSON (a stored record, a socket's message, a refusal's body) is, checked by
// hand where a schema library would weigh more than the check: the page's first load reads with these.

export type JsonRecord = Record<string, unknown>

export const isRecord = (value: unknown): value is JsonRecord => typeof value === 'object' && value !== null && !Array.isArray(value)
export const isString = (value: unknown): value is string => typeof value === 'string'
export const isInt = (value: unknown): value is number => Number.isInteger(value)
export const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value)
export const isListOf = <T>(value: unknown, isEntry: (entry: unknown) => entry is T): value is T[] => Array.isArray(value) && value.every(isEntry)
