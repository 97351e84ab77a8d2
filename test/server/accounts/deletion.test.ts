import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ResumeSchema } from '../../../core/resumes'
import type { Db } from '../../../adapters/server/db/db'
import { pdf } from '../../support/resumeFiles'
import { backends, harness, someJobs, type Account } from '../applyingHarness'

/**
 * Deleting an account (POST /rest/profile/delete; docs/decisions.md, "Deleting an account"): every table is swept for
 * the person's id and email afterwards, and the resume files are gone from the file store.
 */
describe.each(await backends('deletion'))('deleting an account on $name', ({ open, drop }) => {
  let db: Db
  let h: ReturnType<typeof harness>
  let jobs: string[]
  beforeAll(async () => {
    db = await open()
    h = harness(db)
    jobs = await someJobs(db, 12, 400)
  })
  afterAll(async () => {
    await drop(db)
    await db.close()
  })

  const ok = async (response: Response | Promise<Response>, status = 200) => {
    const answer = await response
    expect(answer.status, await answer.clone().text()).toBe(status)
    return answer
  }

  /** Everything a person can leave behind, each through the server's own calls where one exists. */
  async function aFullAccount(prefix: string, jobOffset: number): Promise<Account & { readonly files: number }> {
    const user = await h.signUp(prefix)
    const call = (method: string, path: string, body?: unknown) => ok(h.call(method, path, user.jwt, body), method === 'POST' && /resumes$|job-alerts$|searches$|experience$/.test(path) ? 201 : 200)
    // Resumes (two files), one inactivated.
    const upload = async () => v.parse(ResumeSchema, await (await ok(h.app.request('/rest/resumes', { method: 'POST', headers: { authorization: `Bearer ${user.jwt}`, 'x-file-name': 'cv.pdf' }, body: new Uint8Array(pdf()) }), 201)).json())
    const [first] = [await upload(), await upload()]
    await call('PATCH', `/rest/resumes/${first.id}`, { active: false })
    // An application as the account, with interview answers and a status change.
    const applied = await ok(h.call('POST', '/rest/applications', user.jwt, h.submission(jobs[jobOffset]!, user.email, { id: (await upload()).id, token: null })), 201)
    const application = ((await applied.json()) as { application: { id: string } }).application
    await call('PUT', `/rest/interview/application/${application.id}/answers/company`, { answer: 'Acme Health' })
    await call('POST', `/dev/applications/${application.id}/status`, { status: 'viewed' })
    // A visitor application with the account's (verified) email, claimed, and one never claimed; both with uploads.
    const claimed = await h.visitorApplies(jobs[jobOffset + 1]!, user.email)
    await call('POST', '/rest/interview/check-claims', { claims: [{ id: claimed.answer.application.id, email: user.email }] })
    await h.visitorApplies(jobs[jobOffset + 2]!, user.email.toUpperCase())
    // A claim waiting for its code (mailed to another address, asked by this account).
    const elsewhere = await h.visitorApplies(jobs[jobOffset + 3]!, `other.${user.id.slice(0, 8)}@example.com`)
    await call('POST', '/rest/interview/check-claims', { claims: [{ id: elsewhere.answer.application.id, email: `other.${user.id.slice(0, 8)}@example.com` }] })
    // Saved job and searches, alerts (one signed in, one asked signed out and unconfirmed), preferences.
    await call('PUT', `/rest/saved-jobs/${jobs[jobOffset]!}`)
    await call('POST', '/rest/searches', { what: 'nurse', where: 'Austin, TX' })
    const alert = { query: 'Lighthouse keeper', location: '', remote: 'include', frequency: 'daily', distanceMiles: null, paused: false }
    await call('POST', '/rest/job-alerts', alert)
    await ok(h.call('POST', '/rest/job-alerts/by-email', null, { email: user.email, alert: { ...alert, paused: undefined } }), 202)
    await call('PUT', '/rest/email-preferences', { jobAlerts: false, applicationUpdates: true, recommendations: true, news: false })
    // The professional profile: a section, phones, experience.
    await call('PUT', '/rest/professional/phones', { phones: [{ number: '(512) 555-0100', extension: '', type: 'mobile' }] })
    await call('POST', '/rest/professional/experience', { title: 'Nurse', company: 'St. Mary', started: '2020-03', ended: '2024-06', current: false, description: 'ICU' })
    // A pending email change, a password (a sign-in identity besides the email), a mailed sign-in code.
    await ok(h.call('POST', '/rest/profile/email', user.jwt, { email: `new.${user.id.slice(0, 8)}@example.com` }), 202)
    await ok(h.call('POST', '/rest/auth/email', null, { email: user.email, purpose: 'signIn' }), 202)
    // 3 account uploads + 2 visitor uploads of its email (claimed, unclaimed).
    return { ...user, files: 5 }
  }

  /** Every row of every table whose text mentions the user's id or email (any case), table by table. */
  async function traces(user: { readonly id: string; readonly email: string }): Promise<Record<string, number>> {
    const columns = await db.query<{ table_name: string; column_name: string }>(
      `SELECT c.table_name, c.column_name FROM information_schema.columns c
         JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
        WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
          AND c.data_type IN ('text', 'character varying', 'jsonb', 'ARRAY')`,
    )
    const found: Record<string, number> = {}
    for (const { table_name, column_name } of columns) {
      const [row] = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM "${table_name}" WHERE strpos(lower("${column_name}"::text), $1) > 0 OR strpos(lower("${column_name}"::text), $2) > 0`,
        [user.id.toLowerCase(), user.email.toLowerCase()],
      )
      if ((row?.n ?? 0) > 0) found[`${table_name}.${column_name}`] = row!.n
    }
    return found
  }

  test('nothing of the person remains in any table, nor their files; another account keeps everything', async () => {
    const ada = await aFullAccount('ada.deletion', 0)
    const bob = await aFullAccount('bob.deletion', 6)
    const bobBefore = await traces(bob)
    expect(Object.keys(await traces(ada)).length).toBeGreaterThan(10)
    const filesBefore = h.files.size

    await ok(h.call('POST', '/rest/profile/delete', ada.jwt, { email: ` ${ada.email.toUpperCase()} ` }))

    expect(await traces(ada)).toEqual({})
    expect(h.files.size).toBe(filesBefore - ada.files)
    expect(await traces(bob)).toEqual(bobBefore)
    // The token is dead; signing in again makes a new, empty account.
    expect((await h.call('GET', '/rest/profile', ada.jwt)).status).toBe(401)
    expect((await h.call('GET', '/rest/applications', ada.jwt)).status).toBe(401)
  })

  test('only with the account\'s own email typed again, only by a full session; a failed call deletes nothing', async () => {
    const cy = await h.signUp('cy.deletion')
    const wrong = await h.call('POST', '/rest/profile/delete', cy.jwt, { email: 'someone.else@example.com' })
    expect(wrong.status).toBe(400)
    expect(((await wrong.json()) as { error: { issues: unknown[] } }).error.issues).toEqual([{ path: 'email', message: 'accountSettings.delete.emailMismatch' }])
    expect((await h.call('POST', '/rest/profile/delete', cy.jwt, {})).status).toBe(400)
    expect((await h.call('POST', '/rest/profile/delete', null, { email: cy.email })).status).toBe(401)
    expect((await h.call('GET', '/rest/profile', cy.jwt)).status).toBe(200)
  })

  test('one transaction: when a step fails, the account and its rows are all still there and no file was deleted', async () => {
    const dee = await aFullAccount('dee.deletion', 0)
    const before = await traces(dee)
    const filesBefore = h.files.size
    // A trigger makes the last step (the users row) fail after every other deletion ran.
    await db.exec(`CREATE FUNCTION refuse_user_delete() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused'; END $$;
      CREATE TRIGGER refuse_user_delete BEFORE DELETE ON users FOR EACH ROW EXECUTE FUNCTION refuse_user_delete();`)
    try {
      expect((await h.call('POST', '/rest/profile/delete', dee.jwt, { email: dee.email })).status).toBe(500)
    } finally {
      await db.exec(`DROP TRIGGER refuse_user_delete ON users; DROP FUNCTION refuse_user_delete();`)
    }
    expect(await traces(dee)).toEqual(before)
    expect(h.files.size).toBe(filesBefore)
  })
})
