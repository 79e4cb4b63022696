import { EMPLOYEE_FIELD_MESSAGES, employeeFieldProblems } from '@/lib/employee-fields';
import { normalizeZone } from '@/lib/levels';
import { recordAudit } from '@mocks/audit/record';
import { db } from '@mocks/db';
import { conflict, type ErrorDetail, throwIfInvalid } from '@mocks/http/errors';
import { defineRoute } from '@mocks/http/route';
import { okVersioned } from '@mocks/http/versions';
import { toEmployeeDto } from '@mocks/views/employee';
import { payViewerOf, shapeEmployee } from '@mocks/views/pay-shaping';
import { addHistory } from '@mocks/db/compensation-history';
import { employeeEmailTaken } from '@mocks/db/employee-emails';
import { assignManagers, managerProblems } from '@mocks/db/manager-assignments';
import { salaryTypeOf } from '@mocks/views/compensation';
import { employeeAuditView } from '@mocks/views/employee-audit';
import { levelIdProblems } from '@mocks/views/level';
import { EMPLOYEE_MESSAGES } from './employees';

export const handlers = [
  defineRoute({
    operationId: 'createEmployee',
    auth: ['admin'],
    handler: ({ user, body, now }) => {
      const org = user.organizationId;
      const salaryType = salaryTypeOf(org);
      const email = body.email?.trim() ?? '';
      const details: ErrorDetail[] = employeeFieldProblems(
        {
          firstName: body.firstName,
          lastName: body.lastName,
          email,
          position: body.position,
          department: body.department ?? '',
          team: '',
          hireDate: body.hireDate,
          salary: body.salary ?? undefined,
          currency: body.currency ?? 'USD',
        },
        { hasSalaryType: salaryType !== undefined, today: now },
      );
      const team = body.teamId ? db.teams.find(body.teamId) : undefined;
      if (body.teamId && team?.organizationId !== org)
        details.push({ field: 'teamId', message: EMPLOYEE_MESSAGES.unknownTeam });
      const primary = body.primaryManagerId ?? null;
      details.push(...managerProblems(org, null, primary, null));
      details.push(...levelIdProblems(org, body.levelId));
      throwIfInvalid(details);
      if (email && employeeEmailTaken(org, email))
        throw conflict(EMPLOYEE_FIELD_MESSAGES.emailTaken);

      const stamp = now.toISOString();
      const created = db.employees.insert({
        organizationId: org,
        userId: null,
        firstName: body.firstName.trim(),
        middleName: '',
        lastName: body.lastName.trim(),
        workEmail: email.toLowerCase(),
        personalEmail: '',
        phoneNumber: '',
        isActive: true,
        position: body.position.trim(),
        department: body.department?.trim() ?? '',
        hireDate: body.hireDate,
        isManager: false,
        teamIds: team ? [team.id] : [],
        levelId: body.levelId ?? null,
        zone: normalizeZone(body.zone),
        createdAt: stamp,
        updatedAt: stamp,
      });
      if (primary) assignManagers(created.id, primary, null, now);
      if (body.salary != null && salaryType) {
        addHistory(
          org,
          {
            employeeId: created.id,
            effectiveDate: body.hireDate,
            typeId: salaryType,
            amount: body.salary,
            currency: body.currency ?? 'USD',
            changeType: 'hire',
            reason: 'Added in the employees directory',
          },
          stamp,
        );
      }
      const name = `${created.firstName} ${created.lastName}`;
      recordAudit({
        actor: user,
        organizationId: org,
        action: 'create',
        entityType: 'employee',
        entityId: created.id,
        employeeId: created.id,
        summary: `${name} added without an account`,
        before: null,
        after: employeeAuditView(created.id),
        at: now,
      });
      const dto = toEmployeeDto(db.employees.find(created.id)!);
      return okVersioned(201, { data: shapeEmployee(dto, payViewerOf(user)) });
    },
  }),
];
