/**
 * A doc body's HTML tree as React elements, with the registered components (`<ReleaseDate>`) and any
 * element overrides given. The site's build and the CMS preview share it, so a body renders the same in both.
 */
import type { Root as HastRoot } from 'hast';
import { toJsxRuntime, type Components } from 'hast-util-to-jsx-runtime';
import type { ReactNode } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';

export type { Components };

export function hastToReact(hast: HastRoot, components: Partial<Components> = {}): ReactNode {
  return toJsxRuntime(hast, {
    Fragment,
    jsx,
    jsxs,
    components,
    ignoreInvalidStyle: true,
    // JSX names such as <ReleaseDate> are identifiers: resolve them to the components given, nothing else.
    createEvaluater: () => ({
      evaluateExpression(expression) {
        const name = expression.type === 'Identifier' ? expression.name : '';
        const known = components as Record<string, unknown>;
        if (name && Object.hasOwn(known, name)) return known[name];
        throw new Error(`<${name || 'expression'}> cannot be shown here.`);
      },
      evaluateProgram() {
        throw new Error('import and export lines are not allowed in a doc.');
      },
    }),
  });
}
