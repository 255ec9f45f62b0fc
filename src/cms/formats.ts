/**
 * How the CMS reads and writes the docs' files. Decap's own YAML writer folds long lines at 80
 * characters and its JSON writer spreads `_category_.json` over several lines, so saving an untouched
 * file would rewrite it. These formats write exactly the style the repository uses (plain YAML
 * scalars on one line, fields in schema order; one-line JSON), so an edit changes only its own line.
 */
import { parse, stringify } from 'yaml';
import { splitFrontmatter } from '../lib/frontmatter';

type Data = Record<string, unknown>;

/** Decap's custom format contract: `fromFile` gives the entry's data, `toFile` writes it back. */
export interface CmsFormatter {
  fromFile(content: string): Data;
  toFile(data: Data, sortedKeys?: string[]): string;
}

/** An empty optional field is left out of the file (the schema rejects empty text, empty dates and empty lists). */
function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);
}

/** Keys in the form's field order (the schema's), then any other keys in the order they came. */
function ordered(data: Data, sortedKeys: string[] = []): Data {
  const keys = Object.keys(data).filter((key) => !isBlank(data[key]));
  const rank = (key: string) => {
    const at = sortedKeys.indexOf(key);
    return at === -1 ? sortedKeys.length : at;
  };
  const sorted = keys.map((key, index) => ({ key, index })).sort((a, b) => rank(a.key) - rank(b.key) || a.index - b.index);
  return Object.fromEntries(sorted.map(({ key }) => [key, data[key]]));
}

/** The body as the docs write it: a blank line after the frontmatter, a newline at the end. */
function bodyText(body: unknown): string {
  const text = typeof body === 'string' ? body : '';
  if (text.trim() === '') return '';
  return `${text.startsWith('\n') ? '' : '\n'}${text}${text.endsWith('\n') ? '' : '\n'}`;
}

/** `.mdx` docs: YAML frontmatter between `---` lines, then the Markdown body, kept byte for byte. */
export const mdxFrontmatter: CmsFormatter = {
  fromFile(content) {
    const parts = splitFrontmatter(content);
    if (!parts) return { body: content };
    const meta = (parse(parts.yaml) ?? {}) as Data;
    const { body } = parts;
    return body === '' ? { ...meta } : { ...meta, body };
  },
  toFile(data, sortedKeys) {
    const { body, ...meta } = data;
    const fields = ordered(meta, sortedKeys);
    const yaml = Object.keys(fields).length === 0 ? '' : stringify(fields, { lineWidth: 0, minContentWidth: 0 });
    return `---\n${yaml}---\n${bodyText(body)}`;
  },
};

/** `_category_.json`: one line, `{ "label": "DICOM", "position": 5, "collapsed": true }`. */
export const categoryJson: CmsFormatter = {
  fromFile(content) {
    return JSON.parse(content) as Data;
  },
  toFile(data, sortedKeys) {
    const fields = ordered(data, sortedKeys);
    const pairs = Object.entries(fields).map(([key, value]) => `${JSON.stringify(key)}: ${JSON.stringify(value)}`);
    return `{ ${pairs.join(', ')} }\n`;
  },
};

/**
 * A facts file (content/facts/): edited as the YAML text it is, so its comments, order and style stay
 * as written; the CMS's local server checks it with the build's schema before it is saved.
 */
export const factsYaml: CmsFormatter = {
  fromFile(content) {
    return { text: content };
  },
  toFile(data) {
    const text = typeof data.text === 'string' ? data.text : '';
    return text.endsWith('\n') ? text : `${text}\n`;
  },
};

/** Registered under these names; the collections in the CMS config refer to them. */
export const CMS_FORMATS = {
  doc: { name: 'fusiondr-mdx', extension: 'mdx', formatter: mdxFrontmatter },
  category: { name: 'fusiondr-category', extension: 'json', formatter: categoryJson },
  snippet: { name: 'fusiondr-snippet', extension: 'md', formatter: mdxFrontmatter },
  facts: { name: 'fusiondr-facts', extension: 'yaml', formatter: factsYaml },
} as const;
