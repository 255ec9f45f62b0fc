/**
 * What a doc may contain, and the sentences a writer reads when a doc goes beyond it. The content
 * check, the development servers, the CMS preview and the CMS's local server all use these (through
 * src/lib/mdx/trust-rules.ts), so a writer sees the same sentence wherever the problem is caught.
 */

/** The components a doc may use, with the attributes each takes. Each needs a React implementation in src/components/mdx/components.ts. */
export const REGISTERED_COMPONENTS = {
  ReleaseDate: { attributes: ['date'], example: '<ReleaseDate date="2026-11-03" />' },
} as const;

export type RegisteredComponent = keyof typeof REGISTERED_COMPONENTS;

/**
 * HTML a doc may write in JSX form, with its attributes: each becomes the Markdown link or image it
 * stands for, so it is checked and placed under the base path exactly like one.
 */
export const JSX_MARKDOWN_ELEMENTS = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'title'],
} as const;

/** Elements refused by name, with what to write instead. */
export const FORBIDDEN_ELEMENTS: Record<string, string> = {
  script: 'a doc cannot run scripts: they would run in every reader’s browser. Describe the behaviour in text instead.',
  style: 'a doc cannot carry its own styles: the site styles every page. Use Markdown (**bold**, headings, tables) instead.',
  iframe: 'a doc cannot embed another page. Link to it instead: [what it is](https://example.org/page).',
  object: 'a doc cannot embed plugins or other documents. Link to the file instead, or use an image: ![what it shows](/img/docs/file.svg).',
  embed: 'a doc cannot embed plugins or other documents. Link to the file instead, or use an image: ![what it shows](/img/docs/file.svg).',
  form: 'a doc cannot contain a form. Describe the fields in a table instead.',
};

/** URL schemes a link or image may not use: they run code or carry a whole file inside the doc. */
export const FORBIDDEN_URL_SCHEMES = ['javascript', 'vbscript', 'data'] as const;

/** File types the CMS may upload into the media folder, and the build accepts there. */
export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'webp', 'svg'] as const;

const componentList = () =>
  Object.values(REGISTERED_COMPONENTS)
    .map((c) => c.example)
    .join(', ');

/** The sentences; each names what is not allowed and what to write instead. */
export const docRuleMessages = {
  forbiddenElement: (name: string) => `<${name}> is not allowed in a doc: ${FORBIDDEN_ELEMENTS[name]}`,
  htmlElement: (name: string) =>
    `<${name}> is HTML, which a doc may not contain. Write Markdown instead: a blank line for a new paragraph, **bold**, a list or a table (see "What a doc may contain" in CONTRIBUTING.md).`,
  unknownComponent: (name: string) => `<${name}> is not a component the site knows. A doc may use only ${componentList()}.`,
  fragment: () => 'An empty tag <> is not allowed in a doc. Remove it and keep the text inside.',
  expression: () =>
    'Curly braces { } start code in MDX, and a doc may not run code. Put the text in `code`, or write \\{ and \\} (or &#123; and &#125;).',
  esm: () =>
    `import and export lines are not allowed in a doc: it may use only ${componentList()}, without importing them. Remove the line.`,
  eventHandler: (element: string, attribute: string) =>
    `<${element}> has the attribute "${attribute}", an event handler that would run code in the reader’s browser. Remove it.`,
  innerHtml: (element: string) =>
    `<${element}> has "dangerouslySetInnerHTML", which would put raw HTML into the page. Write the content as Markdown instead.`,
  spreadAttribute: (element: string) =>
    `<${element}> has an attribute written with { }, which is code. Write each attribute as text in quotes, e.g. date="2026-11-03".`,
  expressionAttribute: (element: string, attribute: string) =>
    `<${element}> has the attribute "${attribute}" written with { }, which is code. Write it as text in quotes, e.g. ${attribute}="…".`,
  unknownAttribute: (element: string, attribute: string, allowed: readonly string[]) =>
    `<${element}> does not take the attribute "${attribute}"; it takes ${allowed.map((a) => `"${a}"`).join(', ')}. Remove it.`,
  forbiddenUrl: (url: string) =>
    `the address "${url.length > 40 ? `${url.slice(0, 40)}…` : url}" is not allowed: javascript: and data: addresses run code or hide a file inside the doc. Link to a page (https://… or /docs/…), or put the image in public/img/docs/ and write /img/docs/name.svg.`,
} as const;
