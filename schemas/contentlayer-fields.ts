import type { FieldDefs } from 'contentlayer2/source-files';
import { describeFields } from './fields';
import type { z } from 'zod';

/** contentlayer field definitions generated from a zod object schema. */
export function contentlayerFields(schema: z.ZodObject): FieldDefs {
  return Object.fromEntries(
    describeFields(schema).map((f) => [
      f.name,
      { ...(f.kind === 'list' ? { type: 'list', of: { type: 'string' } } : { type: f.kind }), required: f.required, description: f.description },
    ]),
  ) as FieldDefs;
}
