/**
 * Reads the product facts (content/facts/) and the reusable passages (content/snippets/) from their
 * text, checks each against its schema (schemas/facts.ts) and against each other (a role, a family or a
 * screen named by id must exist), and indexes them for the directives. Pure: the files come in as text.
 */
import { isMap, isSeq, LineCounter, parseDocument, type Node as YamlNode } from 'yaml';
import type { z } from 'zod';
import {
  FACT_FILES,
  screenSchema,
  snippetSchema,
  type DetectorsFile,
  type FirmwareFile,
  type IndicatorsFile,
  type Message,
  type NetworkFile,
  type ProductFile,
  type RolesFile,
  type Screen,
  type Setting,
  type TermsFile,
} from '../../../schemas/facts';
import { splitFrontmatter } from '../frontmatter';
import { describeFound, expectedFor } from '../schema-errors';

export const FACTS_DIR = 'content/facts';
export const SCREENS_DIR = 'content/facts/screens';
export const SNIPPETS_DIR = 'content/snippets';

export interface FactSourceFile {
  /** From the repository root: content/facts/roles.yaml, content/facts/screens/login.yaml, content/snippets/x.md */
  path: string;
  text: string;
}

export interface Snippet {
  id: string;
  path: string;
  title: string;
  body: string;
  /** Line of the file where the body starts. */
  bodyLine: number;
}

export interface Facts {
  roles: RolesFile;
  indicators: IndicatorsFile;
  detectors: DetectorsFile;
  network: NetworkFile;
  firmware: FirmwareFile;
  product: ProductFile;
  terms: TermsFile;
  screens: Screen[];
  snippets: Map<string, Snippet>;
  /** Settings by id, each with the screen it lives on. */
  settings: Map<string, { setting: Setting; screen: Screen }>;
  /** On-screen messages by id, each with its screen. */
  messages: Map<string, { message: Message; screen: Screen }>;
  /** A fingerprint of every file read: the same facts give the same value. */
  fingerprint: string;
}

const FILE_KEYS = { 'roles.yaml': 'roles', 'indicators.yaml': 'indicators', 'detectors.yaml': 'detectors', 'network.yaml': 'network', 'firmware.yaml': 'firmware', 'product.yaml': 'product', 'terms.yaml': 'terms' } as const;

