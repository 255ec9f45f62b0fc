import { describe, expect, it } from 'vitest';
import { findTrustProblems, isForbiddenUrl } from './trust-rules';
import { parseDocBody } from './preset';

const problems = (body: string) => findTrustProblems(parseDocBody(body)).map(({ line, message }) => ({ line, message }));

describe('a doc is content: what its MDX may contain', () => {
  it('accepts Markdown, tables, admonitions, the registered components, and <a>/<img> written as JSX', () => {
    const body = [
      '## Ports',
      '',
      '| Port | Use |',
      '|---|---|',
      '| 104 | DICOM |',
      '',
      ':::warning[Radiation safety]',
      'Stand behind the shield.',
      ':::',
      '',
      'Released <ReleaseDate date="2026-11-03" />. See <a href="/docs/settings/users" title="Users">users</a>.',
      '',
      '<img src="/img/docs/login-screen.svg" alt="The login screen" />',
    ].join('\n');
    expect(problems(body)).toEqual([]);
  });

  it.each([
    ['<script>', 'Text\n\n<script>alert(1)</script>\n', 3, '<script> is not allowed in a doc: a doc cannot run scripts'],
    ['<style>', '<style>{"h1{}"}</style>\n', 1, '<style> is not allowed in a doc: a doc cannot carry its own styles'],
    ['<iframe>', '<iframe src="https://example.org" />\n', 1, '<iframe> is not allowed in a doc: a doc cannot embed another page'],
    ['<object>', '<object data="x.pdf" />\n', 1, '<object> is not allowed in a doc'],
    ['<embed>', '<embed src="x.swf" />\n', 1, '<embed> is not allowed in a doc'],
    ['<form>', 'A\n\nB\n\n<form action="/x"></form>\n', 5, '<form> is not allowed in a doc: a doc cannot contain a form'],
    ['an on… attribute', '<img src="/img/docs/a.svg" alt="A" onError="alert(1)" />\n', 1, 'the attribute "onError", an event handler'],
    ['dangerouslySetInnerHTML', '<ReleaseDate dangerouslySetInnerHTML="x" />\n', 1, 'has "dangerouslySetInnerHTML"'],
    ['a javascript: link', '[Click](javascript:alert(1))\n', 1, 'the address "javascript:alert(1)" is not allowed'],
    ['a javascript: href in JSX', '<a href=" JavaScript:alert(1)">x</a>\n', 1, 'is not allowed: javascript: and data: addresses'],
    ['a data: image', '![x](data:image/svg+xml;base64,PHN2Zz4=)\n', 1, 'is not allowed: javascript: and data: addresses'],
    ['an expression', 'One\n\nTwo {String(process.getBuiltinModule("fs"))}\n', 3, 'Curly braces { } start code in MDX'],
    ['a comment expression', '{/* note */}\n', 1, 'Curly braces { } start code in MDX'],
    ['an import line', 'import X from "fs"\n\nText\n', 1, 'import and export lines are not allowed in a doc'],
    ['an export line', 'Text\n\nexport const a = 1\n', 3, 'import and export lines are not allowed in a doc'],
    ['an unregistered component', 'Text\n\n<Tabs>x</Tabs>\n', 3, '<Tabs> is not a component the site knows. A doc may use only <ReleaseDate date="2026-11-03" />.'],
    ['a member component', '<Foo.Bar />\n', 1, '<Foo.Bar> is not a component the site knows'],
    ['raw HTML', '<div>Text</div>\n', 1, '<div> is HTML, which a doc may not contain. Write Markdown instead'],
    ['an attribute in braces', '<ReleaseDate date={"2026-01-01"} />\n', 1, 'has the attribute "date" written with { }'],
    ['a spread attribute', '<ReleaseDate {...props} />\n', 1, 'has an attribute written with { }'],
    ['an unknown attribute', '<ReleaseDate date="2026-01-01" style="color:red" />\n', 1, 'does not take the attribute "style"; it takes "date"'],
    ['a fragment', '<>text</>\n', 1, 'An empty tag <> is not allowed'],
  ])('refuses %s, with its line and what to write instead', (_case, body, line, sentence) => {
    const [first] = problems(body);
    expect(first?.line).toBe(line);
    expect(first?.message).toContain(sentence);
  });

  it('reports every problem of a body, not only the first', () => {
    expect(problems('<script>a</script>\n\n{1}\n\n<Tabs />\n').map((p) => p.line)).toEqual([1, 3, 5]);
  });

  it('reads javascript: addresses the way a browser does (case, spaces, tabs)', () => {
    expect(isForbiddenUrl('JAVASCRIPT:alert(1)')).toBe(true);
    expect(isForbiddenUrl('java\tscript:alert(1)')).toBe(true);
    expect(isForbiddenUrl(' data:text/html,x')).toBe(true);
    expect(isForbiddenUrl('https://example.org/javascript:')).toBe(false);
    expect(isForbiddenUrl('/docs/javascript')).toBe(false);
  });
});
