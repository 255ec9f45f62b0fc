/**
 * Fact directives: a doc names a product fact by id and the build writes it from content/facts/
 * (CONTRIBUTING.md, "Product facts"). `:setting{#auto-accept-after}` in a sentence, `::settings{screen=…}`
 * on a line of its own, `::include{#snippet-id}` for a reusable passage. An unknown id stops the build
 * with the line and the closest known id. No code runs: a directive is a name and an id.
 */
import type { Parent, PhrasingContent, Root, RootContent, Text } from 'mdast';
import type { LeafDirective, TextDirective } from 'mdast-util-directive';
import type { Plugin } from 'unified';
import { SKIP, visit } from '../tree-visit';
import type { VFile } from 'vfile';
import { MESSAGES_DOC_ID } from '../../config/facts';
import { editDistance } from '../content-rules/vocabulary';
import type { Facts } from '../facts/parse';
import * as render from '../facts/render';
import { currentFacts } from '../facts/source';

/** Inline directives, written in a sentence: each takes `{#id}`. */
export const INLINE_DIRECTIVES = ['setting', 'default', 'values', 'screen', 'open', 'role', 'message', 'fact', 'port', 'family'] as const;
/** Block directives, each on a line of its own. */
export const BLOCK_DIRECTIVES = ['settings', 'settings-reference', 'permissions', 'indicators', 'messages', 'detector-families', 'ports', 'firmware', 'include'] as const;

export interface FactsFileData {
  /** Doc id of the page being built, when known: links to its own settings stay on the page. */
  docId?: string;
  /** Settings whose table rows this body renders (their definitions), in order. */
  definedSettings?: { id: string; line: number }[];
  /** Snippets this body includes, directly or not. */
  includedSnippets?: string[];
}

function closest(wanted: string, known: Iterable<string>): string | undefined {
  let best: { id: string; d: number } | undefined;
  for (const id of known) {
    const d = editDistance(wanted, id);
    if (!best || d < best.d) best = { id, d };
  }
  return best?.id;
}

const list = (ids: Iterable<string>) => [...ids].join(', ');

/** The ids each kind of fact knows, for "did you mean". */
function idsOf(facts: Facts, kind: string): string[] {
  switch (kind) {
    case 'setting':
    case 'default':
    case 'values':
      return [...facts.settings.keys()];
    case 'screen':
    case 'open':
    case 'settings':
    case 'messages':
      return facts.screens.map((s) => s.id);
    case 'role':
      return facts.roles.roles.map((r) => r.id);
    case 'message':
      return [...facts.messages.keys()];
    case 'fact':
      return Object.keys(facts.product.values);
    case 'port':
      return facts.network.ports.map((p) => p.id);
    case 'family':
      return facts.detectors.families.map((f) => f.id);
    case 'indicators':
      return facts.indicators.indicators.map((i) => i.id);
    case 'include':
      return [...facts.snippets.keys()];
    default:
      return [];
  }
}

class DirectiveProblem extends Error {}

function unknownId(facts: Facts, kind: string, id: string): never {
  const known = idsOf(facts, kind);
  const guess = closest(id, known);
  throw new DirectiveProblem(
    `"${id}" is not a known ${kind === 'include' ? 'snippet' : kind === 'settings' || kind === 'messages' || kind === 'open' ? 'screen' : kind} id` +
      (guess ? `. Did you mean "${guess}"?` : '.') +
      ` Known ids are listed in content/${kind === 'include' ? 'snippets' : 'facts'} (CONTRIBUTING.md, "Product facts").`,
  );
}

function idOf(node: TextDirective | LeafDirective, facts: Facts): string {
  const id = node.attributes?.id ?? '';
  if (!id) {
    const example = `${node.type === 'textDirective' ? ':' : '::'}${node.name}{#${idsOf(facts, node.name)[0] ?? 'id'}}`;
    throw new DirectiveProblem(`"${node.type === 'textDirective' ? ':' : '::'}${node.name}" needs the id of what it shows, written ${example}.`);
  }
  return id;
}

