/**
 * The one directive of a finished page's Content-Security-Policy that depends on the deployment's
 * settings: connect-src, the origins the browser may call (analytics, the hosted search).
 */

const DIRECTIVE = 'connect-src';

/** The policy with its connect-src set to exactly these sources (in this order, each once); the rest as it was. */
export function withConnectSrc(policy: string, sources: string[]): string {
  const directive = [DIRECTIVE, ...new Set(sources)].join(' ');
  const directives = policy.split(/;\s*/).filter(Boolean);
  const at = directives.findIndex((d) => d.split(/\s+/)[0] === DIRECTIVE);
  if (at === -1) return [...directives, directive].join('; ');
  return directives.map((d, i) => (i === at ? directive : d)).join('; ');
}

/** The sources of a policy's connect-src (empty when it has none). */
export function connectSrcOf(policy: string): string[] {
  const directive = policy.split(/;\s*/).find((d) => d.split(/\s+/)[0] === DIRECTIVE);
  return directive ? directive.split(/\s+/).slice(1) : [];
}
