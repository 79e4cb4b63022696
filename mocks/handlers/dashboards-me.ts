import { HttpError } from '@mocks/http/errors';
import { ANY_ROLE, defineRoute, ok, type AuthContext } from '@mocks/http/route';
import { compensationHistoryOf, toEmployeeDto } from '@mocks/views/employee';
import { reviewTasksOf } from '@mocks/views/review-task';
import { decidableNow } from '@mocks/views/approval-chain';

/** Spec 01 §8 dashboard error: the caller's user has no employee record. */
export const NO_EMPLOYEE_MESSAGE = 'No employee ID found for user';

function ownEmployee({ employee, user }: AuthContext) {
  if (!employee || employee.organizationId !== user.organizationId) {
    throw new HttpError(404, NO_EMPLOYEE_MESSAGE);
  }
  return employee;
}

const ownEmployeeId = (ctx: AuthContext) => ownEmployee(ctx).id;

export const handlers = [
  defineRoute({
    operationId: 'listMyReviews',
    auth: ANY_ROLE,
    handler: (ctx) =>
      ok(200, {
        data: reviewTasksOf(ownEmployeeId(ctx), ctx.now, (step) => decidableNow(step, ctx.user)),
      }),
  }),
  defineRoute({
    operationId: 'getMyCompensationHistory',
    auth: ANY_ROLE,
    handler: (ctx) => {
      const employee = ownEmployee(ctx);
      // The caller's own level and band position, computed as their employee record shows them.
      const { level, bandPosition } = toEmployeeDto(employee);
      return ok(200, {
        data: compensationHistoryOf(employee.id),
        level,
        bandPosition: bandPosition ?? null,
      });
    },
  }),
];
