import { describe, expect, it } from 'vitest';
import { cspDirectives } from '../../config/csp';
import { buildPolicy, inlineScripts, sha256Source, withMetaPolicy } from './policy';

const page = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><script src="/FusionDR/_next/static/chunks/a.js" async=""></script><script>(function(){document.documentElement.dataset.x="1"})()</script></head><body><script id="_R_">self.__next_f=self.__next_f||[]</script><script type="application/ld+json">{"a":1}</script></body></html>`;

describe('the inline scripts of a page', () => {
  it('lists the text of each inline script and leaves out scripts with a src', () => {
    expect(inlineScripts(page)).toEqual([
      '(function(){document.documentElement.dataset.x="1"})()',
      'self.__next_f=self.__next_f||[]',
      '{"a":1}',
    ]);
  });

  it('hashes a script as the browser does: sha256 of its UTF-8 text, in base64', () => {
    // The example of the CSP specification, and a script with a non-ASCII character (hashed elsewhere).
    expect(sha256Source("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
    expect(sha256Source('self.__next_f.push([1,"é"])')).toBe("'sha256-dv0JtpxmHXrDI1gjYAA39VMc738BDF21voU1xCV8A70='");
  });
});

describe('the policy', () => {
  it('allows scripts from the site and the page’s inline scripts by hash only, never eval', () => {
    const policy = buildPolicy({ directives: cspDirectives, scriptHashes: ["'sha256-b'", "'sha256-a'"] });
    const scriptSrc = policy.split('; ').find((d) => d.startsWith('script-src '));
    expect(scriptSrc).toBe("script-src 'self' 'sha256-a' 'sha256-b'");
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).toContain("object-src 'none'");
  });

  it('adds the origins the page may call to connect-src', () => {
    const policy = buildPolicy({ directives: cspDirectives, connectSources: ['https://plausible.io', 'https://plausible.io'] });
    expect(policy).toContain("connect-src 'self' https://plausible.io;");
  });

  it('leaves out what a meta tag cannot carry', () => {
    const policy = buildPolicy({ directives: cspDirectives, omit: ['frame-ancestors'] });
    expect(policy).not.toContain('frame-ancestors');
  });

  it('refuses eval', () => {
    const withEval = { ...cspDirectives, 'script-src': ["'self'", "'unsafe-eval'"] };
    expect(() => buildPolicy({ directives: withEval })).toThrow(/unsafe-eval/);
  });
});

describe('the policy in a meta tag', () => {
  it('comes right after the charset, before any script', () => {
    const html = withMetaPolicy(page, "script-src 'self' 'sha256-a'");
    expect(html).toContain(`<meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="script-src 'self' 'sha256-a'"/><script`);
  });

  it('replaces the policy of an earlier build instead of adding a second one', () => {
    const twice = withMetaPolicy(withMetaPolicy(page, 'a'), 'b');
    expect(twice.match(/Content-Security-Policy/g)).toHaveLength(1);
    expect(twice).toContain('content="b"');
  });
});
