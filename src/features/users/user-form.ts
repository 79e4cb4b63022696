import * as yup from 'yup';
import { lineText } from '@/lib/form-schemas';
import {
  DEFAULT_FORCE_PASSWORD_CHANGE,
  DEFAULT_TEMP_PASSWORD_EXPIRY_HOURS,
  isStrongPassword,
  isValidEmail,
} from '@/lib/passwords';
import { accountEmailProblem } from '@/lib/employee-account';
import type { Role } from '@/lib/permissions';
import type { User, UserCreate, UserUpdate } from '@/api/resources/users';
import { USER_FORM_MESSAGES as M } from './user-messages';

export type UserFormValues = {
  firstName: string;
  lastName: string;
  email: string;
  role: Role | '';
  marketingConsent: boolean;
  primaryManagerId: string;
  secondaryManagerId: string;
  isActive: boolean;
  password: string;
  confirmPassword: string;
  useTemporaryPassword: boolean;
  temporaryPassword: string;
  expirationHours: number;
  forcePasswordChange: boolean;
  /** Add User: the existing employee the account belongs to; '' creates a new record. */
  employeeId: string;
};

/** Spec 01 §9: new users default to role employee; force change defaults on, expiry 24 h. */
export function userFormInitialValues(user?: User | null, employeeId = ''): UserFormValues {
  return {
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    email: user?.email ?? '',
    role: user?.role ?? 'employee',
    marketingConsent: user?.marketingConsent ?? false,
    primaryManagerId: user?.primaryManagerId ?? '',
    secondaryManagerId: user?.secondaryManagerId ?? '',
    isActive: user?.isActive ?? true,
    password: '',
    confirmPassword: '',
    useTemporaryPassword: false,
    temporaryPassword: '',
    expirationHours: DEFAULT_TEMP_PASSWORD_EXPIRY_HOURS,
    forcePasswordChange: DEFAULT_FORCE_PASSWORD_CHANGE,
    employeeId,
  };
}

const required = (message: string) => lineText().trim().required(message);

/**
 * An existing employee's work email (null: they have none), or undefined where the form does not
 * know the employee (the server then decides).
 */
export type WorkEmailOf = (employeeId: string) => string | null | undefined;

/**
 * Spec 01 §5 Add/Edit user. On creation a password is needed: the typed one (with confirmation
 * and the five rules) or a generated temporary one. An account for an existing employee signs in
 * with their work email.
 */
export function userFormSchema(isCreate: boolean, workEmailOf: WorkEmailOf = () => undefined) {
  return yup.object({
    firstName: required(M.firstNameRequired),
    lastName: required(M.lastNameRequired),
    email: yup.string().test('email', function (value) {
      const email = value?.trim() ?? '';
      const employeeId: string = this.parent.employeeId ?? '';
      const workEmail = isCreate && employeeId ? workEmailOf(employeeId) : undefined;
      const problem =
        workEmail !== undefined
          ? accountEmailProblem(workEmail, email)
          : !email
            ? M.emailRequired
            : !isValidEmail(email)
              ? M.invalidEmail
              : null;
      return problem ? this.createError({ message: problem }) : true;
    }),
    role: yup.string().required(M.roleRequired),
    password: yup.string().when('useTemporaryPassword', {
      is: (temporary: boolean) => isCreate && !temporary,
      then: (s) =>
        s
          .required(M.passwordRequired)
          .test('strong', M.passwordRequirements, (v) => !v || isStrongPassword(v)),
    }),
    confirmPassword: yup.string().when('useTemporaryPassword', {
      is: (temporary: boolean) => isCreate && !temporary,
      then: (s) =>
        s.required(M.passwordsDoNotMatch).oneOf([yup.ref('password')], M.passwordsDoNotMatch),
    }),
    temporaryPassword: yup.string().when('useTemporaryPassword', {
      is: true,
      then: (s) => s.required(M.passwordRequired),
    }),
  });
}

const orNull = (value: string) => value || null;

/** What the create and update bodies share. */
const accountFields = (values: UserFormValues) => ({
  firstName: values.firstName.trim(),
  lastName: values.lastName.trim(),
  email: values.email.trim(),
  role: values.role as Role,
  marketingConsent: values.marketingConsent,
  primaryManagerId: orNull(values.primaryManagerId),
  secondaryManagerId: values.primaryManagerId ? orNull(values.secondaryManagerId) : null,
});

export function toUserCreate(values: UserFormValues): UserCreate {
  const temporary = values.useTemporaryPassword;
  return {
    ...accountFields(values),
    password: temporary ? values.temporaryPassword : values.password,
    temporaryPassword: temporary,
    expirationHours: values.expirationHours as UserCreate['expirationHours'],
    forcePasswordChange: temporary && values.forcePasswordChange,
    employeeId: orNull(values.employeeId),
  };
}

/** The update body; the status change goes through deactivate/reactivate, not this body. */
export function toUserUpdate(values: UserFormValues): UserUpdate {
  return accountFields(values);
}

/** Manager choices: active managers and admins with an employee record, never the user themselves. */
export function managerOptions(users: readonly User[], editedUserId: string | null) {
  return users
    .filter(
      (u) =>
        u.isActive &&
        u.employeeId &&
        u.id !== editedUserId &&
        (u.role === 'manager' || u.role === 'admin'),
    )
    .map((u) => ({ value: u.employeeId!, label: `${u.firstName} ${u.lastName}` }));
}
