import { describe, expect, it } from 'vitest';
import { sharedPolicy } from './shared-policy';

const page = (hashes: string) =>
  `default-src 'self'; script-src 'self' ${hashes}; style-src 'self' 'unsafe-inline'; connect-src 'self'; object-src 'none'; frame-ancestors 'self'`;

describe('the policy pages share', () => {
  it('keeps the directives every page has alike and leaves out the script hashes and default-src', () => {
    expect(sharedPolicy([page("'sha256-a' 'sha256-b'"), page("'sha256-a' 'sha256-c'")])).toBe(
      "style-src 'self' 'unsafe-inline'; connect-src 'self'; object-src 'none'; frame-ancestors 'self'",
    );
  });

  it('is the whole policy when every page has the same one', () => {
    expect(sharedPolicy([page("'sha256-a'"), page("'sha256-a'")])).toBe(page("'sha256-a'"));
  });

  it('leaves out a directive one page lacks', () => {
    expect(sharedPolicy(["object-src 'none'; base-uri 'self'", "object-src 'none'"])).toBe("object-src 'none'");
  });

  it('never allows a script that a page\'s own policy refuses: no script-src, no default-src', () => {
    const shared = sharedPolicy([page("'sha256-a'"), page("'sha256-b'")]);
    expect(shared).not.toMatch(/script-src|default-src/);
  });
});
