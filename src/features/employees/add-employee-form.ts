import * as yup from 'yup';
import { employeeFieldProblems, type EmployeeFieldValues } from '@/lib/employee-fields';
import { parseImportAmount, parseImportCurrency } from '@/lib/imports/values';
import type { EmployeeCreate } from '@/api/resources/employees';

export type AddEmployeeValues = {
  firstName: string;
  lastName: string;
  email: string;
  position: string;
  department: string;
  teamId: string;
  primaryManagerId: string;
  hireDate: string;
  salary: string;
  currency: string;
  levelId: string;
  zone: string;
};

export const ADD_EMPLOYEE_INITIAL_VALUES: AddEmployeeValues = {
  firstName: '',
  lastName: '',
  email: '',
  position: '',
  department: '',
  teamId: '',
  primaryManagerId: '',
  hireDate: '',
  salary: '',
  currency: 'USD',
  levelId: '',
  zone: '',
};

export const ADD_EMPLOYEE_TEXT = {
  title: 'Add Employee',
  intro:
    'An employee without an account: they appear in the directory, teams and cycles, and cannot sign in until you give them an account.',
  emailHelper: 'Optional; they sign in with it once you give them an account',
  submit: 'Add Employee',
  failed: 'Failed to add employee. Please try again.',
} as const;

/**
 * The form's values as the shared rule reads them (the salary as typed: '95,000' is 95000). Formik
 * hands yup an empty field as undefined.
 */
function fieldValues(values: Partial<AddEmployeeValues>): EmployeeFieldValues {
  const text = (key: keyof AddEmployeeValues) => values[key] ?? '';
  const salary = text('salary').trim();
  return {
    firstName: text('firstName'),
    lastName: text('lastName'),
    email: text('email'),
    position: text('position'),
    department: text('department'),
    team: '',
    hireDate: text('hireDate'),
    salary: salary ? parseImportAmount(salary) : undefined,
    currency: parseImportCurrency(text('currency')),
  };
}

const FIELDS = Object.keys(ADD_EMPLOYEE_INITIAL_VALUES) as (keyof AddEmployeeValues)[];

/**
 * Each field checked by the rule the server and the import use (src/lib/employee-fields), so the
 * form, the import and POST /api/employees never disagree.
 */
export const addEmployeeSchema = yup.object(
  Object.fromEntries(
    FIELDS.map((field) => [
      field,
      yup.string().test(field, '', function check() {
        const problem = employeeFieldProblems(fieldValues(this.parent as AddEmployeeValues)).find(
          (p) => p.field === field,
        );
        return problem ? this.createError({ message: problem.message }) : true;
      }),
    ]),
  ),
);

const orNull = (value: string) => value.trim() || null;

export function toEmployeeCreate(values: AddEmployeeValues): EmployeeCreate {
  const { salary, currency } = fieldValues(values);
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: orNull(values.email),
    position: values.position.trim(),
    department: orNull(values.department),
    teamId: orNull(values.teamId),
    primaryManagerId: orNull(values.primaryManagerId),
    hireDate: values.hireDate,
    salary: salary ?? null,
    currency: currency ?? 'USD',
    levelId: orNull(values.levelId),
    zone: orNull(values.zone),
  };
}
