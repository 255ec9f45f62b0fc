/**
 * What each fact directive becomes: plain Markdown nodes (text, bold, links, tables, headings), so the
 * page, its table of contents, the search index, the print manual and the CMS preview all show the
 * same words, and no code runs in a doc.
 */
import type { Heading, Link, Paragraph, PhrasingContent, RootContent, Strong, Table, TableCell, TableRow, Text } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from '../tree-visit';
import type { Message, Screen, Setting } from '../../../schemas/facts';
import { docHref } from '../doc-id';
import type { Facts } from './parse';
import { factStrings as say } from '../../config/facts';

export const settingAnchor = (id: string) => `setting-${id}`;
export const messageAnchor = (id: string) => `message-${id}`;

const textNode = (value: string): Text => ({ type: 'text', value });
const strong = (...children: PhrasingContent[]): Strong => ({ type: 'strong', children });
const link = (url: string, ...children: PhrasingContent[]): Link => ({ type: 'link', url, children });
const paragraph = (...children: PhrasingContent[]): Paragraph => ({ type: 'paragraph', children });
const cell = (...children: PhrasingContent[]): TableCell => ({ type: 'tableCell', children });
const row = (cells: TableCell[], id?: string): TableRow => ({ type: 'tableRow', children: cells, ...(id ? { data: { hProperties: { id } } } : {}) });

function table(header: readonly string[], rows: TableRow[]): Table {
  return { type: 'table', align: header.map(() => null), children: [row(header.map((h) => cell(textNode(h)))), ...rows] };
}

const inlineParser = unified().use(remarkParse).use(remarkGfm);

const inlineCache = new Map<string, PhrasingContent[]>();

/** A fact's text, which may hold Markdown links and emphasis, as inline nodes; raw HTML stays text. */
export function inline(markdown: string): PhrasingContent[] {
  // The same facts are written on many pages: each text is parsed once, and each page gets its own copy.
  let nodes = inlineCache.get(markdown);
  if (!nodes) {
    nodes = parseInline(markdown);
    inlineCache.set(markdown, nodes);
  }
  return structuredClone(nodes);
}

function parseInline(markdown: string): PhrasingContent[] {
  const tree = inlineParser.parse(markdown);
  visit(tree, 'html', (node, index, parent) => {
    if (parent && index !== undefined) (parent.children as RootContent[])[index] = textNode(node.value) as never;
  });
  const blocks = tree.children;
  return blocks.flatMap((block, i) => [...(i > 0 ? [textNode(' ')] : []), ...('children' in block && block.type === 'paragraph' ? (block.children as PhrasingContent[]) : [textNode(markdown)])]);
}

const docLink = (docId: string, anchor?: string) => `${docHref(docId).replace(/\/$/, '')}${anchor ? `#${anchor}` : ''}`;

/** Where a setting is defined: its row in its screen's settings table. */
export function settingHref(setting: Setting, screen: Screen): string {
  return docLink(screen.doc, settingAnchor(setting.id));
}

export function settingName(setting: Setting, screen: Screen, currentDoc?: string): Strong {
  const url = currentDoc === screen.doc ? `#${settingAnchor(setting.id)}` : settingHref(setting, screen);
  return strong(link(url, textNode(setting.name)));
}

export function screenName(screen: Screen): Strong {
  return strong(link(docLink(screen.doc), textNode(screen.name)));
}

/** "Settings → Configuration → Intermediate Options", each step in bold as on screen. */
export function openPath(screen: Screen): PhrasingContent[] {
  return screen.open.split(/\s*→\s*/).flatMap((part, i) => [...(i > 0 ? [textNode(' → ')] : []), strong(textNode(part))]);
}

function roleNames(facts: Facts, ids: string[]): string {
  const names = ids.map((id) => facts.roles.roles.find((r) => r.id === id)?.name ?? id);
  return names.length === facts.roles.roles.length ? say.everyRole : names.join(', ');
}

/** The default, with the families that differ: "Off (HD: On)". */
export function defaultText(facts: Facts, setting: Setting, family?: string): string {
  if (family) return setting.families?.[family]?.default ?? setting.default;
  const familyName = (id: string) => facts.detectors.families.find((f) => f.id === id)?.name ?? id;
  const differing = Object.entries(setting.families ?? {}).filter(([, f]) => f.default);
  return differing.length ? `${setting.default} (${differing.map(([id, f]) => `${familyName(id)}: ${f.default}`).join('; ')})` : setting.default;
}

export function valuesText(setting: Setting, family?: string): string {
  return (family && setting.families?.[family]?.values) || setting.values;
}

/** The settings of one screen (or one of its tabs): the one place each is defined, with an anchor per row. */
export function settingsTable(facts: Facts, screen: Screen, settings: Setting[]): RootContent[] {
  const rows = settings.map((setting) => {
    const notes = Object.entries(setting.families ?? {}).flatMap(([familyId, f]) => {
      const family = facts.detectors.families.find((x) => x.id === familyId)?.name ?? familyId;
      return f.note ? [textNode(' '), strong(textNode(`${family}:`)), textNode(' '), ...inline(f.note)] : [];
    });
    return row(
      [
        cell(strong(textNode(setting.name))),
        cell(...inline(setting.does), ...notes),
        cell(...inline(defaultText(facts, setting))),
        cell(...inline(valuesText(setting))),
        cell(textNode(roleNames(facts, setting.changedBy))),
      ],
      settingAnchor(setting.id),
    );
  });
  const warnings = settings.filter((s) => s.safety).map((s) => safetyBox(`${say.patientSafety}: ${s.name}`, s.safety as string));
  return [table(say.settingsHeader, rows), ...warnings];
}

