import { describe, expect, it } from 'vitest';
import { getDomain } from './tldts';

describe('tldts stand-in', () => {
  it('gives the last two labels of a host name, and nothing for IPs or single labels', () => {
    expect(getDomain('app.meritly.example.com')).toBe('example.com');
    expect(getDomain('Example.COM.')).toBe('example.com');
    expect(getDomain('localhost')).toBeNull();
    expect(getDomain('127.0.0.1')).toBeNull();
    expect(getDomain('::1')).toBeNull();
  });
});
