import type { Industry } from './industry'

/** The first half of the demo industries (alphabetical). */
export const INDUSTRIES_A: readonly Industry[] = [
  {
    name: 'Accounting & Finance', weight: 1.2, pay: [55_000, 140_000],
    titles: ['Staff Accountant', 'Senior Accountant', 'Financial Analyst', 'Controller', 'Accounts Payable Specialist', 'Tax Associate', 'FP&A Manager'],
    skills: ['GAAP', 'Excel', 'Reconciliation', 'QuickBooks', 'NetSuite', 'Financial Modeling', 'Audit', 'Month-End Close', 'Forecasting', 'SAP'],
    duties: ['You will own the month-end close and keep the general ledger clean and reconciled.', 'You will build forecasts and budget models that leadership relies on for decisions.', 'You will partner with auditors and make sure every figure can be traced to its source.', 'You will improve reporting so that managers see their numbers without waiting.', 'You will review vendor invoices, expense reports and payment runs for accuracy.'],
  },
  {
    name: 'Administrative', weight: 1, pay: [38_000, 65_000],
    titles: ['Administrative Assistant', 'Executive Assistant', 'Office Manager', 'Receptionist', 'Data Entry Clerk', 'Operations Coordinator'],
    skills: ['Microsoft Office', 'Scheduling', 'Calendar Management', 'Data Entry', 'Communication', 'Organization', 'Travel Planning', 'Google Workspace', 'Filing', 'Customer Service'],
    duties: ['You will keep calendars, meetings and travel running smoothly for a busy team.', 'You will be the first friendly face visitors and callers meet.', 'You will organize records, order supplies and keep the office working.', 'You will prepare documents, presentations and meeting notes.', 'You will coordinate with vendors and facilities on day-to-day needs.'],
  },
  {
    name: 'Architecture', weight: 0.5, pay: [60_000, 130_000],
    titles: ['Project Architect', 'Architectural Designer', 'BIM Coordinator', 'Landscape Architect', 'Interior Architect'],
    skills: ['Revit', 'AutoCAD', 'SketchUp', 'BIM', 'Construction Documents', 'Building Codes', 'Rhino', 'Site Planning', 'LEED', 'Design Development'],
    duties: ['You will develop designs from early concepts through construction documents.', 'You will coordinate drawings with structural, mechanical and electrical consultants.', 'You will visit sites and answer contractor questions during construction.', 'You will keep projects within code, schedule and budget.', 'You will present design options to clients with clear drawings and models.'],
  },
  {
    name: 'Arts & Design', weight: 0.6, pay: [45_000, 110_000],
    titles: ['Graphic Designer', 'UX Designer', 'Product Designer', 'Art Director', 'Motion Designer', 'Illustrator'],
    skills: ['Figma', 'Adobe Photoshop', 'Adobe Illustrator', 'Typography', 'Branding', 'User Research', 'Prototyping', 'After Effects', 'Design Systems', 'Accessibility'],
    duties: ['You will design clear, accessible experiences from sketch to polished screens.', 'You will shape the visual identity of campaigns, products and brands.', 'You will test ideas with real users and iterate on what you learn.', 'You will maintain a design system that keeps every screen consistent.', 'You will work closely with writers, engineers and marketers.'],
  },
  {
    name: 'Construction', weight: 1, pay: [45_000, 115_000],
    titles: ['Construction Project Manager', 'Site Superintendent', 'Electrician', 'Carpenter', 'Estimator', 'HVAC Technician', 'Plumber'],
    skills: ['OSHA 30', 'Blueprint Reading', 'Scheduling', 'Procore', 'Estimating', 'Safety', 'Framing', 'Electrical Code', 'Concrete', 'Subcontractor Management'],
    duties: ['You will run job sites safely and keep crews and subcontractors on schedule.', 'You will read plans, take off quantities and prepare accurate estimates.', 'You will install, repair and inspect systems to code.', 'You will track progress, change orders and budgets for each project.', 'You will lead daily safety briefings and keep the site clean and organized.'],
  },
  {
    name: 'Customer Service', weight: 1.1, pay: [34_000, 60_000],
    titles: ['Customer Service Representative', 'Call Center Agent', 'Customer Success Manager', 'Support Specialist', 'Client Services Coordinator'],
    skills: ['Zendesk', 'Salesforce', 'Communication', 'Problem Solving', 'Conflict Resolution', 'Typing', 'CRM', 'Empathy', 'Bilingual Spanish', 'Phone Support'],
    duties: ['You will help customers by phone, chat and email and solve their problems on the first contact.', 'You will turn unhappy customers into loyal ones with patience and care.', 'You will record every conversation clearly so the next person has the context.', 'You will spot patterns in questions and suggest product and process fixes.', 'You will onboard new clients and check in on how they are doing.'],
  },
  {
    name: 'Education', weight: 1.1, pay: [42_000, 85_000],
    titles: ['Elementary School Teacher', 'High School Math Teacher', 'Special Education Teacher', 'Instructional Designer', 'School Counselor', 'Teaching Assistant', 'Adjunct Professor'],
    skills: ['Lesson Planning', 'Classroom Management', 'Curriculum Development', 'IEP', 'Google Classroom', 'Differentiated Instruction', 'Assessment', 'Teaching Certificate', 'Canvas', 'Tutoring'],
    duties: ['You will plan engaging lessons and adapt them to every learner in the room.', 'You will track student progress and share it with families.', 'You will collaborate with colleagues on curriculum and school-wide goals.', 'You will support students with individual education plans.', 'You will build a classroom where students feel safe and curious.'],
  },
  {
    name: 'Engineering', weight: 1.1, pay: [70_000, 150_000],
    titles: ['Mechanical Engineer', 'Civil Engineer', 'Electrical Engineer', 'Structural Engineer', 'Quality Engineer', 'Project Engineer', 'Process Engineer'],
    skills: ['SolidWorks', 'AutoCAD', 'MATLAB', 'GD&T', 'Finite Element Analysis', 'Root Cause Analysis', 'PE License', 'Six Sigma', 'Civil 3D', 'Project Management'],
    duties: ['You will design components and systems from requirements through testing.', 'You will run calculations and simulations and document your decisions.', 'You will work with manufacturing and field teams to solve real problems.', 'You will review drawings and specifications for accuracy and safety.', 'You will lead root-cause investigations and drive corrective actions.'],
  },
  {
    name: 'Energy & Utilities', weight: 0.6, pay: [60_000, 135_000],
    titles: ['Lineworker', 'Solar Project Developer', 'Power Systems Engineer', 'Wind Turbine Technician', 'Energy Analyst', 'Plant Operator'],
    skills: ['SCADA', 'NERC', 'Power Systems', 'Solar PV', 'Substation', 'Safety', 'Energy Modeling', 'PLC', 'Troubleshooting', 'Grid Interconnection'],
    duties: ['You will keep power flowing safely to homes and businesses.', 'You will maintain turbines, panels and substations in all weather.', 'You will analyze load and generation data to plan the grid.', 'You will follow strict safety and compliance procedures every day.', 'You will help bring new renewable projects from permit to power.'],
  },
  {
    name: 'Government', weight: 0.6, pay: [48_000, 110_000],
    titles: ['Policy Analyst', 'Program Manager', 'City Planner', 'Grants Specialist', 'Public Information Officer'],
    skills: ['Policy Analysis', 'Grant Writing', 'Public Speaking', 'Budgeting', 'Stakeholder Engagement', 'Regulatory Compliance', 'GIS', 'Report Writing', 'Procurement', 'Security Clearance'],
    duties: ['You will analyze policies and explain their effects in plain language.', 'You will manage public programs and report on their outcomes.', 'You will engage residents and stakeholders in planning decisions.', 'You will prepare budgets, grants and reports that meet strict rules.', 'You will coordinate between agencies to deliver services on time.'],
  },
  {
    name: 'Healthcare', weight: 2.2, pay: [60_000, 130_000],
    titles: ['Registered Nurse', 'ICU Nurse', 'Travel Nurse', 'Licensed Practical Nurse', 'Nurse Practitioner', 'Emergency Room Nurse', 'Medical Assistant', 'Physical Therapist', 'Pediatric Nurse', 'Charge Nurse'],
    skills: ['BLS', 'ACLS', 'Patient Care', 'EMR', 'Epic', 'Medication Administration', 'Triage', 'IV Therapy', 'RN License', 'Care Planning'],
    duties: ['You will assess patients, plan their care and give medications safely.', 'You will work with physicians, therapists and families as one care team.', 'You will document care accurately in the electronic medical record.', 'You will educate patients and families on treatment and recovery.', 'You will respond calmly to changes in a patient condition and escalate quickly.'],
  },
  {
    name: 'Hospitality', weight: 0.9, pay: [32_000, 70_000],
    titles: ['Hotel Front Desk Agent', 'Line Cook', 'Restaurant Manager', 'Event Coordinator', 'Sous Chef', 'Housekeeping Supervisor'],
    skills: ['Guest Relations', 'Food Safety', 'POS Systems', 'Event Planning', 'Team Leadership', 'Inventory', 'ServSafe', 'Opera PMS', 'Scheduling', 'Customer Service'],
    duties: ['You will welcome guests and make every stay or meal memorable.', 'You will keep the kitchen safe, clean and running at full speed.', 'You will plan events from first call to last guest.', 'You will schedule and coach a team that cares about service.', 'You will track inventory and control costs without cutting corners.'],
  },
  {
    name: 'Human Resources', weight: 0.8, pay: [52_000, 120_000],
    titles: ['HR Generalist', 'Recruiter', 'HR Business Partner', 'Talent Acquisition Specialist', 'Benefits Administrator', 'Payroll Specialist'],
    skills: ['Workday', 'Recruiting', 'Employee Relations', 'Onboarding', 'Benefits', 'Payroll', 'HRIS', 'Compliance', 'Interviewing', 'Compensation'],
    duties: ['You will find and hire people who make the company better.', 'You will advise managers on employee relations and policy.', 'You will run onboarding so new hires feel at home from day one.', 'You will administer benefits and payroll accurately and on time.', 'You will keep HR practices compliant with federal and state law.'],
  },
  {
    name: 'Information Technology', weight: 1.4, pay: [60_000, 145_000],
    titles: ['IT Support Specialist', 'Systems Administrator', 'Network Engineer', 'Cybersecurity Analyst', 'Cloud Engineer', 'Help Desk Technician', 'Database Administrator'],
    skills: ['Active Directory', 'Windows Server', 'Linux', 'AWS', 'Azure', 'Networking', 'Cisco', 'Security', 'ITIL', 'PowerShell'],
    duties: ['You will keep systems, networks and devices secure and available.', 'You will resolve tickets quickly and explain fixes in plain language.', 'You will automate routine work with scripts and configuration management.', 'You will monitor for threats and respond to security incidents.', 'You will plan upgrades and migrations with minimal downtime.'],
  },
]
