/** Job texts: job details and the facts a job card shows (pay, type, place, date). ICU message syntax. */
export const jobMessages = {
  'job.notFound': 'This job could not be found. It may have been filled or removed. Search for another job.',
  'job.notFoundTitle': 'Job not found',
  'job.backToSearch': 'Search for another job',

  'job.pay.range': '{min, number, ::currency/USD .00/w} – {max, number, ::currency/USD .00/w} {period, select, hour {an hour} other {a year}}',
  'job.pay.single': '{amount, number, ::currency/USD .00/w} {period, select, hour {an hour} other {a year}}',
  'job.pay.from': 'From {amount, number, ::currency/USD .00/w} {period, select, hour {an hour} other {a year}}',
  'job.pay.upTo': 'Up to {amount, number, ::currency/USD .00/w} {period, select, hour {an hour} other {a year}}',
  'job.pay.unspecified': 'Pay not specified',

  'job.type.permanent': 'Permanent',
  'job.type.contractor': 'Contractor',
  'job.type.contract': 'Contract',
  'job.remote': 'Remote',
  'job.onSite': 'On-site',
  'job.location': '{city}, {state}',

  'job.postedRelative': 'Posted {when}',
  'job.by': 'Offered by {name}',

  'job.facts': 'Job facts',
  'job.facts.pay': 'Pay',
  'job.facts.location': 'Location',
  'job.facts.type': 'Job type',
  'job.facts.workplace': 'Workplace',
  'job.facts.posted': 'Posted',
  'job.description': 'About the job',
  'job.skills': 'Skills',
  'job.apply': 'Apply now',
} as const
