/** The crop square of the profile photo: where it starts, how far it moves and zooms. */
import { describe, expect, it } from 'vitest';
import { centredCrop, clampCrop, cropRect, panBy, zoomTo } from '@/features/account/photo/crop-geometry';

const LANDSCAPE = { width: 3000, height: 2000 };

describe('crop geometry', () => {
  it('defaults to the centred square', () => {
    expect(cropRect(LANDSCAPE, centredCrop(LANDSCAPE))).toEqual({ x: 500, y: 0, size: 2000 });
    expect(cropRect({ width: 1000, height: 1600 }, centredCrop({ width: 1000, height: 1600 }))).toEqual({ x: 0, y: 300, size: 1000 });
  });

  it('keeps the square inside the photo when dragged far', () => {
    const start = centredCrop(LANDSCAPE);
    // Dragging right by a whole view (300 px = 2000 photo px) reaches the left edge and stops.
    expect(cropRect(LANDSCAPE, panBy(LANDSCAPE, start, 300, 0, 300))).toEqual({ x: 0, y: 0, size: 2000 });
    expect(cropRect(LANDSCAPE, panBy(LANDSCAPE, start, -30, 0, 300)).x).toBeCloseTo(700);
    // Vertically there is no room at zoom 1.
    expect(cropRect(LANDSCAPE, panBy(LANDSCAPE, start, 0, 100, 300)).y).toBe(0);
  });

  it('zooms between 1 and 4 and moves further per screen pixel the less it is zoomed', () => {
    const start = centredCrop(LANDSCAPE);
    expect(zoomTo(LANDSCAPE, start, 9).zoom).toBe(4);
    expect(zoomTo(LANDSCAPE, start, 0.2).zoom).toBe(1);
    const zoomed = zoomTo(LANDSCAPE, start, 2);
    expect(cropRect(LANDSCAPE, zoomed)).toEqual({ x: 1000, y: 500, size: 1000 });
    expect(cropRect(LANDSCAPE, panBy(LANDSCAPE, zoomed, 0, 30, 300)).y).toBeCloseTo(400);
    // Zooming out again pulls a moved square back inside.
    const moved = clampCrop(LANDSCAPE, { zoom: 4, cx: 2900, cy: 1900 });
    expect(cropRect(LANDSCAPE, zoomTo(LANDSCAPE, moved, 1))).toEqual({ x: 1000, y: 0, size: 2000 });
  });
});
