import type { Db } from '../db/db'
import { createApplicationStore } from '../applications/store'
import { createProfileStore } from '../profile/store'
import { createSearchesStore } from '../searches/store'
import type { SearchIndex } from '../search/searchIndex'
import { checkedSection, createRecommender, type PersonHistory, type Recommender } from './recommender'

/** The recommender on the database: the profile's, searches' and applications' own stores, read by owner. */
export function createRecommendations(db: Db, searchIndex: SearchIndex, now: () => Date): Recommender {
  const profile = createProfileStore(db)
  const searches = createSearchesStore(db)
  const applications = createApplicationStore(db)
  const history: PersonHistory = {
    section: async (userId, section) => checkedSection(section, await profile.section(userId, section)),
    experienceTitles: async (userId) => (await profile.experience(userId)).map((item) => item.title),
    searches: (userId) => searches.list(userId),
    applied: async (userId) => (await applications.listFor(userId)).map((application) => ({ jobId: application.jobId, title: application.job?.title ?? null })),
  }
  return createRecommender(searchIndex, history, now)
}
