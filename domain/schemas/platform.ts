// Every platform answer the server reads, in one import (SPEC §7; STYLE 6).
// Split by subject to keep each file short: start-up records, menu records, composition steps.
export * from './venue'
export * from './menu'
export * from './proposition'
