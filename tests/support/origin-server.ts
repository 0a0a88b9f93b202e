// The sandbox origin for tests: one implementation, shared with `npm start` (scripts/stack.mjs).
export { startOrigin, type RunningOrigin } from '../../scripts/stack.mjs'
