import { getErrorMessage } from '@/api/error-message';
import { ApiError } from '@/api/errors';
import { isStaleRecordError } from '@/api/if-match';
import {
  useCreateUser,
  useRereadUser,
  useResetUserPassword,
  useSetUserActive,
  useUpdateUser,
  type User,
} from '@/api/resources/users';
import { PRECONDITION_FAILED, STALE_RECORD } from '@/lib/record-version';
import { toUserCreate, toUserUpdate, type UserFormValues } from './user-form';
import { USER_ERRORS } from './user-messages';

type ResetBody = Parameters<ReturnType<typeof useResetUserPassword>['mutateAsync']>[0]['body'];

/**
 * Saves the Add/Edit user form. Editing runs, in order: the status change (deactivate or
 * reactivate first, spec 01 §4), the update, then a temporary password reset when one was set.
 * Resolves to the error text to show, or null when everything was saved; throws the 412 of a
 * stale `version` (the user as the form loaded it) for the form's stale-record notice.
 */
export function useSaveUser() {
  const create = useCreateUser();
  const update = useUpdateUser();
  const setActive = useSetUserActive();
  const reset = useResetUserPassword();
  const reread = useRereadUser();

  const step = async (run: () => Promise<unknown>, fallback: string): Promise<string | null> => {
    try {
      await run();
      return null;
    } catch (error) {
      if (isStaleRecordError(error)) throw error;
      return getErrorMessage(error, fallback);
    }
  };

  const save = async (
    values: UserFormValues,
    user: User | null,
    version?: string,
  ): Promise<string | null> => {
    if (!user) return step(() => create.mutateAsync(toUserCreate(values)), USER_ERRORS.add);
    let base = version;
    if (values.isActive !== user.isActive) {
      // Archive/restore take no If-Match: check the version before it, so it never lands on
      // someone else's change; the update then carries the version the status change produced.
      if (base && (await reread(user.id))?.version !== base)
        throw new ApiError(PRECONDITION_FAILED, STALE_RECORD);
      const failed = await step(
        async () => {
          base = (await setActive.mutateAsync({ id: user.id, isActive: values.isActive })).version;
        },
        values.isActive ? USER_ERRORS.reactivate : USER_ERRORS.archive,
      );
      if (failed) return failed;
    }
    const failed = await step(
      () => update.mutateAsync({ id: user.id, body: toUserUpdate(values), version: base }),
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
