import { describe, expect, it } from 'vitest';
import { inlineScriptOrigin } from './known-scripts';

const site = ['(function(a){document.documentElement.dataset.x=a})("y")'];

describe('which inline scripts a page may run', () => {
  it('knows the site’s own scripts by their exact text', () => {
    expect(inlineScriptOrigin(site[0], site)).toBe('site');
    expect(inlineScriptOrigin(`${site[0]};alert(1)`, site)).toBeNull();
  });

  it('knows Next’s flight payload and chunk list by their shape: data that JSON.parse reads whole', () => {
    expect(inlineScriptOrigin('(self.__next_f=self.__next_f||[]).push([0])', site)).toBe('framework');
    expect(inlineScriptOrigin('self.__next_f.push([1,"1:I[\\"x\\"]\\n"])', site)).toBe('framework');
    expect(inlineScriptOrigin('(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[1]});', site)).toBe('framework');
  });

  it('refuses anything else, however close to a known shape', () => {
    expect(inlineScriptOrigin("alert(localStorage['decap-cms-user'])", site)).toBeNull();
    expect(inlineScriptOrigin('self.__next_f.push([1,"x"]);alert(1)//"])', site)).toBeNull();
    expect(inlineScriptOrigin('self.__next_f.push([1,alert(1)])', site)).toBeNull();
    expect(inlineScriptOrigin('(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(alert(1));', site)).toBeNull();
  });
});
