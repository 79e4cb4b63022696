// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  apiOrigin,
  contentSecurityPolicy,
  CSP_NONCE_PLACEHOLDER,
  isAppNavigation,
  newNonce,
  withNonce,
} from './security-headers';

const directives = (policy: string) =>
  Object.fromEntries(
    policy.split('; ').map((d) => {
      const [name, ...values] = d.split(' ');
      return [name, values];
    }),
  );

describe('security headers', () => {
  it('builds a policy without unsafe-inline or unsafe-eval, limited to the app and its API', () => {
    const policy = contentSecurityPolicy({ nonce: 'abc', apiUrl: 'https://api.example.com/v1' });
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
    const d = directives(policy);
    expect(d['default-src']).toEqual(["'self'"]);
    expect(d['script-src']).toEqual(["'self'", "'nonce-abc'"]);
    expect(d['style-src']).toEqual(["'self'", "'nonce-abc'"]);
    expect(d['connect-src']).toEqual(["'self'", 'https://api.example.com']);
    expect(d['object-src']).toEqual(["'none'"]);
    expect(d['base-uri']).toEqual(["'none'"]);
    expect(d['frame-ancestors']).toEqual(["'none'"]);
    expect(d['worker-src']).toEqual(["'self'"]);
    expect(directives(contentSecurityPolicy({ nonce: 'n' }))['connect-src']).toEqual(["'self'"]);
  });

  it('reads the API origin, and nothing from a value that is no URL', () => {
    expect(apiOrigin('https://api.example.com:8443/base')).toBe('https://api.example.com:8443');
    expect(apiOrigin('')).toBeNull();
    expect(apiOrigin('not a url')).toBeNull();
  });

  it('puts a fresh nonce in every placeholder', () => {
    const html = `<meta property="csp-nonce" nonce="${CSP_NONCE_PLACEHOLDER}"><script nonce="${CSP_NONCE_PLACEHOLDER}">`;
    const nonce = newNonce();
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(newNonce()).not.toBe(nonce);
    expect(withNonce(html, nonce)).toBe(
      `<meta property="csp-nonce" nonce="${nonce}"><script nonce="${nonce}">`,
    );
  });

  it('answers navigations with the page, files and API calls not', () => {
    expect(isAppNavigation('GET', '/admin/users?x=1', 'text/html,application/xhtml+xml')).toBe(
      true,
    );
    expect(isAppNavigation('GET', '/index.html', 'text/html')).toBe(true);
    expect(isAppNavigation('GET', '/assets/index-abc.js', '*/*')).toBe(false);
    expect(isAppNavigation('GET', '/api/teams', 'text/html')).toBe(false);
    expect(isAppNavigation('POST', '/admin', 'text/html')).toBe(false);
    expect(isAppNavigation('GET', '/admin', 'application/json')).toBe(false);
  });
});
