import { describe, expect, it } from 'vitest';
import { hostRules } from './host-rules';
import { headersJson } from './__fixtures__/headers-json';
import { mapBucketSize, nginxConfig } from './nginx-config';

const config = nginxConfig(hostRules(headersJson, '/FusionDR'));
const serverBlock = config.slice(config.indexOf('server {'));

describe('the nginx site', () => {
  it('sets every header in the server block alone: a location with an add_header of its own would drop them', () => {
    const locations = [...serverBlock.matchAll(/location [^{]+\{([^}]*)\}/g)].map((m) => m[1]);
    expect(locations.length).toBeGreaterThan(2);
    expect(locations.some((body) => body.includes('add_header'))).toBe(false);
    for (const header of ['X-Content-Type-Options "nosniff"', 'X-Frame-Options "SAMEORIGIN"', 'Allow "GET, HEAD"', 'Cache-Control $fusiondr_cache_control', 'Content-Security-Policy $fusiondr_content_security_policy']) {
      expect(serverBlock).toContain(`add_header ${header} always;`);
    }
  });

  it('gives each page file its policy by name, and names each policy once', () => {
    expect(config).toContain('"/FusionDR/docs/users/index.html" p2;');
    expect(config).toContain('"/FusionDR/404.html" p1;\n    "/FusionDR/404/index.html" p1;');
    expect(config).toContain(`p2 "script-src 'self' 'sha256-users'";`);
    expect(config.match(/sha256-nf/g)).toHaveLength(1);
    expect(config).toContain(`default "default-src 'none'; sandbox";`);
    expect(config).toContain('"~\\.(m?js|ts)$" script;');
  });

  it('serves folders, .html files, the not-found page, the redirect and only GET and HEAD', () => {
    expect(serverBlock).toContain('try_files $uri $uri/ $uri.html =404;');
    expect(serverBlock).toContain('error_page 404 /FusionDR/404.html;');
    expect(serverBlock).toContain('location = /FusionDR { return 308 /FusionDR/; }');
    expect(serverBlock).toContain('if ($request_method !~ ^(GET|HEAD)$) {\n        return 405;');
    expect(serverBlock).toMatch(/location ~ "\^\/FusionDR\/\(_deploy\/\|_headers\$\|_headers\\\.json\$\|_redirects\$\)" \{ return 404; \}/);
  });

  it('sends a moved doc’s old address, with or without its slash, to the new page for good', () => {
    expect(serverBlock).toContain('location = "/FusionDR/docs/oldUsers" { return 301 "/FusionDR/docs/users/"; }');
    expect(serverBlock).toContain('location = "/FusionDR/docs/oldUsers/" { return 301 "/FusionDR/docs/users/"; }');
  });

  it('serves the precompressed copies, and turns brotli on only through an include that may match nothing', () => {
    expect(serverBlock).toContain('gzip_static on;');
    expect(serverBlock).toMatch(/gzip_types [^;]*application\/javascript[^;]*application\/json/);
    expect(serverBlock).not.toContain('brotli_static');
    expect(serverBlock).toContain('include fusiondr-brotli.con[f];');
  });

  it('refuses a value nginx would read as a variable', () => {
    expect(() => nginxConfig(hostRules({ ...headersJson, headers: { X: 'a$b' } }, '/FusionDR'))).toThrow(/cannot hold "\$"/);
  });
});

describe('the map hash size', () => {
  it('holds the longest key (nginx refuses to start otherwise)', () => {
    expect(mapBucketSize(['/FusionDR/index.html'])).toBe(64);
    expect(mapBucketSize(['/FusionDR/docs/acquireReview/imageTuningWorkbench/soundVuFusion/index.html'])).toBe(128);
    expect(mapBucketSize(['x'.repeat(200)])).toBe(256);
  });
});

describe('the nginx site at the root of the host (an empty base path)', () => {
  const root = nginxConfig(hostRules({ ...headersJson, basePath: '' }, '/FusionDR'));

  it('serves the site at / with no redirect around it and one location per address', () => {
    expect(root).toContain('    location / {\n        try_files $uri $uri/ $uri.html =404;');
    expect(root).not.toMatch(/return 30[28]/);
    expect(root.match(/location \/ /g)).toHaveLength(1);
    expect(root).toContain('"/docs/users/index.html" p2;');
    expect(root).toContain('error_page 404 /404.html;');
  });
});
