/**
 * One home per setting: each setting is defined once, by the `::settings` table on the page of the
 * screen where it lives, and every other page names it with `:setting{#id}` and links there. A table
 * typed by hand that lists a setting with its default would be a second definition, free to disagree.
 */
import type { Root, Table } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from '../tree-visit';
import { MESSAGES_DOC_ID, SETTINGS_REFERENCE_DOC_ID } from '../../config/facts';
import type { FactsFileData } from '../mdx/remark-facts';
import { copyOf, manualCopies } from './manual-copies';
import type { Facts } from './parse';

export interface DocWithFacts {
  path: string;
  docId: string;
  /** The body as rendered (fact directives written out). */
  tree?: Root;
  bodyLine?: number;
  facts?: FactsFileData;
}

/** Header words that make a typed table a table of settings (it gives each row a default). */
const DEFINING_HEADER = /^(default|default value)$/i;

function handTypedDefinitions(doc: DocWithFacts, names: Map<string, string>): string[] {
  if (!doc.tree) return [];
  const problems: string[] = [];
  visit(doc.tree, 'table', (table: Table) => {
    // Tables a directive wrote have no place in the source.
    if (!table.position) return;
    const header = table.children[0]?.children.map((c) => toString(c).trim()) ?? [];
    if (!header.some((h) => DEFINING_HEADER.test(h))) return;
    for (const row of table.children.slice(1)) {
      const first = toString(row.children[0] ?? { type: 'text', value: '' }).trim().toLowerCase();
      const id = names.get(first);
      if (!id) continue;
      const line = (row.position?.start.line ?? 1) + (doc.bodyLine ?? 1) - 1;
      problems.push(
        `${doc.path}, line ${line}: this table defines the setting "${toString(row.children[0])}" again, with its own default. ` +
          `A setting is defined once, in its screen's ::settings table; here, name it with :setting{#${id}} (and :default{#${id}} for its default).`,
      );
    }
  });
  return problems;
}

/** Every way the docs break "one home per setting", and the pages the facts need, as sentences. */
export function checkFactHomes(docs: DocWithFacts[], facts: Facts): string[] {
  const problems: string[] = [];
  const byId = new Map(docs.map((d) => [d.docId, d]));
  const copies = manualCopies(byId.keys(), facts);
  // Keyed by the copy of the manual and the setting ('v1/user-name'): each copy defines its settings once.
  const definedAt = new Map<string, string>();
  for (const doc of docs) {
    const copy = copyOf(doc.docId, copies);
    for (const { id, line } of doc.facts?.definedSettings ?? []) {
      const found = facts.settings.get(id);
      if (!found) continue;
      const at = `${doc.path}, line ${line + (doc.bodyLine ?? 1) - 1}`;
      const home = copy + found.screen.doc;
      if (home !== doc.docId) {
        problems.push(`${at}: ::settings{screen=${found.screen.id}} belongs on the page of that screen, ${home}. Here, name a setting with :setting{#${id}}, which links to it.`);
        break;
      }
      const first = definedAt.get(copy + id);
      if (first) problems.push(`${at}: the setting "${id}" is already defined in ${first}; a setting has one home. Remove the second ::settings, or give it tab="…".`);
      else definedAt.set(copy + id, at);
    }
  }
  for (const copy of ['', ...copies]) {
    for (const screen of facts.screens) {
      const missing = screen.settings.filter((s) => !definedAt.has(copy + s.id));
      if (missing.length === 0) continue;
      const home = byId.get(copy + screen.doc);
      problems.push(
        `${home?.path ?? `the doc ${copy + screen.doc}`}: the settings ${missing.map((s) => `"${s.id}"`).join(', ')} of ${screen.file} are defined nowhere. ` +
          `Add ::settings{screen=${screen.id}} to this page, the home of that screen.`,
      );
    }
  }
  const names = new Map([...facts.settings.values()].map(({ setting }) => [setting.name.toLowerCase(), setting.id]));
  for (const doc of docs) problems.push(...handTypedDefinitions(doc, names));
  const messagesPage = byId.get(MESSAGES_DOC_ID);
  if (facts.messages.size > 0 && !messagesPage) problems.push(`The on-screen messages need their page: create content/docs/${MESSAGES_DOC_ID}.mdx with ::messages on a line of its own.`);
  if (!byId.has(SETTINGS_REFERENCE_DOC_ID)) problems.push(`The settings reference needs its page: create content/docs/${SETTINGS_REFERENCE_DOC_ID}.mdx with ::settings-reference on a line of its own.`);
  return problems;
}
