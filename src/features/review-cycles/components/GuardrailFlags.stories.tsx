import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { GuardrailFlags } from './GuardrailFlags';

const meta = {
  title: 'Review Cycles/Guardrail Flags',
  component: GuardrailFlags,
  args: {
    flags: ['outside_guideline', 'large_change', 'over_budget', 'pay_compression', 'no_rating'],
  },
} satisfies Meta<typeof GuardrailFlags>;

export default meta;
type Story = StoryObj<typeof meta>;

const border = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByText(label).style.border;

/**
 * Every flag the server computes, in its order. The soft ones (outside the guideline, pay
 * compression) share the warning outline, the hard ones (large change, over budget) the error
 * outline; a missing rating is the neutral grey.
 */
export const EveryFlag: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(
      'Outside guidelineLarge changeOver budgetPay compressionNo rating yet',
    );
    const warning = border(canvasElement, 'Outside guideline');
    const error = border(canvasElement, 'Large change');
    const neutral = border(canvasElement, 'No rating yet');
    await expect(border(canvasElement, 'Pay compression')).toBe(warning);
    await expect(border(canvasElement, 'Over budget')).toBe(error);
    await expect(new Set([warning, error, neutral]).size).toBe(3);
  },
};

/** A row without flags shows nothing under its status. */
export const NoFlags: Story = {
  args: { flags: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(/^$/);
  },
};
