import { z } from 'zod';

/** `list`: a list of text values (`redirect_from: [settings/oldName]`). */
export type FieldKind = 'string' | 'number' | 'boolean' | 'date' | 'list';

export interface FieldDescription {
  name: string;
  kind: FieldKind;
  required: boolean;
  description: string;
}

function kindOf(schema: z.ZodType, name: string): FieldKind {
  if (schema instanceof z.ZodISODate) return 'date';
  if (schema instanceof z.ZodString) return 'string';
  if (schema instanceof z.ZodNumber) return 'number';
  if (schema instanceof z.ZodBoolean) return 'boolean';
  if (schema instanceof z.ZodArray && schema.element instanceof z.ZodString) return 'list';
  throw new Error(`Field "${name}" uses a zod type that the content pipeline cannot map yet.`);
}

/**
 * Reads an object schema into plain field descriptions, from which the contentlayer fields and the
 * CMS fields are both generated, so the schema stays the one truth about a doc's fields.
 */
export function describeFields(schema: z.ZodObject): FieldDescription[] {
  return Object.entries(schema.shape).map(([name, field]) => {
    const optional = field instanceof z.ZodOptional;
    const inner = (optional ? field.unwrap() : field) as z.ZodType;
    return {
      name,
      kind: kindOf(inner, name),
      required: !optional,
      description: field.description ?? inner.description ?? '',
    };
  });
}
