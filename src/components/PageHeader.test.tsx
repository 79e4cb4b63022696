import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PageHeader } from './PageHeader';
import * as stories from './PageHeader.stories';

const { WithActions, WithBreadcrumbs } = composeStories(stories);

describe('PageHeader', () => {
  it('renders the title as the page heading and the subtitle', () => {
    render(<PageHeader title="Users" subtitle="Everyone in your organization." />);
    expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    expect(screen.getByText('Everyone in your organization.')).toBeInTheDocument();
  });

  it('renders no subtitle, breadcrumbs or action area when none is given', () => {
    const { container } = render(<PageHeader title="Users" />);
    expect(container.querySelectorAll('p')).toHaveLength(0);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the actions of a story', () => {
    render(<WithActions />);
    expect(screen.getByRole('button', { name: 'Add Team' })).toBeInTheDocument();
  });

  it('links every breadcrumb but the current page', () => {
    render(
      <MemoryRouter>
        <WithBreadcrumbs />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(nav).getByRole('link', { name: 'Review Cycles' })).toHaveAttribute(
      'href',
      '/admin/review-cycles',
    );
    expect(within(nav).getAllByRole('link')).toHaveLength(2);
    expect(within(nav).getByText('Ada Lovelace')).toHaveAttribute('aria-current', 'page');
  });
});
