import { getErrorMessage } from '@/api/error-message';
import type { User } from './api/users';
import {
  useCreateUser,
  useResetUserPassword,
  useSetUserActive,
  useUpdateUser,
} from './api/user-mutations';
import { toUserCreate, toUserUpdate, type UserFormValues } from './user-form';
import { USER_ERRORS } from './user-messages';

type ResetBody = Parameters<ReturnType<typeof useResetUserPassword>['mutateAsync']>[0]['body'];

/**
 * Saves the Add/Edit user form. Editing runs, in order: the status change (deactivate or
 * reactivate first, spec 01 §4), the update, then a temporary password reset when one was set.
 * Resolves to the error text to show, or null when everything was saved.
 */
export function useSaveUser() {
  const create = useCreateUser();
  const update = useUpdateUser();
  const setActive = useSetUserActive();
  const reset = useResetUserPassword();

  const step = async (run: () => Promise<unknown>, fallback: string): Promise<string | null> => {
    try {
      await run();
      return null;
    } catch (error) {
      return getErrorMessage(error, fallback);
    }
  };

  const save = async (values: UserFormValues, user: User | null): Promise<string | null> => {
    if (!user) return step(() => create.mutateAsync(toUserCreate(values)), USER_ERRORS.add);
    if (values.isActive !== user.isActive) {
      const failed = await step(
        () => setActive.mutateAsync({ id: user.id, isActive: values.isActive }),
        values.isActive ? USER_ERRORS.reactivate : USER_ERRORS.archive,
      );
      if (failed) return failed;
    }
    const failed = await step(
      () => update.mutateAsync({ id: user.id, body: toUserUpdate(values) }),
      USER_ERRORS.update,
    );
    if (failed || !values.useTemporaryPassword) return failed;
    const body: ResetBody = {
      temporaryPassword: values.temporaryPassword,
      expirationHours: values.expirationHours as ResetBody['expirationHours'],
      forcePasswordChange: values.forcePasswordChange,
    };
    return step(() => reset.mutateAsync({ id: user.id, body }), USER_ERRORS.resetPassword);
  };

  return { save };
}
