import { isStrongPassword, isValidEmail, PASSWORD_REQUIREMENTS_MESSAGE } from '@/lib/passwords';
import { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from '@mocks/auth/password';
import {
  accountKey,
  clearAttempts,
  clientAddress,
  countAttempt,
  throttled,
  throttleEveryAttempt,
  type ThrottleKey,
} from '@mocks/auth/throttle';
import { db } from '@mocks/db';
import { copyDefaultOrganizationTypes } from '@mocks/db/organization-type-copies';
import type { User } from '@mocks/db/records';
import { issueSession, revokeSession } from '@mocks/http/auth-context';
import {
  badRequest,
  conflict,
  type ErrorDetail,
  throwIfInvalid,
  unauthorized,
} from '@mocks/http/errors';
import { ANY_ROLE, type BodyFor, defineRoute, noContent, ok } from '@mocks/http/route';
import { REVIEW_STATUS_NAMES, REVIEW_TYPE_NAMES } from '@mocks/seed/catalog';
import { addStarterSetup } from '@mocks/seed/starter-setup';
import { toUserDto } from '@mocks/views/user';
import { insertAccountEmployee } from '@mocks/db/account-employee';

/** Spec 01 / contract: the texts of the auth calls. */
export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  temporaryExpired: 'Temporary password has expired',
  emailTaken: 'An account with this email already exists',
  resetSent: 'If an account exists for this email, a reset link has been sent.',
} as const;

const normalizeEmail = (email: string) => email.trim().toLowerCase();

function findUserByEmail(email: string): User | undefined {
  return db.users.lookup('email', normalizeEmail(email))[0];
}

function temporaryPasswordExpired(user: User, now: Date): boolean {
  if (!user.isTemporaryPassword || !user.temporaryPasswordExpiresAt) return false;
  return Date.parse(user.temporaryPasswordExpiresAt) <= now.getTime();
}

/** Spec rules the contract cannot express (blank-but-not-empty names, the email shape). */
function registrationProblems(body: BodyFor<'register'>): ErrorDetail[] {
  const details: ErrorDetail[] = [];
  if (!body.firstName.trim())
    details.push({ field: 'firstName', message: 'First name is required' });
  if (!body.lastName.trim()) details.push({ field: 'lastName', message: 'Last name is required' });
  if (!isValidEmail(body.email.trim())) {
    details.push({ field: 'email', message: 'Please enter a valid email address' });
  }
  if (!isStrongPassword(body.password)) {
    details.push({ field: 'password', message: PASSWORD_REQUIREMENTS_MESSAGE });
  }
  if (!body.organizationName.trim()) {
    details.push({ field: 'organizationName', message: 'Organization name is required' });
  }
  if (
    body.organizationTypeId &&
    db.organizationTypes.find(body.organizationTypeId)?.organizationId !== null
  ) {
    details.push({ field: 'organizationTypeId', message: 'Organization type is required' });
  }
  return details;
}

export const handlers = [
  defineRoute({
    operationId: 'login',
    auth: 'public',
    handler: ({ body, now, request }) => {
      const account: ThrottleKey = ['login-account', accountKey(body.email)];
      const keys: ThrottleKey[] = [account, ['login-address', clientAddress(request)]];
      const refused = throttled(request, keys);
      if (refused) return refused;
      const user = findUserByEmail(body.email);
      // One bcrypt comparison whatever the email: an unknown one takes as long as a wrong password.
      const matches = verifyPassword(body.password, user?.passwordHash ?? DUMMY_PASSWORD_HASH);
      if (!user || !matches || !user.isActive) {
        countAttempt(request, keys);
        throw unauthorized(AUTH_MESSAGES.invalidCredentials);
      }
      clearAttempts(account);
      if (temporaryPasswordExpired(user, now)) throw unauthorized(AUTH_MESSAGES.temporaryExpired);
      const session = issueSession(user);
      const signedIn = db.users.update(user.id, { lastLoginAt: now.toISOString() }) ?? user;
      return ok(200, {
        user: toUserDto(signedIn),
        token: session.token,
        requiresPasswordChange: signedIn.mustChangePassword,
        isTemporaryPassword: signedIn.isTemporaryPassword,
      });
    },
  }),

  defineRoute({
    operationId: 'logout',
    auth: ANY_ROLE,
    handler: ({ session }) => {
      revokeSession(session.token);
      return noContent();
    },
  }),

  defineRoute({
    operationId: 'validateSession',
    auth: ANY_ROLE,
    handler: ({ user }) => ok(200, { valid: true, user: toUserDto(user) }),
  }),

  defineRoute({
    operationId: 'register',
    auth: 'public',
    handler: ({ body, now, request }) => {
      const refused = throttleEveryAttempt(request, 'register');
      if (refused) return refused;
      const details = registrationProblems(body);
      throwIfInvalid(details);
      const email = normalizeEmail(body.email);
      if (findUserByEmail(email)) throw conflict(AUTH_MESSAGES.emailTaken);

      const stamp = now.toISOString();
      const firstName = body.firstName.trim();
      const lastName = body.lastName.trim();
      const org = db.organizations.insert({
        name: body.organizationName.trim(),
        domain: email.split('@')[1] ?? '',
        typeId: null,
        firstName,
        lastName,
        allowUserRegistration: false,
        requireEmailVerification: false,
        createdAt: stamp,
        updatedAt: stamp,
      });
      // The same defaults the 'empty' scenario (a fresh registrant) has; its own organization types.
      const typeId = copyDefaultOrganizationTypes(org.id, body.organizationTypeId ?? null, stamp);
      if (typeId) db.organizations.update(org.id, { typeId });
      for (const name of REVIEW_STATUS_NAMES) {
        db.reviewStatuses.insert({ organizationId: org.id, name });
      }
      for (const name of REVIEW_TYPE_NAMES) {
        db.reviewTypes.insert({ organizationId: org.id, name });
      }
      addStarterSetup((table, row) => db[table].insert(row), org.id, stamp);
      const employee = insertAccountEmployee(
        org.id,
        { firstName, lastName, isManager: true },
        stamp,
      );
      const user = db.users.insert({
        organizationId: org.id,
        email,
        firstName,
        lastName,
        role: 'admin',
        isActive: true,
        passwordHash: hashPassword(body.password),
        marketingConsent: body.marketingConsent ?? false,
        employeeId: employee.id,
        primaryManagerId: null,
        secondaryManagerId: null,
        mustChangePassword: false,
        isTemporaryPassword: false,
        temporaryPasswordExpiresAt: null,
        lastLoginAt: stamp,
        createdAt: stamp,
        updatedAt: stamp,
      });
      db.employees.update(employee.id, { userId: user.id });
      const session = issueSession(user);
      return ok(201, { user: toUserDto(user), token: session.token });
    },
  }),

  defineRoute({
    operationId: 'forgotPassword',
    auth: 'public',
    // Same answer whether or not the account exists, so accounts cannot be probed.
    handler: ({ body, request }) => {
      const refused = throttleEveryAttempt(request, 'forgot-password');
      if (refused) return refused;
      if (!isValidEmail(body.email.trim())) {
        throw badRequest('Please enter a valid email address', [
          { field: 'email', message: 'Please enter a valid email address' },
        ]);
      }
      return ok(200, { message: AUTH_MESSAGES.resetSent });
    },
  }),
];