function inlineFact(node: TextDirective, facts: Facts, data: FactsFileData): PhrasingContent[] {
  const id = idOf(node, facts);
  const family = node.attributes?.family ?? undefined;
  const text = (value: string): Text => ({ type: 'text', value });
  switch (node.name) {
    case 'setting':
    case 'default':
    case 'values': {
      const found = facts.settings.get(id) ?? unknownId(facts, node.name, id);
      if (family && !facts.detectors.families.some((f) => f.id === family)) unknownId(facts, 'family', family);
      if (node.name === 'setting') return [render.settingName(found.setting, found.screen, data.docId)];
      return render.inline(node.name === 'default' ? render.defaultText(facts, found.setting, family) : render.valuesText(found.setting, family));
    }
    case 'screen':
    case 'open': {
      const screen = facts.screens.find((s) => s.id === id) ?? unknownId(facts, node.name, id);
      return node.name === 'screen' ? [render.screenName(screen)] : render.openPath(screen);
    }
    case 'role': {
      const role = facts.roles.roles.find((r) => r.id === id) ?? unknownId(facts, 'role', id);
      return [{ type: 'strong', children: [text(role.name)] }];
    }
    case 'message': {
      const found = facts.messages.get(id) ?? unknownId(facts, 'message', id);
      return [{ type: 'link', url: render.messagesHref(facts, id, MESSAGES_DOC_ID), children: [text(`“${found.message.text}”`)] }];
    }
    case 'fact': {
      if (!Object.hasOwn(facts.product.values, id)) unknownId(facts, 'fact', id);
      return [text(String(facts.product.values[id]))];
    }
    case 'port': {
      const port = facts.network.ports.find((p) => p.id === id) ?? unknownId(facts, 'port', id);
      return [text(String(port.port))];
    }
    case 'family': {
      const found = facts.detectors.families.find((f) => f.id === id) ?? unknownId(facts, 'family', id);
      return [text(found.name)];
    }
    default:
      throw new DirectiveProblem(`":${node.name}" is not a fact directive.`);
  }
}

export interface IncludeContext {
  /** Parses a snippet's body as a doc body, refusing what a doc may not contain. */
  parseSnippet: (body: string, path: string) => Root;
  /** Snippet ids being included, outermost first (to refuse a snippet that includes itself). */
  stack: string[];
}

function blockFact(node: LeafDirective, facts: Facts, data: FactsFileData, include: IncludeContext): RootContent[] {
  const attributes = node.attributes ?? {};
  switch (node.name) {
    case 'settings': {
      const screenId = attributes.screen ?? '';
      if (!screenId) throw new DirectiveProblem(`"::settings" needs the screen whose settings it lists, written ::settings{screen=${facts.screens[0]?.id ?? 'id'}}.`);
      const screen = facts.screens.find((s) => s.id === screenId) ?? unknownId(facts, 'settings', screenId);
      const tab = attributes.tab ?? undefined;
      const settings = tab ? screen.settings.filter((s) => s.tab === tab) : screen.settings;
      if (settings.length === 0) {
        const tabs = [...new Set(screen.settings.flatMap((s) => (s.tab ? [s.tab] : [])))];
        throw new DirectiveProblem(
          tab
            ? `the screen "${screenId}" has no settings on the tab "${tab}"${tabs.length ? `; its tabs with settings are ${list(tabs)}` : ''}.`
            : `the screen "${screenId}" has no settings in ${screen.file}.`,
        );
      }
      data.definedSettings = [...(data.definedSettings ?? []), ...settings.map((s) => ({ id: s.id, line: node.position?.start.line ?? 1 }))];
      return render.settingsTable(facts, screen, settings);
    }
    case 'settings-reference':
      return render.settingsReference(facts);
    case 'permissions':
      return render.permissionsTable(facts);
    case 'indicators': {
      const id = attributes.id ?? undefined;
      if (id && !facts.indicators.indicators.some((i) => i.id === id)) unknownId(facts, 'indicators', id);
      return render.indicatorTables(facts, id);
    }
    case 'messages': {
      const screenId = attributes.screen ?? undefined;
      if (screenId) {
        const screen = facts.screens.find((s) => s.id === screenId) ?? unknownId(facts, 'messages', screenId);
        if (screen.messages.length === 0) throw new DirectiveProblem(`the screen "${screenId}" has no messages in ${screen.file}.`);
      }
      return render.messagesBlock(facts, MESSAGES_DOC_ID, screenId);
    }
    case 'detector-families':
      return render.detectorFamiliesTable(facts);
    case 'ports':
      return render.portsTable(facts);
    case 'firmware':
      return render.firmwareTable(facts);
    case 'include': {
      const id = idOf(node, facts);
      const snippet = facts.snippets.get(id) ?? unknownId(facts, 'include', id);
      if (include.stack.includes(id)) {
        throw new DirectiveProblem(`the snippet "${id}" includes itself (${[...include.stack, id].join(' → ')}). A snippet cannot include itself, directly or through another.`);
      }
      data.includedSnippets = [...new Set([...(data.includedSnippets ?? []), id])];
      let tree: Root;
      try {
        tree = include.parseSnippet(snippet.body, snippet.path);
        expandFacts(tree, facts, data, { ...include, stack: [...include.stack, id] });
      } catch (error) {
        if (error instanceof FactDirectiveError && error.reason.includes('includes itself')) throw new DirectiveProblem(error.reason);
        const line = error instanceof FactDirectiveError ? `, line ${error.line + snippet.bodyLine - 1}` : '';
        throw new DirectiveProblem(`the snippet "${id}" cannot be included: ${snippet.path}${line}: ${(error as Error).message}`);
      }
      // The passage's lines are its own file's: the doc's checks must not point at them.
      visit(tree, (n) => {
        delete n.position;
      });
      return tree.children;
    }
    default: {
      const guess = closest(node.name, BLOCK_DIRECTIVES);
      throw new DirectiveProblem(`"::${node.name}" is not a directive the site knows${guess ? `. Did you mean "::${guess}"?` : '.'} Block directives: ${BLOCK_DIRECTIVES.map((d) => `::${d}`).join(', ')}.`);
    }
  }
}

