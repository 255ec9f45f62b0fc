/**
 * One Content-Security-Policy for many pages whose policies differ (each page hashes its own inline
 * scripts): the directives all of them have alike. A host that joins every rule matching an address
 * (Netlify, Cloudflare Pages) sends it for a whole folder of pages, and each page's <meta> policy adds
 * the rest; a browser enforces both, so a page is held to its own policy and to this one.
 */

function directivesOf(policy: string): string[] {
  return policy
    .split(/;\s*/)
    .map((d) => d.trim().replace(/\s+/g, ' '))
    .filter(Boolean);
}

const nameOf = (directive: string) => directive.split(' ')[0];

/**
 * The directives every policy has exactly alike, in the first one's order. When a directive differs
 * (script-src, by its hashes), default-src goes too: it would stand in for the missing directive and
 * refuse what the page's own policy allows.
 */
export function sharedPolicy(policies: readonly string[]): string {
  if (policies.length === 0) return '';
  const [first, ...rest] = policies.map(directivesOf);
  const everywhere = first.filter((directive) => rest.every((other) => other.includes(directive)));
  const dropped = first.length !== everywhere.length || rest.some((other) => other.some((d) => !everywhere.includes(d)));
  return everywhere.filter((directive) => !(dropped && nameOf(directive) === 'default-src')).join('; ');
}
