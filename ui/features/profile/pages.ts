/*
 * The professional profile's pages and their loaders, one chunk for all (a chunk per page would cost the first
 * screen a preload list per page in the route table).
 */
export { BackgroundPage, loadBackground } from './BackgroundPage'
export { ExperienceListPage, loadExperienceList } from './ExperienceListPage'
export { ExperiencePage, loadExperience } from './ExperiencePage'
export { GoalsPage, loadGoals } from './GoalsPage'
export { loadPersonal, PersonalPage } from './PersonalPage'
export { loadPhones, PhonesPage } from './PhonesPage'
export { loadSkills, SkillsPage } from './SkillsPage'
