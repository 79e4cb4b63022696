import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { setPayHistory } from '@mocks/test/pay-history';
import { renderRoute, landingPages } from '@/test/render-route';
import { signInAs } from '@/test/sign-in';
import { demoStageTargets, stagePath } from '@/test/fixtures/stage-fixtures';
import ParticipantStageRoute from '../routes/ParticipantStageRoute';

const ui = userEvent.setup({ delay: null });

/**
 * The manager's recommendation form for a report paid $160,000 whose annual bonus last year was
 * $3,000: what each amount field says about the text typed into it.
 */
async function openForm() {
  const t = demoStageTargets();
  setPayHistory(t.reportToReview.employeeId, [
    { date: '2025-03-01', salary: 160_000, bonus: 3_000 },
  ]);
  await signInAs('manager');
  renderRoute(<ParticipantStageRoute />, {
    path: '/review-cycles/:cycleId/participants/:participantId',
    initialEntry: stagePath(t.reportToReview),
    routes: landingPages('/dashboard', '/review-cycles/:cycleId'),
  });
  await screen.findByRole('form', { name: 'Stage form' }, { timeout: 10_000 });
  return t;
}

async function chooseType(name: string) {
  await ui.click(screen.getByRole('combobox', { name: 'Compensation type' }));
  await ui.click(screen.getByRole('option', { name }));
}

const amountField = () => screen.getByRole('textbox', { name: 'Change amount' });
const percentField = () => screen.getByRole('textbox', { name: 'Change percent' });
const newValue = () => screen.getByLabelText('New value');

async function retype(field: HTMLElement, text: string) {
  await ui.clear(field);
  await ui.type(field, text);
}

describe('CompensationRow: amounts mean what was typed', { timeout: 60_000 }, () => {
  it('says what is wrong with 1e6, 100k and a third decimal, keeps the text, and saves nothing', async () => {
    const t = await openForm();
    await chooseType('Base Salary');
    await retype(amountField(), '1e6');
    expect(amountField()).toHaveValue('1e6');
    expect(amountField()).toHaveAccessibleDescription('Enter an amount like 5,500.00');
    expect(amountField()).toHaveAttribute('aria-invalid', 'true');
    expect(newValue()).toHaveTextContent('—');
    await retype(amountField(), '100k');
    expect(amountField()).toHaveAccessibleDescription('Enter an amount like 5,500.00');
    await retype(amountField(), '300000.555');
    expect(amountField()).toHaveAccessibleDescription('Use at most two decimals');

    const before = db.compensationData.lookup('participantId', t.reportToReview.id);
    await ui.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(await screen.findByText('Change amount: Use at most two decimals')).toBeInTheDocument();
    expect(db.compensationData.lookup('participantId', t.reportToReview.id)).toEqual(before);
  });

  it('reads $5,500 and a percent of −20% (a typographic minus) as typed', async () => {
    await openForm();
    await chooseType('Base Salary');
    await retype(amountField(), '$5,500');
    expect(percentField()).toHaveValue('3.44');
    expect(newValue()).toHaveTextContent('$165,500.00');
    await retype(percentField(), '−20%');
    expect(amountField()).toHaveValue('-32000.00');
    expect(newValue()).toHaveTextContent('$128,000.00');
    await retype(percentField(), '2e1');
    expect(percentField()).toHaveAccessibleDescription('Enter a percent like 12.5');
  });

  it('a bonus is the amount typed: +3,000 next to last year’s 3,000 is a 3,000 bonus', async () => {
    const t = await openForm();
    await chooseType('Annual Bonus');
    const type = screen.getByRole('combobox', { name: 'Compensation type' });
    expect(type).toHaveAccessibleDescription('Last paid: $3,000.00');
    expect(percentField()).toBeDisabled();
    await retype(amountField(), '3,000');
    expect(newValue()).toHaveTextContent('$3,000.00');

    await ui.click(screen.getByRole('textbox', { name: /^Justification/ }));
    await ui.paste('Shipped the billing migration.');
    await ui.click(screen.getByRole('button', { name: 'Save Draft' }));
    await screen.findByText('Draft saved.', {}, { timeout: 10_000 });
    const [saved] = db.compensationData.lookup('participantId', t.reportToReview.id);
    expect(saved?.changes).toEqual([
      expect.objectContaining({
        typeName: 'Annual Bonus',
        currentValue: 3_000,
        proposedValue: 3_000,
      }),
    ]);
  });

  it('a raise above 100% of the salary is refused on the amount, saying the percent', async () => {
    await openForm();
    await chooseType('Base Salary');
    await retype(amountField(), '5,000,000');
    expect(amountField()).toHaveAccessibleDescription(
      expect.stringContaining(
        'A raise of 3,125.00% is more than 100% of the current salary: only an admin override with a justification can accept it.',
      ),
    );
    await retype(amountField(), '160,000');
    expect(amountField()).not.toHaveAccessibleDescription(expect.stringContaining('A raise of'));
  });
});
