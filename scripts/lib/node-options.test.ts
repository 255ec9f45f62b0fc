import { describe, expect, it } from 'vitest';
import { BUILD_NODE_FLAGS, buildNodeOptions } from './node-options';

describe('the node options of the build’s processes', () => {
  it('keep the caller’s own options first, then add the build’s flag', () => {
    expect(buildNodeOptions('--inspect')).toBe(`--inspect ${BUILD_NODE_FLAGS}`);
    expect(buildNodeOptions(undefined)).toBe(BUILD_NODE_FLAGS);
    expect(buildNodeOptions('')).toBe(BUILD_NODE_FLAGS);
  });
});
