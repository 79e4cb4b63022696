import { describe, expect, it } from 'vitest';
import { BULLETPROOF_PAGES, parsePeerPages, peerRatios } from './peer';
import { summarize } from './stats';

describe('peer pages', () => {
  it("defaults to bulletproof-react's routes and takes others as name=path[@selector]", () => {
    expect(parsePeerPages(null)).toEqual(BULLETPROOF_PAGES);
    const pages = parsePeerPages('signIn=/login@form input,landing=/home');
    expect(pages.signIn).toEqual({ name: 'signIn', url: '/login', ready: 'form input' });
    expect(pages.landing).toEqual({ name: 'landing', url: '/home', ready: 'h2' });
  });

  it('refuses an unknown page or a path without a slash', () => {
    expect(() => parsePeerPages('admin=/app')).toThrow(/--peer-pages/);
    expect(() => parsePeerPages('signIn=login')).toThrow(/--peer-pages/);
  });
});

describe('peer ratios', () => {
  it('divides medians, Meritly by the peer, for figures both apps measured', () => {
    const rows = peerRatios(
      { signIn: { fcpMs: summarize([300, 310, 900]), jsGzipKiB: summarize([150]) } },
      { signIn: { fcpMs: summarize([400, 420, 380]) }, landing: { fcpMs: summarize([1]) } },
    );
    expect(rows).toEqual([
      { page: 'signIn', figure: 'fcpMs', meritly: 310, peer: 400, ratio: 310 / 400 },
    ]);
  });
});
