/** Word lists for demo Pros, companies and benefits. */
export const FIRST_NAMES = ['Maria', 'James', 'Aisha', 'Wei', 'Carlos', 'Emily', 'Daniel', 'Priya', 'Michael', 'Sofia', 'David', 'Grace', 'Luis', 'Hannah', 'Omar', 'Chloe', 'Ethan', 'Mei', 'Noah', 'Fatima', 'Ryan', 'Olivia', 'Jamal', 'Ava', 'Kenji', 'Isabella', 'Samuel', 'Zoe', 'Diego', 'Leah']
export const LAST_NAMES = ['Garcia', 'Smith', 'Johnson', 'Nguyen', 'Patel', 'Williams', 'Brown', 'Kim', 'Martinez', 'Davis', 'Lopez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Lee', 'Harris', 'Clark', 'Lewis', 'Walker', 'Hall', 'Young', 'Allen', 'Wright', 'Scott', 'Green', 'Baker', 'Adams']
export const COMPANY_FIRST = ['Bluebonnet', 'Summit', 'Northwind', 'Lone Star', 'Cedar', 'Harbor', 'Keystone', 'Pioneer', 'Riverbend', 'Evergreen', 'Granite', 'Meridian', 'Silverline', 'Prairie', 'Beacon', 'Redwood', 'Lakeshore', 'Horizon', 'Ironwood', 'Westfield']
export const COMPANY_LAST = ['Partners', 'Group', 'Systems', 'Health', 'Labs', 'Solutions', 'Services', 'Industries', 'Holdings', 'Works', 'Collective', 'Associates']
export const COMPANY_BLURBS = [
  'We are a growing team known for treating people well and doing careful work.',
  'Our clients count on us, and we count on each other.',
  'We have served our community for more than twenty years and keep investing in our people.',
  'We are a fast-moving organization with a friendly, supportive culture.',
  'Join a team that values curiosity, ownership and steady growth.',
]
export const BENEFITS = ['medical, dental and vision insurance', 'a 401(k) with company match', 'paid time off and paid holidays', 'tuition assistance', 'flexible scheduling', 'paid parental leave', 'an annual training budget', 'wellness programs', 'a clear path to promotion', 'a sign-on bonus for qualified candidates']
