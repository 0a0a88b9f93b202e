// The import boundaries of the project (DESIGN: folders) and the TypeScript rules, checked in `npm test`.
import js from '@eslint/js'
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import globals from 'globals'
import jsxA11y from 'eslint-plugin-jsx-a11y-x'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'
import importCycles from './eslint-rules/import-cycles.js'

/** Imports of another top-level folder, however deep the importing file sits. */
const folder = (name) => [`**/${name}`, `**/${name}/**`]
/** A top-level folder by a relative path only: `react-dom/client`, `vike/client/router` and `react-dom/server` are packages. */
const relativeFolder = (name) => `^(\\.{1,2}/)+${name}(/|$)`
const CLIENT = relativeFolder('client')

/** The pages that hydrate with their own entry: those whose +config.ts sets `ownHydration: true`. */
const PAGES = fileURLToPath(new URL('pages', import.meta.url))
const ownHydrationPages = readdirSync(PAGES, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('+config.ts') && /\bownHydration:\s*true\b/.test(readFileSync(join(PAGES, file), 'utf8')))
  .map((file) => `pages/${dirname(file)}/**`)

// One zod, the same in the Worker and the browser: zod/mini builds its schemas for half the cost when an
// isolate starts, and the classic API would come beside it (decision 030).
const zodClassic = { name: 'zod', message: 'Write schemas with zod/mini (decision 030).' }
const outsideDomain = {
  group: [...folder('components'), ...folder('pages'), ...folder('stores'), ...folder('server'), ...folder('locales'), ...folder('origin')],
  message: 'domain/ holds the business rules alone: it imports nothing of the app around it.',
}
const clientFromDomain = { regex: CLIENT, message: outsideDomain.message }
const commonAlone = {
  group: [...folder('domain'), ...folder('components'), ...folder('pages'), ...folder('stores'), ...folder('server'), ...folder('locales'), ...folder('origin')],
  message: 'common/ holds what every side shares that is no business rule: it imports nothing of the app.',
}
const clientFromCommon = { regex: CLIENT, message: commonAlone.message }
const workerOnly = {
  regex: relativeFolder('server'),
  message: 'server/ holds the secrets and the platform clients: pages get what they need through the page context.',
}
const pagesOrServer = {
  group: [...folder('pages'), ...folder('server'), '!**/server/api'],
  message: 'The browser side does not reach into pages/ or the Worker: move what both need to domain/.',
}
const sandboxOrigin = {
  group: folder('origin'),
  message: 'origin/ is the sandbox platform and venue API, a service of its own: the app speaks to it over HTTP only.',
}
// The menu and the journey's pages hydrate without vike-react's page context (decisions 018, 034): what
// they render reads the page context through components/ui/page-context, typed as the browser has it.
const vikePageContext = {
  name: 'vike-react/usePageContext',
  message: "Read the page context with usePageContext of components/ui/page-context: the journey's pages hydrate without vike-react's.",
}
// The Worker's API routes are the contract the browser calls them by: their type crosses over, never their code.
const apiContract = {
  group: ['**/server/api'],
  allowTypeImports: true,
  message: 'Only the type of the API (import type { Api }) crosses to the browser: a value would bundle the Worker.',
}
const uiFromStores = {
  group: folder('components'),
  message: 'stores/ hold state and the /api client, under the UI: what both need that is not UI goes to client/ or domain/.',
}
// components/ui/ is the base of every feature folder: a feature folder's import from it is `../<feature>/…`.
const featureFromUi = {
  regex: '^\\.\\./(?!ui/)[\\w-]+/',
  message: 'components/ui/ holds what every feature uses: it imports no feature folder.',
}
const browserOnlyHelpers = {
  group: [...folder('components'), ...folder('pages'), ...folder('stores'), ...folder('server'), ...folder('locales'), ...folder('origin')],
  message: 'client/ is the browser code under the UI and the stores: it imports domain/ alone.',
}
const messagesOnly = {
  group: [...folder('components'), ...folder('pages'), ...folder('stores'), ...folder('server'), ...folder('origin')],
  message: 'locales/ holds the messages and how they are formatted: it imports domain/ alone.',
}
const clientFromLocales = { regex: CLIENT, message: messagesOnly.message }
const theWorker = {
  group: [...folder('components'), ...folder('pages'), ...folder('stores'), ...folder('origin')],
  message: 'The Worker imports domain/ and locales/ alone: the sandbox origin is a service it calls, the browser code is bundled apart.',
}
const clientFromWorker = { regex: CLIENT, message: theWorker.message }
const originAlone = {
  group: [...folder('components'), ...folder('pages'), ...folder('stores'), ...folder('server'), ...folder('locales'), ...folder('domain')],
  message: 'origin/ plays the platform and the venue API from its own code alone: it shares nothing with the app it answers.',
}
const clientFromOrigin = { regex: CLIENT, message: originAlone.message }

