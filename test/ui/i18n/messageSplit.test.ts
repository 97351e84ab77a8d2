import { describe, expect, it } from 'vitest'
import { enUS, type MessageId } from '../../../core/i18n/en-US'
import { isDeferredMessage } from '../../../ui/i18n/messageSplit'

const ids = Object.keys(enUS) as MessageId[]

describe('the catalogue split between the first screen and the sign-in chunks', () => {
  it('keeps what the header, the guard and the session show on any page in the first screen', () => {
    // The offline notice too: offline, the deferred part may never load.
    const everywhere: MessageId[] = ['account.signIn', 'account.menu', 'account.signOut', 'settingsMenu.account',
      'session.problem.userNotFound', 'network.reconnecting', 'network.unreachable', 'search.somethingWentWrong', 'offline.banner']
    expect(everywhere.filter(isDeferredMessage)).toEqual([])
  })

  it('defers the sign-in, account settings and mail texts', () => {
    const signInOnly: MessageId[] = ['signIn.title', 'verifyCode.title', 'auth.error.invalidLink', 'accountSettings.name.title', 'account.mail.emailChange.subject']
    expect(signInOnly.filter((id) => !isDeferredMessage(id))).toEqual([])
  })

  it('keeps what a search card shows in the first screen, and defers what only the job page shows', () => {
    const onCards: MessageId[] = ['job.pay.range', 'job.pay.converted', 'job.via', 'shell.menu']
    expect(onCards.filter(isDeferredMessage)).toEqual([])
    const jobPageOnly: MessageId[] = ['jobPage.backToResults', 'jobPage.market.median', 'jobPage.similar.title', 'jobPage.share.copied',
      'job.facts', 'job.facts.pay', 'job.description', 'job.skills', 'job.apply', 'job.by', 'job.notFound', 'job.notFoundTitle', 'job.backToSearch',
      'job.closed.title', 'job.closed.body']
    expect(jobPageOnly.filter((id) => !isDeferredMessage(id))).toEqual([])
  })

  it('defers what only the lazy landing page, the account page and the saved-jobs notices show', () => {
    const lazyOnly: MessageId[] = ['landing.title', 'landing.searchLabel', 'landing.news.text', 'account.title', 'account.loading',
      'account.name', 'account.email', 'saveJob.full', 'saveJob.saveFailed', 'saveJob.unsaveFailed', 'saveJob.loadFailed',
      // The "Changes Not Saved" dialog loads them with its chunk; only forms of deferred screens refuse unsafe text.
      'navigation.unsavedChanges.title', 'navigation.unsavedChanges.body', 'error.unsafeText', 'network.taintEnabled']
    expect(lazyOnly.filter((id) => !isDeferredMessage(id))).toEqual([])
    const header: MessageId[] = ['account.menuFor', 'account.settings', 'saveJob.save', 'saveJob.label', 'saveJob.listLink', 'job.postedRelative']
    expect(header.filter(isDeferredMessage)).toEqual([])
  })

  it('defers what only the apply, applications and interview screens show', () => {
    const lazyOnly: MessageId[] = ['apply.error.firstNameRequired', 'applications.tab.active', 'applications.workAuthorization.anyEmployer', 'interview.title', 'interview.linkInvalid']
    expect(lazyOnly.filter((id) => !isDeferredMessage(id))).toEqual([])
  })

  it('defers part of the catalogue, never all of it', () => {
    const deferred = ids.filter(isDeferredMessage).length
    expect(deferred).toBeGreaterThan(0)
    expect(deferred).toBeLessThan(ids.length)
  })
})
