import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatCard } from './StatCard';

describe('StatCard', () => {
  it('shows title, value, subtitle and an upward trend', () => {
    render(<StatCard title="Completion" value="80%" subtitle="8 of 10 participants" trend="up" />);
    const card = screen.getByRole('region', { name: 'Completion' });
    expect(within(card).getByText('80%')).toBeInTheDocument();
    expect(within(card).getByText('8 of 10 participants')).toBeInTheDocument();
    expect(within(card).getByTitle('Trending up')).toBeInTheDocument();
    expect(within(card).queryByTitle('Trending down')).toBeNull();
  });

  it('shows a downward trend and the warning colour', () => {
    render(<StatCard title="Pending Approvals" value={3} trend="down" color="warning" />);
    const card = screen.getByRole('region', { name: 'Pending Approvals' });
    expect(within(card).getByTitle('Trending down')).toBeInTheDocument();
    expect(card).toHaveAttribute('data-color', 'warning');
  });

  it('hides the value while loading', () => {
    render(<StatCard title="Participants" value={42} trend="up" isLoading />);
    expect(screen.queryByText('42')).toBeNull();
    expect(screen.queryByTitle('Trending up')).toBeNull();
  });
});
