import { parse } from '@formatjs/icu-messageformat-parser'
import { enUS } from '../../core/i18n/en-US'

/**
 * The whole catalogue compiled as vite.config.ts's plugin does, standing in for both `virtual:hireflow/messages`
 * modules under vitest (vitest.config.ts aliases them here), so UI modules that import them load in tests.
 */
export const messages = Object.fromEntries(
  Object.entries(enUS).map(([id, text]) => {
    const ast = parse(text)
    const [first] = ast
    return [id, ast.length === 1 && first?.type === 0 ? first.value : ast]
  }),
)
