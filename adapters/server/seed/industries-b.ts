import type { Industry } from './industry'

/** The second half of the demo industries (alphabetical). */
export const INDUSTRIES_B: readonly Industry[] = [
  {
    name: 'Insurance', weight: 0.6, pay: [45_000, 115_000],
    titles: ['Claims Adjuster', 'Insurance Agent', 'Underwriter', 'Actuarial Analyst', 'Loss Control Specialist'],
    skills: ['Underwriting', 'Claims Processing', 'Risk Assessment', 'Property and Casualty License', 'Actuarial Exams', 'Negotiation', 'Guidewire', 'Customer Service', 'Excel', 'Policy Review'],
    duties: ['You will review claims fairly and settle them promptly.', 'You will assess risks and price policies that protect clients and the company.', 'You will build long relationships with policyholders and brokers.', 'You will analyze loss data to improve products and pricing.', 'You will inspect properties and recommend ways to prevent losses.'],
  },
  {
    name: 'Legal', weight: 0.6, pay: [55_000, 180_000],
    titles: ['Paralegal', 'Associate Attorney', 'Legal Assistant', 'Corporate Counsel', 'Contracts Manager', 'Compliance Officer'],
    skills: ['Legal Research', 'Westlaw', 'Contract Drafting', 'Litigation', 'E-Discovery', 'Bar Admission', 'Compliance', 'Case Management', 'Negotiation', 'Legal Writing'],
    duties: ['You will research case law and draft clear memos and briefs.', 'You will negotiate and manage contracts across the business.', 'You will prepare filings and keep case deadlines under control.', 'You will advise teams on legal and regulatory risks.', 'You will organize discovery and evidence for trial.'],
  },
  {
    name: 'Logistics & Transportation', weight: 1, pay: [40_000, 95_000],
    titles: ['CDL Truck Driver', 'Warehouse Associate', 'Logistics Coordinator', 'Supply Chain Analyst', 'Dispatcher', 'Forklift Operator', 'Fleet Manager'],
    skills: ['CDL Class A', 'Forklift Certification', 'WMS', 'Inventory Control', 'Route Planning', 'SAP', 'DOT Regulations', 'Shipping', 'Excel', 'Safety'],
    duties: ['You will move freight safely and on time across the region.', 'You will receive, pick, pack and ship orders accurately.', 'You will plan routes and loads to cut miles and costs.', 'You will track inventory and resolve discrepancies fast.', 'You will keep drivers, carriers and customers informed.'],
  },
  {
    name: 'Manufacturing', weight: 1, pay: [38_000, 100_000],
    titles: ['Production Supervisor', 'Machine Operator', 'CNC Machinist', 'Maintenance Technician', 'Quality Inspector', 'Manufacturing Engineer'],
    skills: ['Lean Manufacturing', 'CNC Programming', 'Blueprint Reading', 'Preventive Maintenance', 'Quality Control', 'PLC', 'Welding', 'ISO 9001', '5S', 'Kaizen'],
    duties: ['You will keep production lines running safely and on target.', 'You will set up and run machines to tight tolerances.', 'You will maintain equipment and fix breakdowns quickly.', 'You will inspect parts and stop defects before they ship.', 'You will lead continuous improvement projects on the floor.'],
  },
  {
    name: 'Marketing', weight: 0.9, pay: [50_000, 130_000],
    titles: ['Marketing Manager', 'Digital Marketing Specialist', 'SEO Specialist', 'Content Marketing Manager', 'Brand Manager', 'Marketing Coordinator'],
    skills: ['SEO', 'Google Analytics', 'Content Strategy', 'Paid Search', 'Social Media', 'Email Marketing', 'HubSpot', 'Copywriting', 'A/B Testing', 'Marketing Automation'],
    duties: ['You will plan campaigns that reach the right people with the right message.', 'You will measure what works and move budget toward it.', 'You will write and edit content that people want to read.', 'You will grow organic traffic through search and social channels.', 'You will keep the brand consistent across every touchpoint.'],
  },
  {
    name: 'Media & Communications', weight: 0.5, pay: [45_000, 110_000],
    titles: ['Communications Manager', 'Public Relations Specialist', 'Journalist', 'Video Producer', 'Copy Editor', 'Social Media Manager'],
    skills: ['Media Relations', 'Writing', 'Editing', 'Video Editing', 'Storytelling', 'AP Style', 'Crisis Communications', 'Premiere Pro', 'Social Media', 'Press Releases'],
    duties: ['You will tell stories that inform and engage audiences.', 'You will build relationships with reporters and editors.', 'You will produce video and written content on tight deadlines.', 'You will manage communications during sensitive moments.', 'You will edit copy for clarity, accuracy and style.'],
  },
  {
    name: 'Nonprofit', weight: 0.5, pay: [40_000, 90_000],
    titles: ['Program Coordinator', 'Development Director', 'Volunteer Manager', 'Case Manager', 'Grant Writer'],
    skills: ['Fundraising', 'Grant Writing', 'Volunteer Management', 'Community Outreach', 'Case Management', 'Donor Relations', 'Salesforce Nonprofit', 'Event Planning', 'Program Evaluation', 'Bilingual Spanish'],
    duties: ['You will run programs that make a real difference in the community.', 'You will raise funds and steward relationships with donors.', 'You will recruit, train and thank volunteers.', 'You will support clients with care and connect them to resources.', 'You will measure outcomes and report them to funders.'],
  },
  {
    name: 'Pharmaceutical & Biotech', weight: 0.6, pay: [65_000, 160_000],
    titles: ['Clinical Research Associate', 'Research Scientist', 'Quality Assurance Specialist', 'Regulatory Affairs Specialist', 'Lab Technician', 'Biostatistician'],
    skills: ['GMP', 'GCP', 'Clinical Trials', 'FDA Regulations', 'Cell Culture', 'HPLC', 'SAS', 'Validation', 'Protocol Writing', 'Data Analysis'],
    duties: ['You will run experiments and analyze data to move therapies forward.', 'You will monitor clinical trials for quality and patient safety.', 'You will prepare regulatory submissions that meet FDA expectations.', 'You will keep labs and processes compliant with GMP.', 'You will work with cross-functional teams from research to production.'],
  },
  {
    name: 'Real Estate', weight: 0.5, pay: [45_000, 120_000],
    titles: ['Real Estate Agent', 'Property Manager', 'Leasing Consultant', 'Real Estate Analyst', 'Appraiser'],
    skills: ['Real Estate License', 'Property Management', 'Leasing', 'Negotiation', 'Market Analysis', 'Yardi', 'Argus', 'Customer Service', 'Contracts', 'Appraisal'],
    duties: ['You will help clients buy, sell and lease property with confidence.', 'You will keep properties well maintained and residents happy.', 'You will analyze markets and underwrite investments.', 'You will negotiate leases and contracts that work for everyone.', 'You will show properties and follow up with every lead.'],
  },
  {
    name: 'Retail', weight: 1, pay: [30_000, 75_000],
    titles: ['Store Manager', 'Sales Associate', 'Cashier', 'Assistant Store Manager', 'Visual Merchandiser', 'Stock Associate'],
    skills: ['Customer Service', 'POS Systems', 'Merchandising', 'Inventory', 'Cash Handling', 'Team Leadership', 'Loss Prevention', 'Scheduling', 'Sales', 'Retail Math'],
    duties: ['You will help shoppers find what they need and leave happy.', 'You will keep the floor stocked, clean and inviting.', 'You will lead and coach a team to hit sales goals.', 'You will handle cash and returns accurately.', 'You will set up displays that make products shine.'],
  },
  {
    name: 'Sales', weight: 1.2, pay: [50_000, 150_000],
    titles: ['Account Executive', 'Sales Development Representative', 'Inside Sales Representative', 'Regional Sales Manager', 'Business Development Manager', 'Account Manager'],
    skills: ['Salesforce', 'Prospecting', 'Negotiation', 'Cold Calling', 'Pipeline Management', 'B2B Sales', 'Closing', 'CRM', 'Presentation', 'Territory Management'],
    duties: ['You will build a pipeline and close new business.', 'You will understand customer needs and match them with the right solution.', 'You will grow existing accounts through trust and follow-through.', 'You will forecast accurately and keep the CRM up to date.', 'You will work with marketing and product to win in your territory.'],
  },
  {
    name: 'Science & Research', weight: 0.5, pay: [55_000, 130_000],
    titles: ['Data Scientist', 'Environmental Scientist', 'Research Associate', 'Chemist', 'Laboratory Manager'],
    skills: ['Python', 'R', 'Statistics', 'Machine Learning', 'Laboratory Techniques', 'Data Analysis', 'Field Sampling', 'Spectroscopy', 'Scientific Writing', 'GIS'],
    duties: ['You will design studies and analyze data rigorously.', 'You will collect samples in the field and in the lab.', 'You will write reports and papers that others build on.', 'You will build models that turn data into decisions.', 'You will keep laboratory equipment and safety in order.'],
  },
  {
    name: 'Software Development', weight: 1.6, pay: [85_000, 190_000],
    titles: ['Software Engineer', 'Senior Software Engineer', 'Frontend Developer', 'Backend Developer', 'Full Stack Developer', 'DevOps Engineer', 'Mobile Developer', 'Engineering Manager'],
    skills: ['TypeScript', 'React', 'Node.js', 'Python', 'Java', 'Go', 'PostgreSQL', 'Kubernetes', 'AWS', 'CI/CD'],
    duties: ['You will design, build and ship features that customers use every day.', 'You will write clean, tested code and review the code of your peers.', 'You will keep services fast, observable and reliable in production.', 'You will break big problems into small, shippable steps.', 'You will mentor teammates and improve how the team works.'],
  },
  {
    name: 'Telecommunications', weight: 0.5, pay: [50_000, 120_000],
    titles: ['Telecom Technician', 'RF Engineer', 'Fiber Optic Technician', 'Network Operations Analyst', 'Tower Technician'],
    skills: ['Fiber Splicing', 'RF Planning', '5G', 'LTE', 'Network Monitoring', 'Cabling', 'Troubleshooting', 'Tower Climbing', 'OSP', 'Cisco'],
    duties: ['You will install and maintain the networks that connect communities.', 'You will plan and optimize radio coverage.', 'You will splice and test fiber to strict standards.', 'You will monitor the network and resolve outages fast.', 'You will work safely at height and in the field.'],
  },
]
