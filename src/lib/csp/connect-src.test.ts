import { describe, expect, it } from 'vitest';
import { cspDirectives } from '../../config/csp';
import { connectSrcOf, withConnectSrc } from './connect-src';
import { buildPolicy } from './policy';

const built = buildPolicy({ directives: cspDirectives, scriptHashes: ["'sha256-a'"], connectSources: ['https://old.example'] });

describe('connect-src of a finished policy', () => {
  it('becomes exactly the given sources, each once', () => {
    const policy = withConnectSrc(built, ["'self'", 'https://plausible.io', 'https://plausible.io']);
    expect(connectSrcOf(policy)).toEqual(["'self'", 'https://plausible.io']);
    expect(policy).not.toContain('old.example');
  });

  it('leaves every other directive as it was, in its place', () => {
    const policy = withConnectSrc(built, ["'self'"]);
    const names = (p: string) => p.split('; ').map((d) => d.split(' ')[0]);
    expect(names(policy)).toEqual(names(built));
    expect(policy.replace(/connect-src [^;]*/, '')).toBe(built.replace(/connect-src [^;]*/, ''));
  });

  it('is added when the policy has none', () => {
    expect(withConnectSrc("default-src 'self'", ["'self'", 'https://a.example'])).toBe("default-src 'self'; connect-src 'self' https://a.example");
    expect(connectSrcOf("default-src 'self'")).toEqual([]);
  });
});
