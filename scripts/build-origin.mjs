// Bundles the sandbox origin Worker (origin/src, TypeScript) into dist/origin/index.mjs for workerd.
import { build } from 'esbuild'
import { ORIGIN_BUNDLE, ROOT } from './worker-options.mjs'

await build({
  absWorkingDir: ROOT,
  entryPoints: ['origin/src/index.ts'],
  outfile: ORIGIN_BUNDLE,
  bundle: true,
  format: 'esm',
  platform: 'neutral',
  target: 'es2022',
  conditions: ['workerd', 'worker', 'browser'],
  mainFields: ['module', 'main'],
  logLevel: 'warning',
})
