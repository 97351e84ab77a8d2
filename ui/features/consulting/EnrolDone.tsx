import { Link } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import type { MessageId } from '../../../core/i18n/en-US'
import type { ConsultingEnrolmentSnapshot } from '../../../machines/consulting/consultingEnrolment.machine'
import type { ConsultingEnrolmentActor } from '../../../machines/consulting/consultingRuntime'
import { FormattedMessage, useIntl } from '../../i18n/intl'

const selectDraft = (snapshot: ConsultingEnrolmentSnapshot) => snapshot.context.draft

/** The enrolment was stored: who will be in touch, and a way on. */
export function EnrolDone({ actor }: { readonly actor: ConsultingEnrolmentActor }) {
  const intl = useIntl()
  const draft = useSelector(actor, selectDraft)
  const specialty = intl.formatMessage({ id: `consulting.specialty.${draft.specialty.specialty}` as MessageId })
  return (
    <section className="consulting-done" role="status" aria-labelledby="enrol-done-title">
      <h2 id="enrol-done-title"><FormattedMessage id="consulting.done.title" /></h2>
      <p><FormattedMessage id="consulting.done.text" values={{ name: draft.identity.firstName, specialty: specialty.toLowerCase(), email: draft.identity.email }} /></p>
      <Link to="/search" className="button button--primary"><FormattedMessage id="consulting.done.search" /></Link>
    </section>
  )
}
