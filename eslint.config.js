// The import boundaries of the project (DESIGN: folders) and the TypeScript rules, checked in `npm test`.
import js from '@eslint/js'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/** Imports of another top-level folder, however deep the importing file sits. */
const folder = (name) => [`**/${name}`, `**/${name}/**`]

const outsideDomain = {
  group: [...folder('components'), ...folder('pages'), ...folder('stores'), ...folder('server'), ...folder('locales'), ...folder('origin')],
  message: 'domain/ holds the business rules alone: it imports nothing of the app around it.',
}
const workerOnly = {
  group: folder('server'),
  message: 'server/ holds the secrets and the platform clients: pages get what they need through the page context.',
}
const pagesOrServer = {
  group: [...folder('pages'), ...folder('server'), '!**/server/api'],
  message: 'The browser side does not reach into pages/ or the Worker: move what both need to domain/.',
}
// The menu hydrates without vike-react's page context (decision 018): what it renders reads the page
// context through components/ui/page-context, typed as the browser has it.
const vikePageContext = {
  name: 'vike-react/usePageContext',
  message: "Read the page context with usePageContext of components/ui/page-context: the menu hydrates without vike-react's.",
}
// The Worker's API routes are the contract the browser calls them by: their type crosses over, never their code.
const apiContract = {
  group: ['**/server/api'],
  allowTypeImports: true,
  message: 'Only the type of the API (import type { Api }) crosses to the browser: a value would bundle the Worker.',
}

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
  // Scripts and benchmarks run in Node; a few of them also hand code to the browser.
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: { ...globals.node, ...globals.browser } } },
  { files: ['domain/**'], rules: { 'no-restricted-imports': ['error', { patterns: [outsideDomain] }] } },
  {
    files: ['components/**', 'stores/**', 'locales/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: [vikePageContext], patterns: [pagesOrServer, apiContract] }] },
  },
  { files: ['components/ui/page-context.tsx'], rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [pagesOrServer, apiContract] }] } },
  // The service worker runs apart from the pages: it shares the business rules, nothing else.
  {
    files: ['service-worker/sw.ts', 'service-worker/offline-page.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: [...folder('components'), ...folder('pages'), ...folder('stores'), ...folder('server'), ...folder('locales')], message: 'The service worker imports domain/ alone.' }] }] },
  },
  // Page files are bundled for the browser as well: what they need of the server comes through the page context.
  { files: ['pages/**'], rules: { 'no-restricted-imports': ['error', { patterns: [workerOnly] }] } },
  // The frame and the menu page are rendered by the menu's own entry too.
  { files: ['pages/+Layout.tsx', 'pages/index/**'], rules: { 'no-restricted-imports': ['error', { paths: [vikePageContext], patterns: [workerOnly] }] } },
)
