import type { z } from 'zod';

/** Describes a value found in a file in words a writer understands. */
export function describeFound(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'an empty value';
  if (typeof value === 'string') return value.trim() === '' ? 'empty text' : `the text "${value}"`;
  if (typeof value === 'number') return `the number ${value}`;
  if (typeof value === 'boolean') return `${value}`;
  if (value instanceof Date) return `the date ${value.toISOString().slice(0, 10)}`;
  if (Array.isArray(value)) return 'a list';
  return 'a group of fields';
}

const expectedWords: Record<string, string> = {
  string: 'text',
  number: 'a number',
  boolean: 'true or false',
  object: 'a group of fields',
  array: 'a list',
  date: 'a date',
};

export function expectedFor(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return expectedWords[issue.expected] ?? issue.expected;
    case 'invalid_format':
      if (issue.format === 'regex') return issue.message;
      return issue.format === 'date' ? 'a date written YYYY-MM-DD' : `text in the ${issue.format} format`;
    case 'too_small':
      if (issue.origin === 'string') return issue.minimum === 1 ? 'some text' : `at least ${issue.minimum} characters`;
      if (issue.origin === 'number') return `a number of at least ${issue.minimum}`;
      return `at least ${issue.minimum}`;
    case 'too_big':
      if (issue.origin === 'string') return `at most ${issue.maximum} characters`;
      return `at most ${issue.maximum}`;
    case 'invalid_value':
      return `one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    default:
      return issue.message;
  }
}

/** A field as a sentence names it: `"title"`, an item of a list by its place, `"redirect_from" (item 2)`. */
function fieldName(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '"(the whole header)"';
  const item = path.findIndex((part) => typeof part === 'number');
  if (item === -1) return `"${path.map(String).join('.')}"`;
  const rest = path.slice(item + 1).map(String).join('.');
  return `"${path.slice(0, item).map(String).join('.')}" (item ${(path[item] as number) + 1}${rest ? `, ${rest}` : ''})`;
}

/**
 * One sentence per problem, naming the file, the field, what was expected and what was found, e.g.
 * `content/docs/users.mdx: field "sidebar_position" should be a whole number, but found the text "two".`
 */
export function formatSchemaIssues(
  file: string,
  issues: readonly z.core.$ZodIssue[],
  data: Record<string, unknown>,
  knownFields: readonly string[],
): string[] {
  return issues.flatMap((issue) => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map(
        (key) =>
          `${file}: field "${key}" is not a known field (found ${describeFound(data[key])}). ` +
          `Known fields: ${knownFields.join(', ')}. Check its spelling or remove it.`,
      );
    }
    const field = fieldName(issue.path);
    const found = issue.path.length === 1 ? data[String(issue.path[0])] : issue.input;
    if (issue.code === 'invalid_type' && found === undefined) {
      return [`${file}: field ${field} is required but missing; expected ${expectedFor(issue)}.`];
    }
    if (issue.code === 'invalid_type' && issue.expected === 'int') {
      return [`${file}: field ${field} should be a whole number, but found ${describeFound(found)}.`];
    }
    if (issue.code === 'invalid_type' && issue.expected === 'number' && typeof found === 'number') {
      return [`${file}: field ${field} should be a whole number, but found ${describeFound(found)}.`];
    }
    return [`${file}: field ${field} should be ${expectedFor(issue)}, but found ${describeFound(found)}.`];
  });
}
