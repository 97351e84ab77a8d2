import type { SectionFormValues } from './forms'
import type { ProfileSectionName } from './schemas'

/** A section's form before its first save: every field empty, salaries per year. */
export const emptySection = <S extends ProfileSectionName>(section: S, timeZone = 'UTC'): SectionFormValues<S> => {
  const empty: { readonly [K in ProfileSectionName]: SectionFormValues<K> } = {
    account: { linkedInUrl: '', address: '', city: '', state: '', postal: '' },
    agency: { agencyName: '', agencyEmail: '' },
    general: { timeZone },
    personal: { headline: '', country: '', region: '', city: '', workAuthorization: '' },
    background: { education: '', yearsOfExperience: '', languages: [], summary: '' },
    goals: { desiredTitles: [], industries: [], expectedSalary: '', expectedSalaryType: 'year', currentSalary: '', currentSalaryType: 'year', remote: '' },
    skills: { skills: [] },
  }
  return empty[section]
}
