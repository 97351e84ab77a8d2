import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { pendingByEmail } from '../../../core/claims'
import type { ClaimsView } from '../../../machines/claims/claimsRuntime'
import { FormattedMessage, useIntl } from '../../i18n/intl'
import { JobLine } from './JobLine'

interface ClaimCodeFormProps {
  readonly view: ClaimsView
  readonly onCode: (code: string) => void
}

/**
 * The applications made with another email, by email, and the field for the code mailed there. The typed code
 * survives a refused try (selected, the problem read out as an alert); the field has the focus when the dialog opens.
 */
export function ClaimCodeForm({ view, onCode }: ClaimCodeFormProps) {
  const codeRef = useRef<HTMLInputElement>(null)
  const codeId = useId()
  const [code, setCode] = useState('')
  const intl = useIntl()
  useEffect(() => {
    if (view.codeProblem !== null) codeRef.current?.select()
  }, [view.codeProblem])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!view.confirming) onCode(code)
  }
  const hintId = `${codeId}-hint`
  const problemId = `${codeId}-problem`
  return (
    <section aria-label={intl.formatMessage({ id: 'claims.dialog.pendingList' })}>
      {pendingByEmail(view.pending).map(([email, claims]) => (
        <div key={email}>
          <p>
            <FormattedMessage id="claims.dialog.pendingIntro" values={{ count: claims.length, email }} />
          </p>
          <ul className="claims-dialog__list">
            {claims.map((claim) => <JobLine key={claim.id} claim={claim} />)}
          </ul>
        </div>
      ))}
      <form className="claims-dialog__code" onSubmit={submit} noValidate>
        <label htmlFor={codeId}>
          <FormattedMessage id="claims.code.label" />
        </label>
        <input
          ref={codeRef}
          id={codeId}
          name="code"
          autoFocus
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={12}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          aria-invalid={view.codeProblem !== null}
          aria-describedby={view.codeProblem === null ? hintId : `${problemId} ${hintId}`}
        />
        <p id={hintId} className="claims-dialog__hint">
          <FormattedMessage id="claims.code.hint" />
        </p>
        {view.codeProblem !== null && (
          <p id={problemId} className="claims-dialog__problem" role="alert">
            <FormattedMessage id={view.codeProblem} />
          </p>
        )}
        <button type="submit" className="button button--primary" aria-disabled={view.confirming}>
          <FormattedMessage id={view.confirming ? 'claims.code.submitting' : 'claims.code.submit'} />
        </button>
      </form>
    </section>
  )
}
