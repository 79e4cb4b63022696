import { pageBounds } from '@mocks/http/paging';
import { defineRoute, ok } from '@mocks/http/route';
import { filterAuditEntries, toAuditEntryDto } from '@mocks/views/audit';

/** The audit trail is read-only through the API: no route edits or deletes an entry. */
export const handlers = [
  defineRoute({
    operationId: 'listAuditEntries',
    auth: ['admin'],
    handler: ({ user, query }) => {
      const matches = filterAuditEntries(user.organizationId, query);
      const { start, end } = pageBounds(query);
      return ok(200, {
        data: matches.slice(start, end).map(toAuditEntryDto),
        total: matches.length,
      });
    },
  }),
];
