import type { Root } from 'mdast';
import type { Paragraph } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import { toString } from 'mdast-util-to-string';
import { visit } from '../tree-visit';
import { parseDocBody as parseMarkdown } from '../mdx/preset';

/**
 * The house rule for admonitions: danger for a risk of harm to people or animals (radiation included),
 * warning for a risk to equipment or data, note, tip and info for everything else. The title names
 * the risk, so the rule can be checked.
 */
export const ADMONITION_RULE = {
  danger: ['Radiation safety', 'Patient safety'],
  warning: ['Data loss', 'Personal data', 'Equipment damage'],
} as const;

type RiskTitles = { readonly [K in keyof typeof ADMONITION_RULE]: readonly string[] };

/** The same titles in each translated locale, in the same order (a translated doc's boxes take its language's). */
export const ADMONITION_RULE_TRANSLATED: Readonly<Record<string, RiskTitles>> = {
  es: {
    danger: ['Protección radiológica', 'Seguridad del paciente'],
    warning: ['Pérdida de datos', 'Datos personales', 'Daños en el equipo'],
  },
};

function riskTitlesOf(rule: RiskTitles): Map<string, 'danger' | 'warning'> {
  return new Map([...rule.danger.map((t) => [t.toLowerCase(), 'danger'] as const), ...rule.warning.map((t) => [t.toLowerCase(), 'warning'] as const)]);
}

const list = (titles: readonly string[]) => titles.map((t) => `[${t}]`).join(', ');

function titleOf(node: ContainerDirective): string | undefined {
  const first = node.children[0] as Paragraph | undefined;
  return first?.type === 'paragraph' && first.data && 'directiveLabel' in first.data ? toString(first).trim() : undefined;
}

/** One sentence per admonition that breaks the rule, with its line and what to write instead. */
export function checkAdmonitions(path: string, body: string | Root, headerLines: number, locale = 'en'): string[] {
  const rule = ADMONITION_RULE_TRANSLATED[locale] ?? ADMONITION_RULE;
  const riskTitles = riskTitlesOf(rule);
  const errors: string[] = [];
  visit(typeof body === 'string' ? parseMarkdown(body) : body, 'containerDirective', (node: ContainerDirective) => {
    const kind = node.name;
    const title = titleOf(node);
    const where = `${path}:${(node.position?.start.line ?? 0) + headerLines}`;
    const titleKind = title ? riskTitles.get(title.toLowerCase()) : undefined;
    if (kind === 'danger' || kind === 'warning') {
      const allowed = rule[kind];
      if (titleKind && titleKind !== kind) {
        errors.push(
          `${where}: ":::${kind}[${title}]" mixes two levels: "${title}" is a ${titleKind === 'danger' ? 'risk of harm to people or animals' : 'risk to equipment or data'}, so write ":::${titleKind}[${title}]".`,
        );
      } else if (!title || !allowed.some((t) => t === title)) {
        const what = kind === 'danger' ? 'a risk of harm to people or animals' : 'a risk to equipment or data';
        errors.push(
          `${where}: ":::${kind}" is for ${what} and takes one of the titles ${list(allowed)}` +
            `${title ? `, not "[${title}]"` : ''}. If the box is about something else, use :::note, :::tip or :::info.`,
        );
      }
    } else if (titleKind) {
      errors.push(`${where}: a ${kind} box titled "${title}" hides a risk: write ":::${titleKind}[${title}]".`);
    }
  });
  return errors;
}