/** Where a directive went wrong; the message names the problem, `line` is in the parsed text. */
export class FactDirectiveError extends Error {
  constructor(
    readonly reason: string,
    readonly line: number,
  ) {
    super(reason);
  }
}

const isInline = (name: string) => (INLINE_DIRECTIVES as readonly string[]).includes(name);

/**
 * Replaces every fact directive in `tree` by what it shows. Text that merely looks like a directive
 * ("10:30") is left for the admonitions plugin to restore; a `:name{…}` with braces was meant as one.
 */
export function expandFacts(tree: Root, facts: Facts, data: FactsFileData, include: IncludeContext): void {
  visit(tree, (node, index, parent: Parent | undefined) => {
    if (!parent || index === undefined) return undefined;
    if (node.type !== 'textDirective' && node.type !== 'leafDirective') return undefined;
    const directive = node as TextDirective | LeafDirective;
    const line = directive.position?.start.line ?? 1;
    try {
      if (directive.type === 'textDirective') {
        const hasBraces = Object.keys(directive.attributes ?? {}).length > 0;
        if (!isInline(directive.name)) {
          if (!hasBraces) return undefined;
          const guess = closest(directive.name, INLINE_DIRECTIVES);
          throw new DirectiveProblem(`":${directive.name}" is not a fact directive${guess ? `. Did you mean ":${guess}"?` : '.'} Inline directives: ${INLINE_DIRECTIVES.map((d) => `:${d}`).join(', ')}.`);
        }
        parent.children.splice(index, 1, ...(inlineFact(directive, facts, data) as never[]));
        return [SKIP, index];
      }
      if (isInline(directive.name)) {
        throw new DirectiveProblem(`":${directive.name}" belongs inside a sentence; on a line of its own, use a block directive (${BLOCK_DIRECTIVES.map((d) => `::${d}`).join(', ')}).`);
      }
      const replacement = blockFact(directive, facts, data, include);
      parent.children.splice(index, 1, ...(replacement as never[]));
      return [SKIP, index + replacement.length];
    } catch (error) {
      if (error instanceof DirectiveProblem) throw new FactDirectiveError(error.message, line);
      throw error;
    }
  });
}

export interface RemarkFactsOptions {
  /** Parses a snippet body as the site parses a doc body (the preset passes its parser). */
  parseSnippet: IncludeContext['parseSnippet'];
}

/** The MDX pipeline's plugin: the first problem stops the doc, with its place. */
export const remarkFacts: Plugin<[RemarkFactsOptions], Root> = (options) => (tree: Root, file: VFile) => {
  const data = file.data as FactsFileData;
  try {
    expandFacts(tree, currentFacts(), data, { parseSnippet: options.parseSnippet, stack: [] });
  } catch (error) {
    if (error instanceof FactDirectiveError) file.fail(error.reason, { line: error.line, column: 1 });
    throw error;
  }
};
