import type { Db } from '../db/db'

/**
 * The site's first content (issue 13): the about, privacy, terms and contact pages and six news articles, their
 * pictures in public/content/news. Inserted when missing, never over an administrator's change (ON CONFLICT DO
 * NOTHING), on a new database and on every start of an older one (ensureSeeded).
 */
interface SeedEntry {
  readonly id: string
  readonly kind: 'page' | 'news'
  readonly slug: string
  readonly title: string
  readonly description: string
  readonly body: string
  readonly author: string
  readonly image_url: string | null
  readonly image_alt: string | null
  readonly published_at: string
}

const page = (id: string, title: string, description: string, body: string): SeedEntry => ({
  id,
  kind: 'page',
  slug: id,
  title,
  description,
  body,
  author: '',
  image_url: null,
  image_alt: null,
  published_at: '2026-06-01T09:00:00Z',
})

const news = (id: string, title: string, author: string, publishedAt: string, imageAlt: string, description: string, body: string): SeedEntry => ({
  id,
  kind: 'news',
  slug: id,
  title,
  description,
  body,
  author,
  image_url: `/content/news/${id}.svg`,
  image_alt: imageAlt,
  published_at: publishedAt,
})

export const SEED_CONTENT: readonly SeedEntry[] = [
  page(
    'about',
    'About Hireflow',
    'Hireflow is a job-search and hiring marketplace: job seekers find work that fits, and Pros, employers and consultants hire the people they need. Hire or be hired.',
    `Hireflow started with a simple idea: **finding a job and filling one are the same problem seen from two sides.** Job seekers want to know what is out there, what it pays and whether anyone will answer. Employers want to reach good people quickly without wading through noise. We built one marketplace for both.

## What we do

- **Job search that respects your time.** Search by what and where, filter by pay, job type and remote work, and read the whole job before you apply. Every listing shows the recruiter behind it.
- **Applying in minutes.** Easy Apply and 1-Click Apply with a stored resume, plus a short instant interview that lets you tell your story in your own words.
- **Recruiters you can reach.** Our Pros are experienced recruiters who specialise in an industry and a region. Each has a page with their open jobs and how to contact them.
- **Hiring help for employers.** Companies can become clients and work with a Pro who knows their market, from a single hire to a whole team.

## How we work

We are a small team of engineers, recruiters and designers spread across the United States. We publish what we measure, we answer every message, and we never sell your personal information. When you apply, your application goes to the Pro who manages the job, and nowhere else.

## Get in touch

Questions, ideas or a job you would like us to help fill? Visit our [contact page](/contact) or read the latest from the team in our [news](/news).`,
  ),
  page(
    'privacy-policy',
    'Privacy policy',
    'How Hireflow collects, uses, shares and protects your personal information when you search for jobs, apply, hire or simply visit the site, and the choices you have.',
    `*Last updated: November 1, 2026*

This policy explains what personal information Hireflow collects, why we collect it, who we share it with and the choices you have. It applies to the Hireflow website and the emails we send.

## Information you give us

- **Account details:** your name, email address and, if you choose, a password or a sign-in through LinkedIn, Microsoft, Facebook or Google.
- **Your professional profile:** phone numbers, work history, skills, salary expectations and work authorization, if you add them.
- **Resumes and applications:** the files you upload and the answers you give when you apply or take an instant interview.
- **Messages:** what you write to us or to a Pro, including through the hire form.

## Information we collect automatically

When you use Hireflow we record the pages you visit, the searches you run and basic technical data such as your browser, device and approximate location derived from your IP address. We use this to run the service, to keep it secure and to improve search results. We do not use third-party advertising trackers.

## How we use your information

1. To provide the service: show jobs, send your applications to the Pro who manages the job and keep your account working.
2. To communicate with you: sign-in codes, application updates and the job alerts you ask for. You can change your email preferences at any time in your communication settings.
3. To keep Hireflow safe: detect abuse, spam and fraud.
4. To improve Hireflow: understand which features help people find work.

## Who we share it with

Your application is shared with the Pro managing that job and, through them, with the hiring employer. We use service providers for hosting, email delivery and file storage, bound by contract to use your data only on our behalf. We disclose information when the law requires it. **We never sell your personal information.**

## How long we keep it

We keep your account data while your account is open. When you delete your account, we delete your profile, resumes, saved jobs and alerts; we keep a minimal record of applications for as long as employment law requires.

## Your choices and rights

You can see and edit your information in your settings, download your resumes, unsubscribe from any email with one click and delete your account. Depending on where you live you may have further rights to access, correct or delete your data; write to privacy@hireflow.example and we will answer within 30 days.

## Contact

Hireflow Privacy Team, privacy@hireflow.example.`,
  ),
  page(
    'terms-and-conditions',
    'Terms and conditions',
    'The terms that govern your use of Hireflow: your account, job postings and applications, acceptable use, intellectual property, disclaimers and how these terms may change.',
    `*Last updated: November 1, 2026*

Welcome to Hireflow. By creating an account or using the site you agree to these terms. Please read them carefully.

## 1. Your account

You must give accurate information and keep your sign-in details safe. You are responsible for what happens under your account. You must be at least 16 years old to use Hireflow.

## 2. Job seekers

Applications you send are shared with the Pro who manages the job and with the hiring employer. Hireflow does not guarantee that any employer will contact you, interview you or offer you a job.

## 3. Employers and Pros

Jobs must be real, open positions that you are authorised to fill, described truthfully and lawfully. Discriminatory requirements, misleading pay and requests for payment from candidates are forbidden.

## 4. Acceptable use

You agree not to scrape the site, send spam, upload malware, impersonate others or interfere with the service. We may suspend accounts that break these rules.

## 5. Content

You keep ownership of what you upload. You give Hireflow the licence needed to host it and to show it to the people you send it to. The Hireflow name, logo and site design belong to us.

## 6. Disclaimers and liability

Hireflow is provided "as is". To the extent the law allows, we are not liable for indirect or consequential losses, and our total liability is limited to the amount you paid us in the past twelve months, if any.

## 7. Changes

We may update these terms. When the change is material we will tell you by email or on the site before it takes effect. Continuing to use Hireflow after that means you accept the new terms.

## 8. Contact

Questions about these terms: legal@hireflow.example.`,
  ),
  page(
    'contact',
    'Contact us',
    'Reach the Hireflow team: help with your account or an application, hiring with a Pro, press and partnerships. We answer every message within one business day.',
    `We read every message and answer within one business day.

## Job seekers

Trouble signing in, a question about an application or a resume that will not upload? Write to **support@hireflow.example**. Tell us the email address on your account and, if it is about a job, the job's title and location.

## Employers

Looking to hire? The fastest way is our [hire form](/hire): a Pro who knows your industry and city will call you back. You can also write to **clients@hireflow.example**.

## Press and partnerships

**press@hireflow.example**

## Mail

Hireflow, 500 Market Street, Suite 300, San Francisco, CA 94105, United States.

## Hours

Monday to Friday, 8 am to 6 pm Pacific time.`,
  ),
  news(
    'remote-work-2026',
    'Remote work in 2026: where the jobs really are',
    'Dana Whitfield',
    '2026-11-18T14:00:00Z',
    'A laptop on a desk under the outline of a house roof',
    'One in five jobs on Hireflow now offers remote work, but most remote roles hire only in the United States. We looked at where remote jobs are growing and what employers ask for.',
    `Remote work has settled into a steady share of the market. **About one in five jobs posted on Hireflow this quarter can be done fully remotely**, up slightly from last year, and another one in ten offers a hybrid schedule.

## Where remote jobs are growing

Software engineering and data roles still lead, but the fastest growth is in **customer success, accounting and healthcare administration**, where employers found that remote teams kept their service levels while widening the pool of applicants.

## "Remote, US only" is the norm

Most remote roles ask that you live in the United States, and a growing number name specific states for tax and licensing reasons. Read the location line carefully: a job marked remote with a state beside it usually means you must live there.

## What employers ask for

- A quiet place to work and a reliable connection.
- Overlap with a time zone, often four core hours.
- Clear written communication: your resume and your elevator pitch are your first samples.

Use the remote filter on the search page to include, exclude or show only remote jobs, and set a job alert so new ones reach you first.`,
  ),
  news(
    'salary-report-q4',
    'What the fourth quarter pays: our salary report',
    'Marcus Lee',
    '2026-11-10T15:30:00Z',
    'A bar chart rising from left to right with a trend line',
    'Advertised pay rose 3.1 percent over the year across the jobs posted on Hireflow. Nursing, skilled trades and cybersecurity saw the largest gains; entry-level office roles stayed flat.',
    `Every quarter we read the pay ranges of every job posted on Hireflow. This quarter's headline: **advertised pay rose 3.1 percent year over year**, a little ahead of inflation.

## The biggest gains

| Field | Median advertised pay | Change |
|---|---|---|
| Registered nursing | $92,400 | +5.8% |
| Electricians and HVAC | $68,900 | +5.1% |
| Cybersecurity | $128,000 | +4.6% |
| Accounting | $78,300 | +2.9% |
| Office administration | $47,200 | +0.4% |

## Ranges are getting wider

More employers now publish a range, as several states require. Ranges have widened: the top of a typical range is now 28 percent above its bottom. Treat the middle of the range as the likely offer for someone who meets every requirement.

## Using pay in your search

Filter by minimum pay on the search page, and compare hourly and yearly jobs at a glance: we convert hourly pay at 2,080 hours a year. Each job page also shows what similar jobs pay nearby.`,
  ),
  news(
    'interview-questions',
    'Ten interview questions recruiters ask most, and how to answer',
    'Priya Raman',
    '2026-10-28T13:00:00Z',
    'Two speech bubbles, one with three dots and one with lines of text',
    'Our Pros shared the questions they ask in almost every first interview. Here is what each one is really asking and how to give an answer that moves you to the next round.',
    `We asked our Pros which questions they ask in nearly every first conversation. These ten came up again and again.

1. **Tell me about yourself.** They want a two-minute story: what you do, what you are best at, why this job.
2. **Why are you looking?** Be honest and forward-looking. Growth, scope and stability are all fine answers.
3. **What are you earning now, and what do you expect?** Know your range. Our salary report and each job's market pay help.
4. **Are you authorised to work in the United States?** Answer plainly; say if you need sponsorship.
5. **Walk me through a project you are proud of.** Pick one with a clear result you can measure.
6. **When could you start?**
7. **Tell me about a conflict at work.** Show how you listened and what changed.
8. **What do you know about us?** Ten minutes of reading goes a long way.
9. **Are you interviewing elsewhere?** Yes is a fine answer, and it helps the Pro move faster.
10. **What questions do you have for me?** Always have two.

> "The best candidates answer the question that was asked, then stop." — one of our healthcare Pros

Many of these come up in Hireflow's instant interview, so you can practise them when you apply.`,
  ),
  news(
    'ai-job-search',
    'Smarter search: how AI helps you find the right job',
    'Jordan Ellis',
    '2026-10-15T16:00:00Z',
    'A magnifying glass with a bright spark inside it',
    'Hireflow now recommends jobs from your profile, your searches and your applications, and explains each recommendation. Here is how it works and how to make it work better for you.',
    `Searching by keywords only finds the jobs whose words you guessed. **Recommended for you** looks at more: your professional profile, the searches you save and the jobs you apply to.

## What it uses

- Your most recent job title and your skills.
- Where you want to work, and whether you want remote work.
- The searches you run often, and the jobs you have applied to.

## It tells you why

Each recommendation carries its reason, such as *matches your skills* or *similar to jobs you applied to*. If a reason looks wrong, update your profile and the recommendations follow.

## What it never does

It never applies for you and never shares your profile with an employer you have not applied to.

Sign in and fill in your [professional profile](/settings/professional) to see your recommendations on the home page.`,
  ),
  news(
    'healthcare-hiring',
    'Healthcare hiring stays strong into the winter',
    'Dana Whitfield',
    '2026-09-30T12:00:00Z',
    'A medical cross with a heart at its centre',
    'Hospitals and clinics posted more jobs on Hireflow in September than in any month this year. Nurses, medical assistants and pharmacy technicians are in the highest demand.',
    `Healthcare employers posted **more jobs on Hireflow in September than in any month this year**, led by hospitals preparing for the winter season.

## Most wanted

- Registered nurses, especially in emergency, ICU and telemetry.
- Medical assistants and patient care technicians.
- Pharmacy technicians.
- Medical billing and coding specialists, many of them remote.

## Sign-on bonuses are back

A third of nursing jobs now mention a sign-on bonus, commonly between $5,000 and $15,000, often tied to a one- or two-year commitment. Read the terms before you accept.

## Licences matter

Most clinical roles need an active licence in the state where you work. Add your licences and certifications to your skills so Pros can find you.`,
  ),
  news(
    'pro-program-launch',
    'Meet the Pros: recruiters you can reach',
    'Hireflow Team',
    '2026-09-12T15:00:00Z',
    'Two people side by side with a handshake-like mark between them',
    'Every job on Hireflow is managed by a Pro, an experienced recruiter in one industry and region. Each Pro now has a page with their open jobs, their specialties and how fast they answer.',
    `Behind every job on Hireflow is a **Pro**: an experienced recruiter who specialises in an industry and a region and works directly with the hiring employer.

## Why Pros

Job seekers told us the worst part of applying is silence. Employers told us the worst part of hiring is sorting hundreds of applications. Pros fix both: they read every application to their jobs and tell you where you stand.

## Each Pro has a page

A Pro's page shows their specialties, the cities they recruit in, their open jobs and how to reach them. Open any job and follow the recruiter's name.

## Become a client

Employers can [work with a Pro](/hire) on a single role or a whole team.`,
  ),
]

/** Inserts the seed content that is missing; an entry already there (seeded or changed by an administrator) is kept. */
export async function seedContent(db: Db): Promise<void> {
  await db.query(
    `INSERT INTO content_entries (id, kind, slug, title, description, body, author, image_url, image_alt, published_at, updated_at)
     SELECT r.id, r.kind, r.slug, r.title, r.description, r.body, r.author, r.image_url, r.image_alt, r.published_at, r.published_at
     FROM json_to_recordset($1::json) AS r(id text, kind text, slug text, title text, description text, body text, author text,
       image_url text, image_alt text, published_at timestamptz)
     ON CONFLICT (id) DO NOTHING`,
    [JSON.stringify(SEED_CONTENT)],
  )
}
