import { expect, test } from './support/test'
import { venueUrl } from './support/demo'

// The in-page QR scan at Le Comptoir. Chromium reads QR codes itself only on Android, ChromeOS and
// macOS, and this machine has no camera: the camera is Chromium's own fake device, and the reader is
// a stand-in with the Shape Detection API's contract that "sees" the code the journey shows it.

const TABLE_1 = 'ee165adf-9aa2-533d-ba19-6ff39ef1d8e0'

test.use({
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', '--disable-gpu', '--no-first-run'],
  },
  permissions: ['camera'],
})

/** Installs a QR reader that sees `code` in any frame once the camera plays. */
async function showCode(page: import('@playwright/test').Page, code: string) {
  await page.addInitScript((seen) => {
    ;(globalThis as { BarcodeDetector?: unknown }).BarcodeDetector = class {
      static getSupportedFormats = async () => ['qr_code']
      constructor(readonly options: { formats: string[] }) {}
      async detect(video: HTMLVideoElement) {
        return video.readyState >= 2 && this.options.formats.includes('qr_code') ? [{ rawValue: seen, format: 'qr_code' }] : []
      }
    }
  }, code)
}

test("the QR code on table 1, scanned in the page, opens table 1's menu", async ({ page, quickOrder: quick }) => {
  await showCode(page, venueUrl('comptoir', `/en/quickorder/${TABLE_1}`))
  await quick.open()
  await page.getByRole('button', { name: 'Scan the QR code' }).click()
  await expect(page.getByRole('dialog', { name: "Scan your table's QR code" })).toBeVisible()

  await expect(quick.tableNumber()).toHaveText('Table 1')
  await expect(page).toHaveURL(new RegExp(`/en/quickorder/${TABLE_1}$`))
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test("a QR code of another site is not a table: the diner is told and stays on the scan", async ({ page, quickOrder: quick }) => {
  await showCode(page, `https://elsewhere.example/en/quickorder/${TABLE_1}`)
  await quick.open()
  await page.getByRole('button', { name: 'Scan the QR code' }).click()
  const dialog = page.getByRole('dialog', { name: "Scan your table's QR code" })
  await expect(dialog.getByRole('alert')).toHaveText('This QR code is not a table of this venue.')
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(page).toHaveURL(/\/en\/quickorder$/)
})

test('without a QR reader in the browser, no scan button: the table number is asked', async ({ page, quickOrder: quick }) => {
  await quick.open()
  await expect(quick.numberField()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Scan the QR code' })).toHaveCount(0)
})
