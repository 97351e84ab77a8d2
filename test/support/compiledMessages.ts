import { enUS } from '../../core/i18n/en-US'
import { compileMessage } from '../../scripts/compileMessage'

/**
 * The whole catalogue compiled as vite.config.ts's plugin does, standing in for both `virtual:hireflow/messages`
 * modules under vitest (vitest.config.ts aliases them here), so UI modules that import them load in tests.
 */
export const messages = Object.fromEntries(Object.entries(enUS).map(([id, text]) => [id, compileMessage(text)]))
