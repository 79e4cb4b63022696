import { PRODUCT_NAME } from '@/config/constants';

export const LAUNCH_PERIOD = 'Fall 2025';

export const TRUST_CLAIMS = [
  'Role-based access',
  'Encryption in transit and at rest',
  'Audit trails',
] as const;

export const PROBLEMS = [
  'Salary spreadsheets emailed back and forth, with versions nobody trusts',
  'Managers chased by hand to finish their reviews',
  'Budgets checked after the decisions, if at all',
  'Approvals lost in inbox threads',
  'No record of who changed what, or why',
] as const;

export const SOLUTIONS = [
  'One review cycle everyone works in, with stages and deadlines',
  'Calibration and manager nudges built in',
  'Budgets and guardrails checked while recommendations are made',
  'Approval chains with a clear status for every recommendation',
  'Import from and export to the HR platforms you already use',
] as const;

export type Feature = { title: string; description: string };

export const FEATURES: readonly Feature[] = [
  {
    title: 'Performance review workflows',
    description: 'Self, manager and peer stages with due dates, reminders and locking.',
  },
  {
    title: 'Org and team management',
    description: 'Teams, managers and reporting lines kept in one place.',
  },
  {
    title: 'Compensation planning and budgets',
    description:
      'Merit increases, bonuses and promotions planned against the budget of each cycle.',
  },
  {
    title: 'Analytics and insights',
    description: 'Progress, budget use and rating distribution at a glance.',
  },
  {
    title: 'Custom workflows and guardrails',
    description: 'Your own review stages and approval chains, with rules that stop mistakes early.',
  },
  {
    title: 'Secure and compliant',
    description: 'Role-based access, encryption in transit and at rest, and audit trails.',
  },
];

export type FaqItem = { question: string; answer: string };

export const FAQ: readonly FaqItem[] = [
  {
    question: `When can we start using ${PRODUCT_NAME}?`,
    answer: `The public launch is planned for ${LAUNCH_PERIOD}. Join the waitlist and we will tell you as soon as it opens.`,
  },
  {
    question: `Does ${PRODUCT_NAME} replace our HRIS?`,
    answer: `No. ${PRODUCT_NAME} is not an HRIS. It imports from and exports to your existing HR platform and focuses on running review cycles well.`,
  },
  {
    question: `Who is ${PRODUCT_NAME} for?`,
    answer:
      'HR teams of small and mid-sized businesses, and the managers and employees who take part in their review cycles. Employees see their compensation progress over time.',
  },
  {
    question: 'How is our data protected?',
    answer:
      'Access is role-based, data is encrypted in transit and at rest, and every change leaves an audit trail.',
  },
];

/** Spec 01 §9: "Price in the structured page data: 0 USD, shown as a pre-order offer." */
export const PRODUCT_STRUCTURED_DATA = {
  '@context': 'https://schema.org',
  '@type': 'Product',
  name: PRODUCT_NAME,
  description:
    'Compensation and performance review software for HR teams of small and mid-sized businesses.',
  brand: { '@type': 'Brand', name: PRODUCT_NAME },
  offers: {
    '@type': 'Offer',
    price: '0',
    priceCurrency: 'USD',
    availability: 'https://schema.org/PreOrder',
  },
} as const;
