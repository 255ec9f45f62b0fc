import type { NextConfig } from 'next';
import { BASE_PATH } from './src/config/site';

const nextConfig: NextConfig = {
  output: 'export',
  basePath: BASE_PATH,
  trailingSlash: true,
  // The build script exports into a scratch folder and swaps it into out/ only when the build succeeded.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  images: { unoptimized: true },
  reactStrictMode: true,
  // Type checking runs in `npm test` and CI (npm run typecheck), not in the build a writer waits for.
  typescript: { ignoreBuildErrors: true },
  poweredByHeader: false,
  // SOURCE_MAPS=1 npm run build: maps for analysing the bundle; never on in a published build.
  productionBrowserSourceMaps: process.env.SOURCE_MAPS === '1',
  env: {
    NEXT_PUBLIC_BASE_PATH: BASE_PATH,
  },
};

export default nextConfig;