function hashText(text: string): string {
  // FNV-1a: a short, stable fingerprint in any JavaScript runtime (the CMS runs this in the browser).
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

function lineOf(doc: ReturnType<typeof parseDocument>, counter: LineCounter, path: PropertyKey[]): number {
  for (let n = path.length; n >= 0; n--) {
    const node = doc.getIn(path.slice(0, n) as (string | number)[], true) as YamlNode | undefined;
    if (node && typeof node === 'object' && 'range' in node && node.range) return counter.linePos(node.range[0]).line;
  }
  return 1;
}

function valueAt(data: unknown, path: PropertyKey[]): unknown {
  let value = data;
  for (const key of path) value = value && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined;
  return value;
}

/** "settings 3 → default" for a writer (lists counted from 1). */
function fieldPath(path: PropertyKey[]): string {
  return path.map((p) => (typeof p === 'number' ? `item ${p + 1}` : String(p))).join(' → ');
}

/** Parses one YAML file against its schema; problems name the file, the line and the field. */
export function parseFactFile<S extends z.ZodType>(file: FactSourceFile, schema: S): { data?: z.infer<S>; problems: string[] } {
  const counter = new LineCounter();
  const doc = parseDocument(file.text, { lineCounter: counter, prettyErrors: false });
  if (doc.errors.length > 0) {
    const error = doc.errors[0];
    const line = counter.linePos(error.pos[0]).line;
    return { problems: [`${file.path}, line ${line}: this is not valid YAML: ${error.message.split('\n')[0]}`] };
  }
  const raw = doc.toJS() ?? {};
  const result = schema.safeParse(raw);
  if (result.success) return { data: result.data, problems: [] };
  return {
    problems: result.error.issues.map((issue) => {
      const at = `${file.path}, line ${lineOf(doc, counter, issue.path)}`;
      const where = issue.path.length ? `"${fieldPath(issue.path)}"` : 'the file';
      if (issue.code === 'unrecognized_keys') {
        return `${at}: ${where} has the unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')}. Check the spelling, or remove it (CONTRIBUTING.md lists the fields).`;
      }
      const found = valueAt(raw, issue.path);
      if (issue.code === 'invalid_type' && found === undefined) return `${at}: ${where} is required but missing; expected ${expectedFor(issue)}.`;
      const expected = issue.code === 'invalid_format' || issue.code === 'custom' || (issue.code === 'too_small' && issue.origin === 'string') ? issue.message : `should be ${expectedFor(issue)}`;
      return `${at}: ${where} ${expected}, but found ${describeFound(found)}.`;
    }),
  };
}

function isYamlList(text: string) {
  const doc = parseDocument(text);
  return isSeq(doc.contents) || isMap(doc.contents);
}

const idOfFile = (path: string) => path.slice(path.lastIndexOf('/') + 1).replace(/\.(ya?ml|mdx?)$/, '');

/** Checks that every id a fact names exists: roles, families, screens' docs (when the doc ids are known). */
function crossProblems(facts: Facts, docIds?: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const roleIds = new Set(facts.roles.roles.map((r) => r.id));
  const familyIds = new Set(facts.detectors.families.map((f) => f.id));
  const seen = new Map<string, string>();
  const once = (kind: string, id: string, where: string) => {
    const key = `${kind}:${id}`;
    const first = seen.get(key);
    if (first) problems.push(`${where}: the ${kind} id "${id}" is already used in ${first}; every ${kind} needs its own id.`);
    else seen.set(key, where);
  };
  for (const role of facts.roles.roles) once('role', role.id, `${FACTS_DIR}/roles.yaml`);
  for (const permission of facts.roles.permissions) {
    once('permission', permission.id, `${FACTS_DIR}/roles.yaml`);
    for (const roleId of Object.keys(permission.access)) {
      if (!roleIds.has(roleId)) problems.push(`${FACTS_DIR}/roles.yaml: the permission "${permission.id}" names the role "${roleId}", which is not in the roles list (${[...roleIds].join(', ')}).`);
    }
    for (const roleId of roleIds) {
      if (!(roleId in permission.access)) problems.push(`${FACTS_DIR}/roles.yaml: the permission "${permission.id}" does not say whether the role "${roleId}" has it; add ${roleId}: yes, no or configurable.`);
    }
  }
  for (const family of facts.detectors.families) once('detector family', family.id, `${FACTS_DIR}/detectors.yaml`);
  for (const release of facts.firmware.releases) {
    if (!familyIds.has(release.family)) problems.push(`${FACTS_DIR}/firmware.yaml: the release "${release.software}" names the detector family "${release.family}", which is not in detectors.yaml (${[...familyIds].join(', ')}).`);
  }
  for (const screen of facts.screens) {
    const file = screen.file;
    for (const roleId of screen.openedBy) if (!roleIds.has(roleId)) problems.push(`${file}: "openedBy" names the role "${roleId}", which is not in roles.yaml (${[...roleIds].join(', ')}).`);
    if (docIds && !docIds.has(screen.doc)) problems.push(`${file}: "doc" is "${screen.doc}", which is not a doc id. Write the doc's path under content/docs/ without .mdx, for example settings/users.`);
    for (const setting of screen.settings) {
      once('setting', setting.id, file);
      for (const roleId of setting.changedBy) if (!roleIds.has(roleId)) problems.push(`${file}: the setting "${setting.id}" names the role "${roleId}" in "changedBy", which is not in roles.yaml (${[...roleIds].join(', ')}).`);
      for (const familyId of Object.keys(setting.families ?? {})) if (!familyIds.has(familyId)) problems.push(`${file}: the setting "${setting.id}" names the detector family "${familyId}", which is not in detectors.yaml (${[...familyIds].join(', ')}).`);
    }
    for (const message of screen.messages) once('message', message.id, file);
  }
  for (const indicator of facts.indicators.indicators) once('indicator', indicator.id, `${FACTS_DIR}/indicators.yaml`);
  for (const port of facts.network.ports) once('port', port.id, `${FACTS_DIR}/network.yaml`);
  return problems;
}

/**
 * Every fact file and snippet, parsed and checked. `docIds`, when given, lets the check see that each
 * screen's home doc exists. Problems are sentences naming the file and, where it helps, the line.
 */
export function parseFacts(files: FactSourceFile[], docIds?: ReadonlySet<string>): { facts?: Facts; problems: string[] } {
  const problems: string[] = [];
  const parts: Partial<Record<(typeof FILE_KEYS)[keyof typeof FILE_KEYS], unknown>> = {};
  const screens: Screen[] = [];
  const snippets = new Map<string, Snippet>();
  const sorted = [...files].sort((a, b) => a.path.localeCompare(b.path));
  for (const file of sorted) {
    const name = file.path.slice(FACTS_DIR.length + 1);
    if (file.path.startsWith(`${SCREENS_DIR}/`)) {
      if (!/\.ya?ml$/.test(file.path)) {
        problems.push(`${file.path}: only .yaml files describing a screen belong in ${SCREENS_DIR}/.`);
        continue;
      }
      const id = idOfFile(file.path);
      if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(id)) problems.push(`${file.path}: a screen's file name is its id: lower case letters and digits joined by hyphens, for example intermediate-options.yaml.`);
      const { data, problems: found } = parseFactFile(file, screenSchema);
      problems.push(...found);
      if (data) screens.push({ ...data, id, file: file.path });
    } else if (file.path.startsWith(`${SNIPPETS_DIR}/`)) {
      if (!/\.md$/.test(file.path)) {
        problems.push(`${file.path}: only .md passages belong in ${SNIPPETS_DIR}/.`);
        continue;
      }
      const split = splitFrontmatter(file.text);
      if (!split) {
        problems.push(`${file.path}: a passage starts with a frontmatter block with its title, between two "---" lines.`);
        continue;
      }
      const { data, problems: found } = parseFactFile({ path: file.path, text: split.yaml }, snippetSchema);
      problems.push(...found);
      const id = idOfFile(file.path);
      if (data) snippets.set(id, { id, path: file.path, title: data.title, body: split.body, bodyLine: split.bodyLine });
    } else if (name in FACT_FILES) {
      const schema = FACT_FILES[name as keyof typeof FACT_FILES];
      if (!isYamlList(file.text) && file.text.trim()) {
        problems.push(`${file.path}: must be a YAML file of "field: value" lines.`);
        continue;
      }
      const { data, problems: found } = parseFactFile(file, schema);
      problems.push(...found);
      if (data) parts[FILE_KEYS[name as keyof typeof FILE_KEYS]] = data;
    } else {
      problems.push(`${file.path}: not a known facts file. ${FACTS_DIR}/ holds ${Object.keys(FACT_FILES).join(', ')} and screens/<id>.yaml.`);
    }
  }
  for (const name of Object.keys(FACT_FILES)) {
    if (!parts[FILE_KEYS[name as keyof typeof FILE_KEYS]] && !problems.some((p) => p.startsWith(`${FACTS_DIR}/${name}`))) {
      problems.push(`${FACTS_DIR}/${name} is missing: the site needs it (see CONTRIBUTING.md, "Product facts").`);
    }
  }
  if (problems.length > 0) return { problems };
  const settings = new Map<string, { setting: Setting; screen: Screen }>();
  const messages = new Map<string, { message: Message; screen: Screen }>();
  for (const screen of screens) {
    for (const setting of screen.settings) if (!settings.has(setting.id)) settings.set(setting.id, { setting, screen });
    for (const message of screen.messages) if (!messages.has(message.id)) messages.set(message.id, { message, screen });
  }
  const facts = {
    ...(parts as Pick<Facts, 'roles' | 'indicators' | 'detectors' | 'network' | 'firmware' | 'product' | 'terms'>),
    screens,
    snippets,
    settings,
    messages,
    fingerprint: hashText(JSON.stringify(sorted.map((f) => [f.path, f.text]))),
  };
  const cross = crossProblems(facts, docIds);
  return cross.length > 0 ? { problems: cross } : { facts, problems: [] };
}
