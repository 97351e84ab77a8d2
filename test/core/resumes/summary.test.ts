import fc from 'fast-check'
import * as v from 'valibot'
import { describe, expect, test } from 'vitest'
import { RESUME_SUMMARY_MAX_SKILLS, ResumeSummarySchema, summarizeResume } from '../../../core/resumes'
import { INDUSTRIES_A } from '../../../adapters/server/seed/industries-a'
import { INDUSTRIES_B } from '../../../adapters/server/seed/industries-b'

// The vocabulary the search index knows: the demo data's titles and skills.
const industries = [...INDUSTRIES_A, ...INDUSTRIES_B]
const vocabulary = { skills: industries.flatMap((industry) => industry.skills), titles: industries.flatMap((industry) => industry.titles) }
const read = (text: string) => summarizeResume(text, vocabulary)

describe('the most recent job', () => {
  test('a nurse: title and employer on one line with the dates, newest first', () => {
    const text = `Maria Gonzalez, RN
Boston, MA | maria.gonzalez@example.com | (617) 555-0134

PROFESSIONAL SUMMARY
Compassionate registered nurse with 8 years of acute care experience.

EXPERIENCE
Registered Nurse, St. Mary's Hospital — Boston, MA    Jan 2020 – Present
• Deliver patient care for a 32-bed medical-surgical unit; Medication Administration and IV Therapy.
• Charted in Epic EMR for every shift.
Licensed Practical Nurse, Beth Israel Clinic — Cambridge, MA    Jun 2015 – Dec 2019
• Supported care planning for 20 residents.

EDUCATION
Bachelor of Science in Nursing, Boston College, 2015

LICENSES & CERTIFICATIONS
RN License (MA), BLS, ACLS`
    const summary = read(text)
    expect(summary.mostRecentTitle).toBe('Registered Nurse')
    expect(summary.mostRecentEmployer).toBe("St. Mary's Hospital")
    expect(summary.skills).toEqual(expect.arrayContaining(['Patient Care', 'Medication Administration', 'IV Therapy', 'Epic', 'EMR', 'Care Planning', 'RN License', 'BLS', 'ACLS']))
  })

  test('a developer: "Title | Company | dates", older job first in the text, skills section first', () => {
    const text = `JAMES CHEN
Software developer

SKILLS
TypeScript, React, Node.js, PostgreSQL, Kubernetes, CI/CD

WORK HISTORY
Frontend Developer | Brightside Labs | 03/2017 – 05/2020
- Built a design system in React.
Senior Software Engineer | Acme Corp | 06/2020 – Present
- Led the move to Kubernetes and AWS; I like to go to meetups and excel at code review.

EDUCATION
B.Sc. Computer Science, 2016`
    const summary = read(text)
    expect(summary.mostRecentTitle).toBe('Senior Software Engineer')
    expect(summary.mostRecentEmployer).toBe('Acme Corp')
    expect(summary.skills.slice(0, 6)).toEqual(['TypeScript', 'React', 'Node.js', 'PostgreSQL', 'Kubernetes', 'CI/CD'])
    expect(summary.skills).toContain('AWS')
    expect(summary.skills, '"go to" is not Go, "excel at" not Excel').not.toContain('Go')
    expect(summary.skills).not.toContain('Excel')
  })

  test('employer above the title above the dates (a Word template), ended jobs: the latest end wins', () => {
    const text = `Experience

Northwind Traders Inc.
Senior Accountant
Feb 2019 - Aug 2023
Owned the month-end close and reconciliation across 4 entities.

Contoso Ltd
Staff Accountant
2015 - 2019
Prepared GAAP statements in QuickBooks.

Education
University of Illinois`
    const summary = read(text)
    expect(summary.mostRecentTitle).toBe('Senior Accountant')
    expect(summary.mostRecentEmployer).toBe('Northwind Traders Inc.')
    expect(summary.skills).toEqual(expect.arrayContaining(['Month-End Close', 'Reconciliation', 'GAAP', 'QuickBooks']))
  })

  test('"Title at Employer (dates)"', () => {
    const summary = read('EMPLOYMENT\nWarehouse Associate at Global Logistics (2021 to present)\nPicked and packed orders.')
    expect(summary).toMatchObject({ mostRecentTitle: 'Warehouse Associate', mostRecentEmployer: 'Global Logistics' })
  })

  test('dates first, then the title and employer below', () => {
    const summary = read('Work Experience\nSeptember 2022 – Current\nOffice Manager\nHarbor Dental Group, Portland, OR\n• Scheduling and Calendar Management for 6 dentists')
    expect(summary).toMatchObject({ mostRecentTitle: 'Office Manager', mostRecentEmployer: 'Harbor Dental Group' })
    expect(summary.skills).toEqual(['Scheduling', 'Calendar Management'])
  })

  test('an experience section without dates: its first lines', () => {
    const summary = read('Experience\nGraphic Designer\nBlue Fox Studio\nDesigned brands in Figma and Adobe Illustrator for 40 clients over the years.')
    expect(summary).toMatchObject({ mostRecentTitle: 'Graphic Designer', mostRecentEmployer: 'Blue Fox Studio', skills: ['Figma', 'Adobe Illustrator'] })
  })
})

describe('nothing to read', () => {
  test('an empty text, a scan with no text, a cover letter: nulls and no skills', () => {
    expect(read('')).toEqual({ mostRecentTitle: null, mostRecentEmployer: null, skills: [] })
    expect(read('   \n\n\t ')).toEqual({ mostRecentTitle: null, mostRecentEmployer: null, skills: [] })
    expect(read('Dear hiring manager, I am writing to apply for the role you posted last week.')).toEqual({ mostRecentTitle: null, mostRecentEmployer: null, skills: [] })
  })

  test('skills are only the vocabulary\'s, each once, at most the limit', () => {
    const many = Array.from({ length: 40 }, (_, index) => `Skill${index}`)
    const summary = summarizeResume(`Skills\n${many.join(', ')} Skill3 skill4`, { skills: [...many, 'Skill3', 'Underwater Basket Weaving'] })
    expect(summary.skills).toHaveLength(RESUME_SUMMARY_MAX_SKILLS)
    expect(new Set(summary.skills).size).toBe(summary.skills.length)
    expect(summary.skills).not.toContain('Underwater Basket Weaving')
  })

  test('a very long line is never taken as a title', () => {
    const summary = read(`Experience\n${'word '.repeat(100)}2019 - 2020`)
    expect(summary.mostRecentTitle).toBeNull()
  })
})

test('any text, however hostile, gives an answer the wire schema accepts, with skills only from the vocabulary', () => {
  const line = fc.oneof(
    fc.string({ maxLength: 300 }),
    fc.constantFrom('Experience', 'SKILLS', 'Jan 2020 - Present', '2019 – 2021', '• did things', "Nurse at St. Mary's", 'Acme, Inc.', 'Boston, MA'),
    fc.constantFrom(...vocabulary.skills, ...vocabulary.titles),
  )
  fc.assert(
    fc.property(fc.array(line, { maxLength: 40 }), fc.constantFrom('\n', '\r\n', '\t', '   ', ' | '), (lines, separator) => {
      const summary = read(lines.join(separator))
      expect(v.is(ResumeSummarySchema, summary)).toBe(true)
      expect(summary.skills.length).toBeLessThanOrEqual(RESUME_SUMMARY_MAX_SKILLS)
      for (const skill of summary.skills) expect(vocabulary.skills).toContain(skill)
    }),
    { numRuns: 300 },
  )
})
