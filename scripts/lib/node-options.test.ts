import { describe, expect, it } from 'vitest';
import { CONTENTLAYER_NODE_FLAGS, contentlayerNodeOptions } from './node-options';

describe('the node options contentlayer runs with', () => {
  it('keep the caller’s own options first, then add the flag', () => {
    expect(contentlayerNodeOptions('--inspect')).toBe(`--inspect ${CONTENTLAYER_NODE_FLAGS}`);
    expect(contentlayerNodeOptions(undefined)).toBe(CONTENTLAYER_NODE_FLAGS);
    expect(contentlayerNodeOptions('')).toBe(CONTENTLAYER_NODE_FLAGS);
  });
});
