import { afterEach, describe, expect, it, vi } from 'vitest';
import { onLinkIntent } from './on-link-intent';

function link(href: string): HTMLAnchorElement {
  const a = document.createElement('a');
  a.href = href;
  const label = document.createElement('span');
  label.textContent = 'Sign in';
  a.append(label);
  document.body.append(a);
  return a;
}

describe('onLinkIntent', () => {
  afterEach(() => document.body.replaceChildren());

  it('acts once, on the first pointer over a link of this site (or anything inside it)', () => {
    const act = vi.fn();
    onLinkIntent(act);
    const signIn = link('/auth');
    signIn.firstElementChild!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    signIn.dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(act).toHaveBeenCalledTimes(1);
  });

  it('acts on a focus or a touch too', () => {
    const onFocus = vi.fn();
    const stopFocus = onLinkIntent(onFocus);
    link('/waitlist').dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(onFocus).toHaveBeenCalledTimes(1);
    stopFocus();
    const onTouch = vi.fn();
    onLinkIntent(onTouch);
    link('/auth').dispatchEvent(new Event('touchstart', { bubbles: true }));
    expect(onTouch).toHaveBeenCalledTimes(1);
  });

  it('ignores other targets and links to other sites', () => {
    const act = vi.fn();
    const stop = onLinkIntent(act);
    document.body.dispatchEvent(new Event('pointerover', { bubbles: true }));
    link('https://example.org/').dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(act).not.toHaveBeenCalled();
    stop();
    link('/auth').dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(act).not.toHaveBeenCalled();
  });
});
