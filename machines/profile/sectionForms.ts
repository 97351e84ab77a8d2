import {
  checkSection,
  emptySection,
  PROFILE_SECTIONS,
  SECTION_FORMS,
  type ProfileApi,
  type ProfileSectionName,
  type ProfileSectionValue,
  type SectionFormValues,
} from '../../core/profile'
import { PROFILE_FAILURES, type SectionFormOptions } from './profileCalls'

/**
 * The options of a section kept whole for useSectionForm: its draft (per account), the saved values or the empty
 * form, checking with the section's schema, saving with PUT /rest/professional/{section}.
 */
export function sectionFormOptions<S extends ProfileSectionName>(
  api: ProfileApi,
  section: S,
  userId: string,
  saved: ProfileSectionValue<S> | null,
  empty: SectionFormValues<S> = emptySection(section),
): SectionFormOptions<SectionFormValues<S>, ProfileSectionValue<S>> {
  return {
    holder: `profile.${section}`,
    draftKey: `profile.${section}.${userId}`,
    draftSchema: SECTION_FORMS[section] as never,
    saved: (saved ?? empty) as SectionFormValues<S>,
    check: (values) => checkSection(PROFILE_SECTIONS[section] as never, values),
    save: (value) => api.saveSection(section, value) as Promise<SectionFormValues<S>>,
    failures: PROFILE_FAILURES,
  }
}
