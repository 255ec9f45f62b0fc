import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from 'next/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import nextConfig from '../../next.config';

const serverMaps = (phase: string) => nextConfig(phase).experimental?.serverSourceMaps;

describe("next.config.ts's source maps", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("name the source's lines in the development server's errors, not in a build", () => {
    vi.stubEnv('SOURCE_MAPS', '');
    expect(serverMaps(PHASE_DEVELOPMENT_SERVER)).toBe(true);
    expect(serverMaps(PHASE_PRODUCTION_BUILD)).toBe(false);
  });

  it('are off everywhere with SOURCE_MAPS=0 (npm run cms) and on everywhere with SOURCE_MAPS=1', () => {
    vi.stubEnv('SOURCE_MAPS', '0');
    expect(serverMaps(PHASE_DEVELOPMENT_SERVER)).toBe(false);
    vi.stubEnv('SOURCE_MAPS', '1');
    expect(serverMaps(PHASE_PRODUCTION_BUILD)).toBe(true);
    expect(nextConfig(PHASE_PRODUCTION_BUILD).productionBrowserSourceMaps).toBe(true);
  });
});
