import { describe, expect, it } from 'vitest';
import { svgSize } from './rehype-image-size';

describe('illustration size', () => {
  it('reads the intrinsic size from the viewBox', () => {
    expect(svgSize('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 300.5" role="img">')).toEqual({ width: 800, height: 301 });
  });
  it('is unknown without a viewBox', () => {
    expect(svgSize('<svg width="10">')).toBeNull();
  });
});