/** A danger admonition, as a writer would write it; remark-admonitions gives it its markup. */
export function safetyBox(title: string, markdown: string): RootContent {
  return {
    type: 'containerDirective',
    name: 'danger',
    attributes: {},
    children: [{ type: 'paragraph', data: { directiveLabel: true }, children: [textNode(title)] }, paragraph(...inline(markdown))],
  } as RootContent;
}

/** Every setting of the product, generated: where it lives, its default and who may change it. */
export function settingsReference(facts: Facts): RootContent[] {
  const rows = [...facts.screens]
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((screen) =>
      [...screen.settings]
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((setting) =>
          row([
            cell(settingName(setting, screen)),
            cell(...openPath(screen), ...(setting.tab ? [textNode(` (${setting.tab})`)] : [])),
            cell(...inline(defaultText(facts, setting))),
            cell(textNode(roleNames(facts, setting.changedBy))),
          ]),
        ),
    );
  return [table(say.referenceHeader, rows)];
}

const ACCESS_WORDS = { yes: say.access.yes, no: say.access.no, configurable: say.access.configurable } as const;

export function permissionsTable(facts: Facts): RootContent[] {
  const roles = facts.roles.roles;
  const rows = facts.roles.permissions.map((p) => row([cell(...inline(p.task)), ...roles.map((r) => cell(textNode(ACCESS_WORDS[p.access[r.id]])))], `permission-${p.id}`));
  return [table([say.taskHeader, ...roles.map((r) => r.name)], rows), paragraph(textNode(say.configurableNote))];
}

export function indicatorTables(facts: Facts, id?: string): RootContent[] {
  const chosen = id ? facts.indicators.indicators.filter((i) => i.id === id) : facts.indicators.indicators;
  return chosen.flatMap((indicator) => [
    ...(id ? [] : [paragraph(strong(textNode(indicator.name))), paragraph(textNode(`${say.watches} ${indicator.watches} ${say.seenOn} ${indicator.where}.`))]),
    table(
      say.indicatorHeader,
      indicator.states.map((s) => row([cell(strong(textNode(s.colour)), ...(s.state ? [textNode(` (${s.state})`)] : [])), cell(...inline(s.meaning)), cell(...inline(s.action))])),
    ),
  ]);
}

function messageEntry(facts: Facts, message: Message, screen: Screen): RootContent[] {
  const heading: Heading = { type: 'heading', depth: 3, children: [textNode(`“${message.text}”`)], data: { hProperties: { id: messageAnchor(message.id) } } };
  return [
    heading,
    paragraph(strong(textNode(`${say.where}:`)), textNode(' '), screenName(screen), textNode(` (${say.severity[message.severity]})`)),
    paragraph(strong(textNode(`${say.cause}:`)), textNode(' '), ...inline(message.cause)),
    paragraph(strong(textNode(`${say.whatToDo}:`)), textNode(' '), ...inline(message.action)),
  ];
}

export function messagesHref(facts: Facts, messageId: string, messagesDoc: string): string {
  return docLink(messagesDoc, messageAnchor(messageId));
}

/** On the troubleshooting page: a heading per message, grouped by screen. Elsewhere (`screen`): a table linking to it. */
export function messagesBlock(facts: Facts, messagesDoc: string, screenId?: string): RootContent[] {
  if (screenId) {
    const screen = facts.screens.find((s) => s.id === screenId) as Screen;
    return [
      table(
        say.messagesHeader,
        screen.messages.map((m) => row([cell(link(messagesHref(facts, m.id, messagesDoc), textNode(`“${m.text}”`))), cell(...inline(m.cause)), cell(...inline(m.action))])),
      ),
    ];
  }
  return [...facts.screens]
    .filter((s) => s.messages.length > 0)
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((screen) => [
      { type: 'heading', depth: 2, children: [textNode(screen.name)] } as Heading,
      ...[...screen.messages].sort((a, b) => a.text.localeCompare(b.text)).flatMap((m) => messageEntry(facts, m, screen)),
    ]);
}

export function detectorFamiliesTable(facts: Facts): RootContent[] {
  const families = facts.detectors.families;
  const rows = say.familyRows.map(([key, label]) => row([cell(strong(textNode(label))), ...families.map((f) => cell(...inline(f[key])))]));
  return [table(['', ...families.map((f) => f.name)], rows)];
}

export function portsTable(facts: Facts): RootContent[] {
  return [table(say.portsHeader, facts.network.ports.map((p) => row([cell(...inline(p.service)), cell(textNode(String(p.port))), cell(textNode(p.protocol)), cell(...inline(p.direction)), cell(...inline(p.notes ?? ''))], `port-${p.id}`)))];
}

export function firmwareTable(facts: Facts): RootContent[] {
  const familyName = (id: string) => facts.detectors.families.find((f) => f.id === id)?.name ?? id;
  return [
    table(
      say.firmwareHeader,
      facts.firmware.releases.map((r) => row([cell(textNode(r.software)), cell(textNode(familyName(r.family))), cell(textNode(r.firmware)), cell(textNode(r.recalibrate ? say.access.yes : say.access.no)), cell(...inline(r.notes ?? ''))])),
    ),
  ];
}
