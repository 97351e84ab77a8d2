import { useSelector } from '@xstate/react'
import { useCallback } from 'react'
import type { DraftFields } from '../../../core/apply'
import { stepOf, type EasyApplyActor } from '../../../machines/apply'

/** The flow's step, draft, shown problems and failure, each re-read on change; `edit` sends what the user typed. */
export function useEasyApply(actor: EasyApplyActor) {
  const step = useSelector(actor, stepOf)
  const draft = useSelector(actor, (snapshot) => snapshot.context.draft)
  const errors = useSelector(actor, (snapshot) => snapshot.context.errors)
  const failure = useSelector(actor, (snapshot) => snapshot.context.failure)
  const answer = useSelector(actor, (snapshot) => snapshot.context.answer)
  const edit = useCallback((fields: Partial<DraftFields>) => actor.send({ type: 'user.edited', fields }), [actor])
  return { step, draft, errors, failure, answer, edit }
}

export type EasyApplyView = ReturnType<typeof useEasyApply>

/** What every step's fields get. */
export interface StepProps {
  readonly view: EasyApplyView
}
