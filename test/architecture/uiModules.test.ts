import { readdirSync, readFileSync } from 'node:fs'
import { basename, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const repoRoot = resolve(import.meta.dirname, '../..')

/**
 * A module that binds to React: it imports a React-family package (hooks, components, the router's React API) or
 * exports hooks of its own.
 */
const BINDS_REACT = /(?:from|declare module) '(react|react-dom[^']*|react-intl|@xstate\/react|@tanstack\/react-router|@tanstack\/history)'|^export function use[A-Z]/m

/**
 * The non-React modules ui/ may hold (ui/README.md): route definitions (a route's search schema, loader, meta and
 * history state), the public faces, the build's message split, and tiny DOM bindings. Anything else without React (a
 * rule, a flow, a store, a format) belongs in core/ or machines/, where embedders and the state explorer reach it.
 */
const ROUTE_DEFINITIONS_AND_BINDINGS: Readonly<Record<string, string>> = {
  'ui/shell/meta.ts': "the document's title and description writer (debounced): a DOM binding of usePageMeta",
  'ui/i18n/messages.ts': "the compiled catalogue's loader over the build's virtual module (first screen, then the deferred part)",
  'ui/devInspect.ts': "the development composition's `?inspect` observer (@statelyai/inspect): main.tsx imports it in development only",
  'ui/routeMeta.ts': "the routes' static data (section, login) and its TanStack type registration",
  'ui/shell/navigation.ts': "the main navigation's routes and the social links",
  'ui/i18n/messageSplit.ts': 'which catalogue ids load with the lazy chunks: read by vite.config.ts at build time',
  'ui/features/forms/formValues.ts': "a form element's values and the focus move: a tiny DOM binding",
  'ui/features/navigation/focusPageHeading.ts': "the focus move to the page's heading after a route change: a tiny DOM binding, a lazy chunk",
  'ui/features/identity/callbackSearch.ts': "the OAuth callback route's search schema",
  'ui/features/job/loadJob.ts': "the job routes' loader",
  'ui/features/content/loaders.ts': "the content routes' loaders (plain, so a server renderer can call them) and the open pages' follow of content changes",
  'ui/features/settings/settingsMenu.ts': "the settings routes' menu tree (paths and labels)",
  'ui/features/profile/pages.ts': "the professional profile pages' one lazy chunk: re-exports the pages and their loaders",
  'ui/entry.ts': "the page's entry: the main stylesheet, and the composition root started after the first paint",
  'ui/starter.ts': "when the page's entry starts the composition root: the first paint's entry or a bounded wait, once (a tiny DOM binding)",
  'ui/afterPaint.ts': "the composition root's after-first-paint part (a lazy chunk): web vitals, the offline toast, the service worker",
  'ui/errorReporting.ts': "the composition root's error reporter on the browser's page (a lazy chunk, loaded by the first error)",
}

/** Every ui/ module (not a component, test or declaration) that neither binds to React nor is a known route piece. */
export function modulesWithoutReact(files: readonly { readonly path: string; readonly text: string }[]): string[] {
  return files
    .filter(({ path }) => path.endsWith('.ts') && !path.endsWith('.d.ts') && basename(path) !== 'index.ts')
    .filter(({ path, text }) => !BINDS_REACT.test(text) && !(path in ROUTE_DEFINITIONS_AND_BINDINGS))
    .map(({ path }) => path)
}

function uiFiles(dir = join(repoRoot, 'ui')): { path: string; text: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name)
    if (entry.isDirectory()) return uiFiles(full)
    return [{ path: relative(repoRoot, full).split('\\').join('/'), text: readFileSync(full, 'utf8') }]
  })
}

describe('ui/ holds React and route pieces only (docs/architecture.md)', () => {
  it('finds a rule, a flow or a store planted in ui/, and lets hooks, components, route pieces and faces be', () => {
    const planted = [
      { path: 'ui/features/search/payFormat.ts', text: "import type { Job } from '../../../core/search'\nexport const pay = (job: Job) => job.compensation\n" },
      { path: 'ui/shell/toasts/toastStore.ts', text: 'export function createToastStore() { return { show() {} } }\n' },
      { path: 'ui/features/search/useSearchDraft.ts', text: "import { useState } from 'react'\n" },
      { path: 'ui/features/identity/authServices.ts', text: "import { useApp } from '../../useApp'\nexport function useAuth() {}\n" },
      { path: 'ui/features/identity/loginSearch.ts', text: "import { useSearch } from '@tanstack/react-router'\n" },
      { path: 'ui/features/search/index.ts', text: "export { HomePage } from './HomePage'\n" },
      { path: 'ui/features/job/loadJob.ts', text: 'export async function loadJob() {}\n' },
      { path: 'ui/i18n/messageIds.d.ts', text: 'export type X = string\n' },
      { path: 'ui/features/job/JobPage.tsx', text: 'export const JobPage = () => null\n' },
    ]
    expect(modulesWithoutReact(planted)).toEqual(['ui/features/search/payFormat.ts', 'ui/shell/toasts/toastStore.ts'])
  })

  it('the real ui/ has none, and every allowed route piece still exists', () => {
    const files = uiFiles()
    expect(modulesWithoutReact(files)).toEqual([])
    const paths = new Set(files.map(({ path }) => path))
    expect(Object.keys(ROUTE_DEFINITIONS_AND_BINDINGS).filter((path) => !paths.has(path))).toEqual([])
  })
})
