import * as yup from 'yup';
import { hireDateProblem } from '@/lib/hire-date';
import { lineText } from '@/lib/form-schemas';
import { isValidEmail } from '@/lib/passwords';
import type { Employee, SaveEmployeeInput } from '@/api/resources/employees';

/** Spec 01 §5 Edit employee and §8 texts. */
export const EMPLOYEE_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  invalidEmail: 'Invalid email',
  updateFailed: 'Failed to update employee',
  notFound: 'Employee not found',
  noCompensation: 'No compensation history found.',
  noPerformance: 'No performance history found.',
} as const;

const optionalEmail = () =>
  yup
    .string()
    .default('')
    .test('email', EMPLOYEE_MESSAGES.invalidEmail, (v) => !v?.trim() || isValidEmail(v.trim()));

export const employeeFormSchema = yup.object({
  firstName: lineText().trim().required(EMPLOYEE_MESSAGES.firstNameRequired),
  middleName: lineText().default(''),
  lastName: lineText().trim().required(EMPLOYEE_MESSAGES.lastNameRequired),
  workEmail: optionalEmail(),
  personalEmail: optionalEmail(),
  phoneNumber: lineText().default(''),
  position: lineText().default(''),
  department: lineText().default(''),
  hireDate: yup
    .string()
    .default('')
    .test('hire-date', function check(v) {
      const problem = v ? hireDateProblem(v, new Date()) : null;
      return problem ? this.createError({ message: problem }) : true;
    }),
  isActive: yup.boolean().default(true),
  primaryManagerId: yup.string().default(''),
  secondaryManagerId: yup.string().default(''),
  teams: yup.array(yup.string().required()).default([]),
  levelId: yup.string().default(''),
  zone: lineText().default(''),
});

export type EmployeeFormValues = yup.InferType<typeof employeeFormSchema>;

export function employeeFormInitialValues(employee: Employee): EmployeeFormValues {
  return {
    firstName: employee.firstName,
    middleName: employee.middleName ?? '',
    lastName: employee.lastName,
    workEmail: employee.workEmail ?? '',
    personalEmail: employee.personalEmail ?? '',
    phoneNumber: employee.phoneNumber ?? '',
    position: employee.position,
    department: employee.department ?? '',
    hireDate: employee.hireDate ?? '',
    isActive: employee.isActive,
    primaryManagerId: employee.primaryManagerId ?? '',
    secondaryManagerId: employee.secondaryManagerId ?? '',
    teams: employee.teams.map((t) => t.id),
    levelId: employee.levelId ?? '',
    zone: employee.zone ?? '',
  };
}

const orNull = (value: string) => value.trim() || null;

export function toSaveEmployeeInput(
  employee: Employee,
  values: EmployeeFormValues,
): SaveEmployeeInput {
  const primary = values.primaryManagerId || null;
  return {
    id: employee.id,
    body: {
      firstName: values.firstName.trim(),
      middleName: orNull(values.middleName),
      lastName: values.lastName.trim(),
      // An account's work email is its sign-in email, changed on the Users page only.
      ...(employee.user ? {} : { workEmail: orNull(values.workEmail) }),
      personalEmail: orNull(values.personalEmail),
      phoneNumber: orNull(values.phoneNumber),
      position: values.position.trim() || 'Employee',
      department: orNull(values.department),
      hireDate: values.hireDate || null,
      isActive: values.isActive,
      organizationId: employee.organizationId,
      teams: values.teams,
      levelId: values.levelId || null,
      zone: values.zone.trim() || null,
    },
    primaryManagerId: primary,
    secondaryManagerId: primary ? values.secondaryManagerId || null : null,
  };
}

/**
 * Spec 01 §5: "Manager options are employees whose role is manager or admin, excluding the
 * employee"; the secondary list also drops the chosen primary.
 */
export function managerChoices(employees: readonly Employee[], employeeId: string, primaryId = '') {
  return employees
    .filter((e) => e.id !== employeeId && e.id !== primaryId)
    .filter((e) => e.user?.role === 'manager' || e.user?.role === 'admin')
    .map((e) => ({ value: e.id, label: `${e.firstName} ${e.lastName}` }));
}
