import { expect, test } from '@playwright/test'
import { SCENARIOS } from '../../../explorer/scenarios'

/**
 * The explorer is the visual regression suite: every scenario, at its last step (or the steps it names in
 * `pictured`), has its real screens (360 px and desktop, light and dark) and its statechart compared with the
 * committed pictures (`npm run test:explorer -- --update-snapshots` after a wanted change).
 */
const pictures = SCENARIOS.flatMap((scenario) =>
  scenario.pictured === undefined
    ? [{ name: scenario.id, scenario, step: scenario.steps.length }]
    : scenario.pictured.map((step) => ({ name: `${scenario.id}@${step}`, scenario, step })),
)

for (const { name, scenario, step } of pictures) {
  test(`${name} looks as it did`, async ({ page }) => {
    await page.goto(`/explorer/?scenario=${scenario.id}&step=${step}`)
    const frames = page.locator('iframe')
    await expect(frames).toHaveCount(4)
    for (const frame of await frames.all()) {
      await expect((await frame.contentFrame()).locator('html[data-explorer-ready]')).toBeAttached({ timeout: 20_000 })
    }
    await expect(page.locator('.explorer-chart svg')).toBeVisible()
    // The focus goes to the explorer's own field: a page's focus ring would show in whichever frame has the
    // focus last (the frames load in any order), so no frame has it.
    await page.getByLabel('Link to this step').focus()
    await expect(page.getByTestId('screens')).toHaveScreenshot(`${name}-screens.png`)
    await expect(page.locator('.explorer-chart')).toHaveScreenshot(`${name}-chart.png`)
  })
}
