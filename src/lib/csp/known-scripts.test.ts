import { describe, expect, it } from 'vitest';
import { inlineScriptOrigin } from './known-scripts';

const MARK = '5f2c9a';
const script = (text: string, attributes = '') => ({ attributes, text });

describe('which inline scripts a page may run', () => {
  it('knows the site’s own scripts by this build’s mark', () => {
    expect(inlineScriptOrigin(script('(function(a){})("y")', ` data-site-script="${MARK}"`), MARK)).toBe('site');
    expect(inlineScriptOrigin(script('(function(a){})("y")', ' data-site-script="guessed"'), MARK)).toBeNull();
    expect(inlineScriptOrigin(script('(function(a){})("y")', ' data-site-script=""'), '')).toBeNull();
  });

  it('knows Next’s flight payload and chunk list by their shape: data that JSON.parse reads whole', () => {
    expect(inlineScriptOrigin(script('(self.__next_f=self.__next_f||[]).push([0])'), MARK)).toBe('framework');
    expect(inlineScriptOrigin(script('self.__next_f.push([1,"1:I[\\"x\\"]\\n"])'), MARK)).toBe('framework');
    expect(
      inlineScriptOrigin(script('(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[1]});', ' id="_R_"'), MARK),
    ).toBe('framework');
  });

  it('refuses anything else, however close to a known shape', () => {
    expect(inlineScriptOrigin(script("alert(localStorage['decap-cms-user'])"), MARK)).toBeNull();
    expect(inlineScriptOrigin(script('self.__next_f.push([1,"x"]);alert(1)//"])'), MARK)).toBeNull();
    expect(inlineScriptOrigin(script('self.__next_f.push([1,alert(1)])'), MARK)).toBeNull();
    expect(inlineScriptOrigin(script('(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(alert(1));'), MARK)).toBeNull();
  });
});
