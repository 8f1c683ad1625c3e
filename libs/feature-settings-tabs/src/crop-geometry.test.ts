import { describe, expect, it } from 'vitest';
import { centredView, clampView, sourceSquare, zoomView } from './crop-geometry.ts';

const wide = { width: 400, height: 200 };

describe('crop geometry', () => {
  it('starts with the picture covering the square, centred', () => {
    const view = centredView(wide, 100);
    expect(view).toEqual({ zoom: 1, x: -50, y: 0 });
    expect(sourceSquare(wide, 100, view)).toEqual({ sx: 100, sy: 0, size: 200 });
  });

  it('never lets an empty corner into the square', () => {
    expect(clampView(wide, 100, { zoom: 1, x: 30, y: -30 })).toEqual({ zoom: 1, x: 0, y: 0 });
    expect(clampView(wide, 100, { zoom: 1, x: -500, y: 0 })).toEqual({ zoom: 1, x: -100, y: 0 });
    expect(clampView(wide, 100, { zoom: 9, x: 0, y: 0 }).zoom).toBe(4);
    expect(clampView(wide, 100, { zoom: 0.2, x: 0, y: 0 }).zoom).toBe(1);
  });

  it('zooms about the centre of the square', () => {
    const zoomed = zoomView(wide, 100, centredView(wide, 100), 2);
    expect(zoomed).toEqual({ zoom: 2, x: -150, y: -50 });
    // The middle of the picture stays in the middle of the square.
    const { sx, sy, size } = sourceSquare(wide, 100, zoomed);
    expect(sx + size / 2).toBe(200);
    expect(sy + size / 2).toBe(100);
  });
});
