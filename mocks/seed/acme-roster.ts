/** Teams and positions of the demo organization, Acme Robotics. */

export type AcmeTeamKey =
  | 'platform'
  | 'robotics'
  | 'qa'
  | 'product'
  | 'design'
  | 'sales'
  | 'cs'
  | 'ops'
  | 'people'
  | 'leadership';

export interface TeamDef {
  key: AcmeTeamKey;
  name: string;
  department: string;
  description: string;
}

export const ACME_TEAMS: TeamDef[] = [
  {
    key: 'platform',
    name: 'Platform Engineering',
    department: 'Engineering',
    description: 'Cloud services, APIs and developer tooling behind the robot fleet.',
  },
  {
    key: 'robotics',
    name: 'Robotics Engineering',
    department: 'Engineering',
    description: 'Motion control, perception and on-robot software.',
  },
  {
    key: 'qa',
    name: 'Quality Assurance',
    department: 'Engineering',
    description: 'Test automation, hardware-in-the-loop rigs and release quality.',
  },
  {
    key: 'product',
    name: 'Product',
    department: 'Product',
    description: 'Roadmap, discovery and product analytics.',
  },
  {
    key: 'design',
    name: 'Design',
    department: 'Design',
    description: 'Product design and user research for the operator apps.',
  },
  {
    key: 'sales',
    name: 'Sales',
    department: 'Sales',
    description: 'New business across North America and Europe.',
  },
  {
    key: 'cs',
    name: 'Customer Success',
    department: 'Customer Success',
    description: 'Onboarding, support and renewals.',
  },
  {
    key: 'ops',
    name: 'Operations',
    department: 'Operations',
    description: 'Supply chain, facilities and procurement.',
  },
  {
    key: 'people',
    name: 'People Operations',
    department: 'People',
    description: 'Hiring, HR and total rewards.',
  },
  {
    key: 'leadership',
    name: 'Leadership Team',
    department: 'Executive',
    description: 'The executive team.',
  },
];

/** Current base salary by position (the seed varies it a little per person). */
export const POSITION_SALARY: Record<string, number> = {
  'Chief Executive Officer': 265000,
  'VP of People': 185000,
  'Head of Engineering': 228000,
  'Engineering Manager': 178000,
  'Director of Product': 182000,
  'Design Director': 165000,
  'Sales Director': 152000,
  'Head of Customer Success': 140000,
  'Operations Manager': 132000,
  'Staff Software Engineer': 192000,
  'Senior Software Engineer': 165000,
  'Software Engineer': 136000,
  'Associate Software Engineer': 112000,
  'Staff Robotics Engineer': 195000,
  'Senior Robotics Engineer': 168000,
  'Robotics Engineer': 140000,
  'Controls Engineer': 145000,
  'Firmware Engineer': 142000,
  'Associate Robotics Engineer': 115000,
  'Senior QA Engineer': 132000,
  'QA Engineer': 112000,
  'Group Product Manager': 178000,
  'Senior Product Manager': 160000,
  'Product Manager': 138000,
  'Product Analyst': 105000,
  'Senior Product Designer': 148000,
  'Product Designer': 122000,
  'UX Researcher': 118000,
  'Senior Account Executive': 118000,
  'Account Executive': 96000,
  'Sales Development Representative': 66000,
  'Sales Engineer': 135000,
  'Senior Customer Success Manager': 102000,
  'Customer Success Manager': 86000,
  'Support Specialist': 64000,
  'Operations Analyst': 82000,
  'Supply Chain Specialist': 78000,
  'Facilities Coordinator': 62000,
  'Procurement Specialist': 76000,
  'HR Business Partner': 98000,
  Recruiter: 88000,
};

/** Generated members per team (their manager and the fixed demo people come on top). */
export const ACME_MEMBERS: Partial<Record<AcmeTeamKey, string[]>> = {
  platform: [
    'Staff Software Engineer',
    'Senior Software Engineer',
    'Senior Software Engineer',
    'Software Engineer',
    'Associate Software Engineer',
  ],
  robotics: [
    'Staff Robotics Engineer',
    'Senior Robotics Engineer',
    'Senior Robotics Engineer',
    'Robotics Engineer',
    'Robotics Engineer',
    'Robotics Engineer',
    'Controls Engineer',
    'Firmware Engineer',
    'Associate Robotics Engineer',
  ],
  qa: ['Senior QA Engineer', 'QA Engineer', 'QA Engineer'],
  product: [
    'Group Product Manager',
    'Senior Product Manager',
    'Senior Product Manager',
    'Product Manager',
    'Product Manager',
    'Product Analyst',
  ],
  design: [
    'Senior Product Designer',
    'Senior Product Designer',
    'Product Designer',
    'Product Designer',
    'UX Researcher',
  ],
  sales: [
    'Senior Account Executive',
    'Senior Account Executive',
    'Senior Account Executive',
    'Account Executive',
    'Account Executive',
    'Account Executive',
    'Account Executive',
    'Sales Development Representative',
    'Sales Development Representative',
    'Sales Development Representative',
    'Sales Engineer',
  ],
  cs: [
    'Senior Customer Success Manager',
    'Senior Customer Success Manager',
    'Customer Success Manager',
    'Customer Success Manager',
    'Customer Success Manager',
    'Support Specialist',
    'Support Specialist',
  ],
  ops: [
    'Operations Analyst',
    'Operations Analyst',
    'Supply Chain Specialist',
    'Facilities Coordinator',
    'Procurement Specialist',
  ],
  people: ['HR Business Partner', 'Recruiter'],
};

/** Former employees (archived users), kept for history. */
export const ACME_FORMER: { team: AcmeTeamKey; position: string }[] = [
  { team: 'sales', position: 'Account Executive' },
  { team: 'cs', position: 'Support Specialist' },
];
