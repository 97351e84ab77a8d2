/**
 * `npx tsx scripts/make-icons.ts`: draws the web app manifest's PNG icons (public/icons/) from public/favicon.svg in
 * Chromium, so the installable app's icons stay the favicon's mark. Run again after changing the favicon.
 */
import { readFileSync } from 'node:fs'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/support/chromium'

const svg = readFileSync('public/favicon.svg', 'utf8')
const ICONS = [
  { file: 'public/icons/icon-192.png', size: 192, inset: 0, background: 'transparent' },
  { file: 'public/icons/icon-512.png', size: 512, inset: 0, background: 'transparent' },
  // Maskable: the mark inside the safe zone (the inner 80%) on the brand's blue, which any mask may crop.
  { file: 'public/icons/maskable-512.png', size: 512, inset: 0.1, background: '#1d4ed8' },
]

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } })
    const inner = Math.round(icon.size * (1 - 2 * icon.inset))
    await page.setContent(
      `<body style="margin:0;display:grid;place-items:center;width:${icon.size}px;height:${icon.size}px;background:${icon.background}">` +
        svg.replace('<svg ', `<svg width="${inner}" height="${inner}" `) +
        '</body>',
    )
    await page.screenshot({ path: icon.file, omitBackground: icon.background === 'transparent' })
    await page.close()
  }
} finally {
  await browser.close()
}
