import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render-route';
import LandingRoute from './LandingRoute';
import { keepEmotionStyles } from '@/test/emotion-styles';

// Asserts on styles (visibility, sticky cells) that emotion's rules decide.
keepEmotionStyles();

const ui = userEvent.setup({ delay: null });

function structuredData() {
  const script = document.head.querySelector('script[type="application/ld+json"]');
  return script ? (JSON.parse(script.textContent ?? '') as Record<string, unknown>) : null;
}

describe('LandingRoute', { timeout: 20_000 }, () => {
  it("links to /waitlist twice with 'Join the waitlist'", () => {
    renderRoute(<LandingRoute />);
    const links = screen.getAllByRole('link', { name: 'Join the waitlist' });
    expect(links).toHaveLength(2);
    for (const link of links) expect(link).toHaveAttribute('href', '/waitlist');
  });

  it("shows the disabled 'Public launch: Fall 2025' button", () => {
    renderRoute(<LandingRoute />);
    expect(screen.getByRole('button', { name: 'Public launch: Fall 2025' })).toBeDisabled();
  });

  it('lists the six features of the spec', () => {
    renderRoute(<LandingRoute />);
    const grid = screen.getByRole('region', { name: 'Everything a review cycle needs' });
    const titles = within(grid)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(titles).toEqual([
      'Performance review workflows',
      'Org and team management',
      'Compensation planning and budgets',
      'Analytics and insights',
      'Custom workflows and guardrails',
      'Secure and compliant',
    ]);
  });

  it('has problem and solution lists and the security claims', () => {
    renderRoute(<LandingRoute />);
    expect(screen.getByRole('heading', { name: 'The problem' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'The solution' })).toBeInTheDocument();
    const claims = screen.getByRole('list', { name: 'Security' });
    expect(
      within(claims)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['✓ Role-based access', '✓ Encryption in transit and at rest', '✓ Audit trails']);
  });

  it('has a four-question FAQ that opens on click', async () => {
    renderRoute(<LandingRoute />);
    const faq = screen.getByRole('region', { name: 'Frequently asked questions' });
    const questions = within(faq).getAllByRole('button');
    expect(questions).toHaveLength(4);
    expect(questions[0]).toHaveAttribute('aria-expanded', 'false');
    await ui.click(questions[0]!);
    expect(questions[0]).toHaveAttribute('aria-expanded', 'true');
    expect(within(faq).getByText(/planned for Fall 2025/)).toBeVisible();
  });

  it('has a footer with the copyright line', () => {
    renderRoute(<LandingRoute />);
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Meritly. All rights reserved.`);
  });

  it("sets the title 'Meritly — <Page>'", () => {
    renderRoute(<LandingRoute />);
    expect(document.title).toBe('Meritly — Compensation Review Software');
  });

  it('adds Product structured data with a 0 USD pre-order offer, removed on leaving', () => {
    const { unmount } = renderRoute(<LandingRoute />);
    expect(structuredData()).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Meritly',
      offers: {
        '@type': 'Offer',
        price: '0',
        priceCurrency: 'USD',
        availability: 'https://schema.org/PreOrder',
      },
    });
    unmount();
    expect(structuredData()).toBeNull();
  });
});
