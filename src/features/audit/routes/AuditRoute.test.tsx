import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render-route';
import { signInAs } from '@/test/sign-in';
import { recordAudit } from '@mocks/audit/record';
import { db } from '@mocks/db';
import AuditRoute from './AuditRoute';

const ui = userEvent.setup({ delay: null });

describe('AuditRoute', { timeout: 60_000 }, () => {
  it('lists entries with before → after and filters by record type', async () => {
    const admin = db.users.find('usr_demo_admin')!;
    const base = { actor: admin, organizationId: 'org_acme' };
    // Only the two entries below, not the demo's seeded history.
    db.auditEntries.removeWhere((e) => e.organizationId === 'org_acme');
    recordAudit({
      ...base,
      action: 'deactivate',
      entityType: 'user',
      entityId: 'usr_x',
      summary: 'User X deactivated',
      before: { isActive: true },
      after: { isActive: false },
    });
    recordAudit({
      ...base,
      action: 'import',
      entityType: 'import',
      entityId: 'import_1',
      summary: 'Imported employees from hr.csv',
      after: { rows: 3 },
    });
    await signInAs('admin');
    renderRoute(<AuditRoute />, { path: '/admin/audit', initialEntry: '/admin/audit' });
    const table = await screen.findByRole('table', { name: 'Audit trail' });
    expect(await within(table).findByText('User X deactivated')).toBeInTheDocument();
    expect(within(table).getByText('Imported employees from hr.csv')).toBeInTheDocument();
    expect(
      within(table).getByText(
        (_, el) => el?.tagName === 'LI' && el.textContent === 'Is active: Yes → No',
      ),
    ).toBeInTheDocument();

    await ui.click(screen.getByLabelText('Record type'));
    await ui.click(await screen.findByRole('option', { name: 'Import' }));
    await within(table).findByText('Imported employees from hr.csv');
    expect(within(table).queryByText('User X deactivated')).not.toBeInTheDocument();
  });
});
