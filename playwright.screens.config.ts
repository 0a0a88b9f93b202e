import { defineConfig } from '@playwright/test'
import base from './playwright.config'

// docs/screens/: the screens of the journeys at a phone's and a desktop's size (`npm run screens`).
export default defineConfig({ ...base, testDir: 'tests/screens' })
