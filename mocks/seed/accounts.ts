import type { Role } from '@mocks/db/records';

/** The password of every demo account. */
export const DEMO_PASSWORD = 'Meritly!2026';

/**
 * bcrypt (cost 8) hash of DEMO_PASSWORD, computed once with `hashPassword` and pasted here:
 * hashing while seeding would cost ~40 ms per account.
 */
export const DEMO_PASSWORD_HASH = '$2b$08$Q2Sr0zwIVFx4cYXHh7YTx.1maalaRuX4SahvVlLWcrLoEewdRu74i';

export interface DemoAccount {
  email: string;
  password: string;
  role: Role;
  /** 'Administrator' | 'Manager' | 'Employee' (spec 01 §6). */
  roleLabel: string;
  firstName: string;
  lastName: string;
  /** One line for the sign-in page: what this account shows. */
  description: string;
  userId: string;
  employeeId: string;
}

export const DEMO_ADMIN: DemoAccount = {
  email: 'admin@meritly.demo',
  password: DEMO_PASSWORD,
  role: 'admin',
  roleLabel: 'Administrator',
  firstName: 'Morgan',
  lastName: 'Lee',
  description: 'VP of People: every cycle, team, user and setting of Acme Robotics.',
  userId: 'usr_demo_admin',
  employeeId: 'emp_demo_admin',
};

export const DEMO_MANAGER: DemoAccount = {
  email: 'manager@meritly.demo',
  password: DEMO_PASSWORD,
  role: 'manager',
  roleLabel: 'Manager',
  firstName: 'Jordan',
  lastName: 'Patel',
  description: 'Platform Engineering manager: six direct reports and approvals waiting.',
  userId: 'usr_demo_manager',
  employeeId: 'emp_demo_manager',
};

export const DEMO_EMPLOYEE: DemoAccount = {
  email: 'employee@meritly.demo',
  password: DEMO_PASSWORD,
  role: 'employee',
  roleLabel: 'Employee',
  firstName: 'Riley',
  lastName: 'Chen',
  description: 'Software engineer on Platform Engineering with a self review to finish.',
  userId: 'usr_demo_employee',
  employeeId: 'emp_demo_employee',
};

/** The accounts the sign-in page lists, in this order. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [DEMO_ADMIN, DEMO_MANAGER, DEMO_EMPLOYEE];

/** Admin of the second demo organization (Globex Health), to show that organizations are isolated. */
export const GLOBEX_ADMIN: DemoAccount = {
  email: 'admin@globex.demo',
  password: DEMO_PASSWORD,
  role: 'admin',
  roleLabel: 'Administrator',
  firstName: 'Dana',
  lastName: 'Whitmore',
  description: 'Administrator of Globex Health, a separate organization.',
  userId: 'usr_globex_admin',
  employeeId: 'emp_globex_admin',
};

/** Which accounts exist in each scenario ('empty' has only the admin, of a new organization). */
export const ACCOUNTS_BY_SCENARIO: Record<
  'demo' | 'empty' | 'large' | 'hostile',
  readonly DemoAccount[]
> = {
  demo: [...DEMO_ACCOUNTS, GLOBEX_ADMIN],
  hostile: [...DEMO_ACCOUNTS, GLOBEX_ADMIN],
  empty: [DEMO_ADMIN],
  large: DEMO_ACCOUNTS,
};

export const ACME_ORG_ID = 'org_acme';
export const GLOBEX_ORG_ID = 'org_globex';
export const NEW_COMPANY_ORG_ID = 'org_new_company';