export default tseslint.config(
  { ignores: ['dist/', '.types/', 'node_modules/', '.wrangler/', 'test-results/', 'playwright-report/', '.bench/', 'bench/results/', 'origin/seed/demo/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      // Underscore-named parameters are the ones a signature needs but the body does not.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  // React's rules of hooks (and the React Compiler's checks of them), and what can be seen of
  // accessibility in the markup: axe-core checks the rendered pages in the journeys.
  {
    files: ['components/**/*.{ts,tsx}', 'pages/**/*.{ts,tsx}', 'stores/**/*.ts', 'client/**/*.ts'],
    ...reactHooks.configs.flat.recommended,
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      'react-hooks/exhaustive-deps': 'error',
      // Checks made for the React Compiler, which the app does not run. A read that starts again when
      // what it names changes shows 'loading' from its effect, at 17 places (a hook of their own is
      // the way out, one read at a time).
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/preserve-manual-memoization': 'off',
    },
  },
  {
    files: ['components/**/*.tsx', 'pages/**/*.tsx'],
    ...jsxA11y.configs.recommended,
    rules: {
      ...jsxA11y.configs.recommended.rules,
      // A list or region that handles the keys of the controls inside it (arrows between times,
      // Escape to close) is no control itself: only pointer handlers make an element one.
      'jsx-a11y-x/no-noninteractive-element-interactions': ['error', { handlers: ['onClick', 'onMouseDown', 'onMouseUp', 'onKeyPress'] }],
      // The account's document tables say their roles: laid out as cards on a phone, a table loses
      // them otherwise (components/account/DocumentList.tsx).
      'jsx-a11y-x/no-redundant-roles': ['error', { table: ['table'], thead: ['rowgroup'], tbody: ['rowgroup'], tr: ['row'] }],
      'jsx-a11y-x/no-interactive-element-to-noninteractive-role': ['error', { td: ['cell'], tr: ['row'] }],
    },
  },
  // Scripts and benchmarks run in Node; a few of them also hand code to the browser.
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: { ...globals.node, ...globals.browser } } },
  { files: ['common/**'], rules: { 'no-restricted-imports': ['error', { patterns: [commonAlone, clientFromCommon] }] } },
  { files: ['domain/**'], rules: { 'no-restricted-imports': ['error', { paths: [zodClassic], patterns: [outsideDomain, clientFromDomain] }] } },
  { files: ['locales/**'], rules: { 'no-restricted-imports': ['error', { patterns: [messagesOnly, clientFromLocales] }] } },
  { files: ['client/**'], rules: { 'no-restricted-imports': ['error', { patterns: [browserOnlyHelpers] }] } },
  {
    files: ['stores/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: [vikePageContext], patterns: [pagesOrServer, apiContract, uiFromStores, sandboxOrigin] }] },
  },
  {
    files: ['components/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: [vikePageContext], patterns: [pagesOrServer, apiContract, sandboxOrigin] }] },
  },
  {
    files: ['components/ui/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: [vikePageContext], patterns: [pagesOrServer, apiContract, sandboxOrigin, featureFromUi] }] },
  },
  { files: ['components/ui/page-context.tsx'], rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [pagesOrServer, apiContract, sandboxOrigin, featureFromUi] }] } },
  // The service worker runs apart from the pages: it shares the business rules, nothing else.
  {
    files: ['service-worker/sw.ts', 'service-worker/offline-page.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: [...folder('components'), ...folder('pages'), ...folder('stores'), ...folder('server'), ...folder('locales')], message: 'The service worker imports domain/ alone.' }, { regex: CLIENT, message: 'The service worker imports domain/ alone.' }] }] },
  },
  // Page files are bundled for the browser as well: what they need of the server comes through the page context.
  { files: ['pages/**'], rules: { 'no-restricted-imports': ['error', { patterns: [workerOnly, sandboxOrigin] }] } },
  // The frame and every page with its own entry (`ownHydration` in its +config.ts) are rendered by that entry.
  {
    files: ['pages/+Layout.tsx', 'pages/hydrate-page.tsx', ...ownHydrationPages],
    rules: { 'no-restricted-imports': ['error', { paths: [vikePageContext], patterns: [workerOnly, sandboxOrigin] }] },
  },
  { files: ['server/**'], rules: { 'no-restricted-imports': ['error', { paths: [zodClassic], patterns: [theWorker, clientFromWorker] }] } },
  { files: ['origin/**'], rules: { 'no-restricted-imports': ['error', { patterns: [originAlone, clientFromOrigin] }] } },
  // No import cycles anywhere in the app, and the rooms of components/ and of server/ in layers (eslint-rules/import-cycles.js).
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['tests/**', 'bench/**'],
    plugins: { boundaries: importCycles },
    rules: { 'boundaries/no-import-cycle': 'error', 'boundaries/no-feature-cycle': 'error' },
  },
)
