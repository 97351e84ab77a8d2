import { accountMessages } from './messages/account'
import { alertsMessages } from './messages/alerts'
import { applicationsMessages } from './messages/applications'
import { explorerMessages } from './messages/explorer'
import { applications2Messages } from './messages/applications2'
import { applyMessages } from './messages/apply'
import { interviewMessages } from './messages/interview'
import { hireMessages } from './messages/hire'
import { consultingMessages } from './messages/consulting'
import { savedJobsMessages } from './messages/savedJobs'
import { claimsMessages } from './messages/claims'
import { contentMessages } from './messages/content'
import { appMessages } from './messages/app'
import { authMessages } from './messages/auth'
import { jobMessages } from './messages/job'
import { navigationMessages } from './messages/navigation'
import { notificationsMessages } from './messages/notifications'
import { oauthMessages } from './messages/oauth'
import { profileMessages } from './messages/profile'
import { recommendationsMessages } from './messages/recommendations'
import { resumesMessages } from './messages/resumes'
import { searchMessages } from './messages/search'
import { sessionMessages } from './messages/session'
import { shellMessages } from './messages/shell'
import { diagnosticsMessages } from './messages/diagnostics'
import { devtoolsMessages } from './messages/devtools'
import { prosMessages } from './messages/pros'
import { signInMessages } from './messages/signIn'
import { signInFlowMessages } from './messages/signInFlow'

/**
 * The English (en-US) message catalogue: every user-facing text of Hireflow, in ICU message syntax.
 * Split by area under ./messages; ids are dot-namespaced by area.
 */
export const enUS = {
  ...appMessages,
  ...shellMessages,
  ...searchMessages,
  ...jobMessages,
  ...sessionMessages,
  ...authMessages,
  ...signInMessages,
  ...signInFlowMessages,
  ...oauthMessages,
  ...navigationMessages,
  ...accountMessages,
  ...contentMessages,
  ...savedJobsMessages,
  ...resumesMessages,
  ...profileMessages,
  ...applicationsMessages,
  ...alertsMessages,
  ...explorerMessages,
  ...claimsMessages,
  ...applications2Messages,
  ...applyMessages,
  ...interviewMessages,
  ...notificationsMessages,
  ...recommendationsMessages,
  ...hireMessages,
  ...consultingMessages,
  ...diagnosticsMessages,
  ...devtoolsMessages,
  ...prosMessages,
} as const

export type MessageId = keyof typeof enUS
export type Catalogue = Record<MessageId, string>

/** A catalogue message and its values, ready for intl.formatMessage / <FormattedMessage>. */
export interface MessageDescriptor {
  readonly id: MessageId
  readonly values?: Readonly<Record<string, string | number>>
}
