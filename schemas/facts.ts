/**
 * Product facts: what the manual says about FusionDR, written once. Each file under content/facts/ is
 * checked against one of these schemas, and docs show a fact through a directive (CONTRIBUTING.md,
 * "Product facts"), so changing the data changes every page that shows it.
 */
import { z } from 'zod';

const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** An id a directive refers to: lower case, words joined by hyphens (`auto-accept-after`). */
export const factId = z
  .string()
  .regex(ID, 'must be lower case letters and digits joined by hyphens, for example "auto-accept-after"')
  .describe('The id docs use to refer to this fact, for example auto-accept-after');

const text = z.string().trim().min(1, 'must not be empty');

/** A name as the product shows it on screen, with the old or wrong spellings it replaces. */
export const uiTermSchema = z.union([
  text,
  z.strictObject({ name: text, replaces: z.array(text).optional().describe('Old or wrong spellings the content check refuses') }),
]);
export type UiTerm = z.infer<typeof uiTermSchema>;

/** Who may do something, for each role; `configurable` means an Administrator can grant it on Role permissions. */
export const ACCESS = ['yes', 'no', 'configurable'] as const;

const familyValues = z.strictObject({
  default: text.optional(),
  values: text.optional(),
  note: text.optional(),
});

export const settingSchema = z.strictObject({
  id: factId,
  name: text.describe('The setting’s label on screen'),
  tab: text.optional().describe('The tab or panel of its screen where it is, when the screen has several'),
  default: text.describe('The value a new installation has'),
  values: text.describe('What it can be set to'),
  changedBy: z.array(factId).min(1).default(['administrator']).describe('Roles that may change it (role ids)'),
  does: text.describe('What it does, in one or two sentences (Markdown links allowed)'),
  families: z.record(factId, familyValues).optional().describe('Where a detector family differs: its default, values or a note'),
  safety: text.optional().describe('A patient or staff safety warning shown with the setting'),
  replaces: z.array(text).optional(),
});
export type Setting = z.infer<typeof settingSchema>;

export const messageSchema = z.strictObject({
  id: factId,
  text: text.describe('The exact words on screen'),
  severity: z.enum(['error', 'warning', 'information']),
  cause: text.describe('Why it appears'),
  action: text.describe('What to do (Markdown allowed)'),
});
export type Message = z.infer<typeof messageSchema>;

/** A screen, dialog or settings page; its id is its file name (content/facts/screens/<id>.yaml). */
export const screenSchema = z.strictObject({
  name: text.describe('The screen’s name as the product shows it'),
  doc: text.describe('Doc id of the page that describes this screen: its settings and messages are defined there'),
  open: text.describe('How to open it, as a path of UI names: "Settings → Configuration → Intermediate Options"'),
  openedBy: z.array(factId).min(1).describe('Roles that can open it (role ids)'),
  schematic: z
    .string()
    .regex(/^\/img\/(?:versions\/[0-9.]+\/)?docs\/[a-z0-9-]+\.svg$/, 'must be the address of a picture in public/img/docs (a cut version: public/img/versions/<version>/docs), for example /img/docs/login-screen.svg')
    .optional()
    .describe('The schematic of this screen: shown on its page, and on no page about something else'),
  replaces: z.array(text).optional(),
  tabs: z.array(uiTermSchema).default([]),
  areas: z.array(uiTermSchema).default([]),
  buttons: z.array(uiTermSchema).default([]),
  menuItems: z.array(uiTermSchema).default([]),
  fields: z.array(uiTermSchema).default([]),
  options: z.array(uiTermSchema).default([]),
  states: z.array(uiTermSchema).default([]),
  settings: z.array(settingSchema).default([]),
  messages: z.array(messageSchema).default([]),
});
export type Screen = z.infer<typeof screenSchema> & { id: string; file: string };

export const rolesFileSchema = z.strictObject({
  roles: z.array(z.strictObject({ id: factId, name: text, summary: text })).min(1),
  permissions: z
    .array(
      z.strictObject({
        id: factId,
        task: text.describe('The task, as a reader would name it'),
        access: z.record(factId, z.enum(ACCESS)).describe('For each role id: yes, no or configurable'),
      }),
    )
    .min(1),
});

export const indicatorsFileSchema = z.strictObject({
  indicators: z
    .array(
      z.strictObject({
        id: factId,
        name: text,
        where: text.describe('Where the reader sees it'),
        watches: text,
        states: z.array(z.strictObject({ colour: text, state: text.optional(), meaning: text, action: text })).min(2),
      }),
    )
    .min(1),
});

export const detectorsFileSchema = z.strictObject({
  families: z
    .array(
      z.strictObject({
        id: factId,
        name: text,
        connection: text,
        power: text,
        bluetooth: text,
        exposureDetection: text,
        imageProcessing: text,
        calibration: text,
        typicalUse: text,
      }),
    )
    .min(1),
});

export const networkFileSchema = z.strictObject({
  ports: z
    .array(
      z.strictObject({
        id: factId,
        service: text,
        port: z.union([z.number().int().min(1).max(65535), text]),
        protocol: z.enum(['TCP', 'UDP']),
        direction: text.describe('Who connects to whom'),
        notes: text.optional(),
      }),
    )
    .min(1),
});

export const firmwareFileSchema = z.strictObject({
  releases: z
    .array(
      z.strictObject({
        software: text,
        family: factId,
        firmware: text,
        recalibrate: z.boolean(),
        notes: text.optional(),
      }),
    )
    .min(1),
});

export const productFileSchema = z.strictObject({
  values: z
    .record(factId, z.union([text, z.number()]))
    .describe('Single product values a page can show with :fact{#id}, such as the current version'),
});

export const termsFileSchema = z.strictObject({
  terms: z.array(
    z.strictObject({
      name: text,
      kind: z.enum(['screen', 'tab', 'button', 'menu item', 'field', 'option', 'state', 'key']),
      replaces: z.array(text).optional(),
    }),
  ),
});

/** The files of content/facts/ and the schema each must pass. */
export const FACT_FILES = {
  'roles.yaml': rolesFileSchema,
  'indicators.yaml': indicatorsFileSchema,
  'detectors.yaml': detectorsFileSchema,
  'network.yaml': networkFileSchema,
  'firmware.yaml': firmwareFileSchema,
  'product.yaml': productFileSchema,
  'terms.yaml': termsFileSchema,
} as const;

export type RolesFile = z.infer<typeof rolesFileSchema>;
export type IndicatorsFile = z.infer<typeof indicatorsFileSchema>;
export type DetectorsFile = z.infer<typeof detectorsFileSchema>;
export type NetworkFile = z.infer<typeof networkFileSchema>;
export type FirmwareFile = z.infer<typeof firmwareFileSchema>;
export type ProductFile = z.infer<typeof productFileSchema>;
export type TermsFile = z.infer<typeof termsFileSchema>;

/** A reusable passage (content/snippets/<id>.md): a title for writers, and a Markdown body. */
export const snippetSchema = z.strictObject({
  title: text.describe('What the passage is about, for writers choosing one'),
});
