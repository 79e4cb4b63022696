import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LandingFooter } from './LandingFooter';

describe('LandingFooter', () => {
  it('leaves the year out of the HTML prerendered at build time, which may be served next year', () => {
    const markup = renderToString(
      <MemoryRouter>
        <LandingFooter />
      </MemoryRouter>,
    );
    const html = markup.replaceAll('<!-- -->', '');
    // An invisible stand-in as wide as a year: the line does not move when the year comes in.
    expect(html).toMatch(/© <span class="[^"]+">0000<\/span> Meritly\. All rights reserved\./);
    expect(html).not.toMatch(/© (19|20)\d\d/);
  });

  it('shows the current year in the browser', () => {
    render(
      <MemoryRouter>
        <LandingFooter />
      </MemoryRouter>,
    );
    expect(
      screen.getByText(`© ${new Date().getFullYear()} Meritly. All rights reserved.`),
    ).toBeInTheDocument();
  });
});
