import * as v from 'valibot'
import type { ProfileSectionName } from './schemas'

/*
 * The forms' values as typed (what a draft holds): the sections' shapes with every choice still a plain string, so
 * a half-filled form (no country yet, no remote preference) is kept and read back as it was.
 */
const text = v.string()
const texts = v.array(v.string())

export const SECTION_FORMS = {
  account: v.object({ linkedInUrl: text, address: text, city: text, state: text, postal: text }),
  agency: v.object({ agencyName: text, agencyEmail: text }),
  general: v.object({ timeZone: text }),
  personal: v.object({ headline: text, country: text, region: text, city: text, workAuthorization: text }),
  background: v.object({ education: text, yearsOfExperience: text, languages: texts, summary: text }),
  goals: v.object({
    desiredTitles: texts,
    industries: texts,
    expectedSalary: text,
    expectedSalaryType: text,
    currentSalary: text,
    currentSalaryType: text,
    remote: text,
  }),
  skills: v.object({ skills: texts }),
} as const satisfies Record<ProfileSectionName, v.GenericSchema>

export type SectionFormValues<S extends ProfileSectionName> = v.InferOutput<(typeof SECTION_FORMS)[S]>

export const PhonesFormSchema = v.object({
  phones: v.array(v.object({ id: v.optional(v.string()), number: text, extension: text, type: text })),
})
export type PhonesForm = v.InferOutput<typeof PhonesFormSchema>

export const ExperienceFormSchema = v.object({
  title: text,
  company: text,
  startedMonth: text,
  startedYear: text,
  endedMonth: text,
  endedYear: text,
  current: v.boolean(),
  description: text,
})
