import { z } from 'zod';
import { describeFields, type FieldKind } from './fields';

/** The CMS widget of a list of text values: one line, the values separated by commas (src/cms/widgets/TextListControl.tsx). */
export const TEXT_LIST_WIDGET = 'text-list';

/** One field of a Decap CMS collection, as the CMS's config expects it. */
export interface CmsField {
  name: string;
  label: string;
  widget: 'string' | 'number' | 'boolean' | typeof TEXT_LIST_WIDGET;
  required: boolean;
  hint: string;
  /** number widget */
  value_type?: 'int' | 'float';
  min?: number;
  max?: number;
  step?: number;
  /** string widget: a regular expression the value must match, and the message when it does not */
  pattern?: [string, string];
}

const widgetFor: Record<FieldKind, CmsField['widget']> = {
  string: 'string',
  number: 'number',
  boolean: 'boolean',
  // Typed as text: the browser's date picker shows the writer's locale (mm/dd/yyyy) while the file
  // and the hint say YYYY-MM-DD.
  date: 'string',
  list: TEXT_LIST_WIDGET,
};

const DATE_PATTERN = '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$';

/** `sidebar_position` -> `Sidebar position` */
export function fieldLabel(name: string): string {
  const words = name.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function unwrap(field: z.ZodType): z.ZodType {
  return field instanceof z.ZodOptional ? (field.unwrap() as z.ZodType) : field;
}

/** Length limits of a string field, enforced in the form the way the build enforces them. */
function lengthPattern(schema: z.ZodString, label: string): [string, string] | undefined {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength;
  if (min <= 1 && max === null) return undefined;
  // Counted on the trimmed text, as the schema trims before it measures.
  const pattern = `^\\s*(?=\\S)[\\s\\S]{${Math.max(min, 1)},${max ?? ''}}(?<=\\S)\\s*$`;
  const range = max === null ? `at least ${min} characters` : `${Math.max(min, 1)} to ${max} characters`;
  const message = `${label} must be ${range}, not counting spaces at either end.`;
  return [pattern, message];
}

/**
 * The CMS form's fields generated from a zod object schema: the same names, order, required flags
 * and descriptions (as hints) as the build checks, so a field added to the schema appears in the CMS.
 */
export function cmsFields(schema: z.ZodObject): CmsField[] {
  return describeFields(schema).map((described) => {
    const inner = unwrap(schema.shape[described.name] as z.ZodType);
    const label = fieldLabel(described.name);
    const field: CmsField = {
      name: described.name,
      label,
      widget: widgetFor[described.kind],
      required: described.required,
      hint: described.description,
    };
    if (described.kind === 'number' && inner instanceof z.ZodNumber) {
      // Always read as written: an 'int' field would silently save 2.5 as 2. A whole-number rule is
      // the content check's, which refuses 2.5 with a sentence when the writer publishes.
      field.value_type = 'float';
      if (inner.isInt) field.step = 1;
      if (inner.minValue !== null && Number.isFinite(inner.minValue) && inner.minValue > Number.MIN_SAFE_INTEGER) {
        field.min = inner.minValue;
      }
      if (inner.maxValue !== null && Number.isFinite(inner.maxValue) && inner.maxValue < Number.MAX_SAFE_INTEGER) {
        field.max = inner.maxValue;
      }
    }
    if (described.kind === 'string' && inner instanceof z.ZodString) {
      const pattern = lengthPattern(inner, label);
      if (pattern) field.pattern = pattern;
    }
    if (described.kind === 'date') {
      field.pattern = [DATE_PATTERN, `${label} must be a date written YYYY-MM-DD, for example 2026-03-01.`];
    }
    return field;
  });
}
