import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { InAppLinks } from './InAppLinks';

function setup() {
  const onNavigate = vi.fn();
  render(
    <InAppLinks onNavigate={onNavigate}>
      <a href="/auth?redirectTo=%2Fadmin">Sign in</a>
      <a href="/waitlist" target="_blank">
        New tab
      </a>
      <a href="https://example.com/">Elsewhere</a>
    </InAppLinks>,
  );
  return onNavigate;
}

describe('InAppLinks', () => {
  it('navigates in the app to a same-origin link, with its query, instead of loading a page', () => {
    const onNavigate = setup();
    const event = fireEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(event).toBe(false); // default prevented
    expect(onNavigate).toHaveBeenCalledWith('/auth?redirectTo=%2Fadmin');
  });

  it('leaves modified clicks, other targets and other origins to the browser', () => {
    const onNavigate = setup();
    // jsdom cannot load another document: stop the browser default after the component saw it.
    const stopLoad = (event: Event) => event.preventDefault();
    document.addEventListener('click', stopLoad);
    fireEvent.click(screen.getByRole('link', { name: 'Sign in' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'New tab' }));
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    document.removeEventListener('click', stopLoad);
    expect(onNavigate).not.toHaveBeenCalled();
  });
});
