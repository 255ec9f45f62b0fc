/**
 * An nginx site for an export (Debian: /etc/nginx/sites-available/), written from its host rules.
 *
 * Every header is set once, in the server block, from variables (maps on the final $uri, so a page
 * reached through try_files or the not-found page gets its own policy): no location has an add_header
 * of its own, since nginx drops every add_header of the server in a location that has one.
 */
import { ALLOWED_METHODS, MOVED_STATUS, compressibleTypes, extraMediaTypes, hostConfigDefaults, hostConfigFiles } from '../../config/hosting';
import { variablePrefix, type HostRules } from './host-rules';

export interface ServerLines {
  listen: string;
  serverName: string;
  root: string;
}

/** A value in nginx's double quotes. A `$` would be read as a variable: no value of ours has one. */
function quoted(value: string): string {
  if (value.includes('$')) throw new Error(`An nginx value cannot hold "$": ${value}`);
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/** A regex in nginx's double quotes (braces need them; a regex is never read for variables). */
const quotedPattern = (pattern: string) => `"${pattern.replace(/"/g, '\\"')}"`;
/** A map key that is a regex. */
const quotedRegExp = (pattern: string) => quotedPattern(`~${pattern}`);

/** nginx needs a map's hash buckets to hold its longest key (an element: a pointer plus the key, aligned; the bucket ends with a pointer). */
export function mapBucketSize(keys: readonly string[]): number {
  const longest = Math.max(0, ...keys.map((key) => key.length));
  const needed = 8 + Math.ceil((longest + 2) / 8) * 8 + 8;
  return Math.max(64, Math.ceil(needed / 64) * 64);
}

export function nginxConfig(rules: HostRules, server: ServerLines = hostConfigDefaults): string {
  const v = variablePrefix(rules.basePath);
  const base = rules.basePath;
  const pageKeys = rules.policies.flatMap(({ id, files }) => files.map((file) => [`${base}/${file}`, id] as const));
  const notFound = `${base}${rules.notFound}`;
  const brotli = hostConfigFiles.nginxBrotli.split('/').pop() ?? '';
  const methods = ALLOWED_METHODS.join('|');
  const types = Object.entries(extraMediaTypes).map(([ext, type]) => `${type} ${ext};`);
  const headers = [
    ['Allow', ALLOWED_METHODS.join(', ')],
    ...Object.entries(rules.headers),
  ] as const;

  return [
    `# The FusionDR documentation under ${base}/, for nginx: written by the build for this export, from the same`,
    '# source as its _headers file (see README, "Deploying"). Copy it to /etc/nginx/sites-available/, link it from',
    '# sites-enabled/, edit the three lines marked "edit", then: nginx -t && systemctl reload nginx.',
    '',
    '# Page addresses are longer than the keys nginx hashes by default.',
    `map_hash_bucket_size ${mapBucketSize(pageKeys.map(([key]) => key))};`,
    `map_hash_max_size ${Math.max(2048, 2 ** Math.ceil(Math.log2(pageKeys.length * 2 + 1)))};`,
    '',
    '# Each page has its own Content-Security-Policy (the hashes of its inline scripts); pages sharing one share',
    '# its name. Every other file is a sandboxed document; scripts keep none (a worker runs under the policy it',
    '# is served with).',
    `map $uri $${v}_policy {`,
    '    default file;',
    `    ${quotedRegExp(rules.scriptPattern)} script;`,
    ...pageKeys.map(([key, id]) => `    ${quoted(key)} ${id};`),
    '}',
    '',
    `map $${v}_policy $${v}_content_security_policy {`,
    `    default ${quoted(rules.filePolicy)};`,
    '    script "";',
    ...rules.policies.map(({ id, policy }) => `    ${id} ${quoted(policy)};`),
    '}',
    '',
    '# Hashed and content-addressed files are kept for good, images a day, everything else revalidated.',
    `map $uri $${v}_cache_control {`,
    `    default ${quoted(rules.revalidate)};`,
    ...rules.caching.map(({ pattern, value }) => `    ${quotedRegExp(pattern)} ${quoted(value)};`),
    '}',
    '',
    'server {',
    `    listen ${server.listen};                # edit: the port (and address) to serve at`,
    `    server_name ${server.serverName};              # edit: the host name clinics use`,
    `    root ${server.root};         # edit: the folder holding the export as .${base}/`,
    '',
    '    absolute_redirect off;',
    '    server_tokens off;',
    '    include mime.types;',
    `    types { ${types.join(' ')} }`,
    '    charset utf-8;',
    `    charset_types ${compressibleTypes.join(' ')};`,
    '',
    '    # The build writes a .gz (and .br) copy beside each text file: served as they are, compressed once.',
    '    # Anything without a copy is compressed on the fly (Debian\'s nginx.conf compresses text/html alone).',
    '    gzip on;',
    '    gzip_vary on;',
    '    gzip_static on;',
    `    gzip_types ${compressibleTypes.join(' ')};`,
    `    # With Debian's libnginx-mod-http-brotli-static installed, copy ${brotli} beside nginx.conf`,
    '    # (/etc/nginx/) to serve the .br copies too; without it, this line includes nothing.',
    `    include ${brotli.replace(/f$/, '[f]')};`,
    '',
    `    if ($request_method !~ ^(${methods})$) {`,
    '        return 405;',
    '    }',
    '',
    '    # Every response\'s headers, set here alone: a location with an add_header of its own would drop all of these.',
    ...headers.map(([name, value]) => `    add_header ${name} ${quoted(value)} always;`),
    `    add_header Cache-Control $${v}_cache_control always;`,
    `    add_header Content-Security-Policy $${v}_content_security_policy always;`,
    '',
    `    error_page 404 ${notFound};`,
    '',
    // At the root of the host (an empty base path) there is nothing around the site to redirect or refuse.
    ...(base === '' ? [] : [`    location = / { return 302 ${base}/; }`, `    location = ${base} { return 308 ${base}/; }`]),
    ...(rules.redirects.length === 0 ? [] : ['    # Moved docs: each old address (redirect_from) leads to the page for good.']),
    ...rules.redirects.map(([from, to]) => `    location = ${quoted(from)} { return ${MOVED_STATUS} ${quoted(to)}; }`),
    `    location ${base}/ {`,
    '        try_files $uri $uri/ $uri.html =404;',
    '    }',
    '    # The host configurations and headers files speak to hosts, not visitors.',
    `    location ~ ${quotedPattern(rules.hostOnly)} { return 404; }`,
    ...(base === '' ? [] : ['    location / { return 404; }']),
    '}',
    '',
  ].join('\n');
}

/** The include that turns brotli on where the module is installed. */
export const nginxBrotliConfig = 'brotli_static on;\n';
