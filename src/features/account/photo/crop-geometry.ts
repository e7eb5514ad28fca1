/**
 * The square crop of a photo, in the photo's own pixels. The crop view keeps a `CropState`
 * (zoom and the crop's centre) and derives the rectangle from it; moving or zooming is clamped so
 * the square never leaves the photo. Pure functions: no DOM, tested in node.
 */

/** A square of the (orientation-corrected) photo, in its pixels. */
export interface CropRect {
  x: number;
  y: number;
  size: number;
}

/** Zoom 1 = the largest square that fits; `cx`/`cy` = the square's centre in photo pixels. */
export interface CropState {
  zoom: number;
  cx: number;
  cy: number;
}

export interface Size {
  width: number;
  height: number;
}

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Side of the crop square at `zoom`. */
function cropSide(image: Size, zoom: number): number {
  return Math.min(image.width, image.height) / clamp(zoom, MIN_ZOOM, MAX_ZOOM);
}

/** Keeps the zoom in range and the square inside the photo. */
export function clampCrop(image: Size, state: CropState): CropState {
  const zoom = clamp(state.zoom, MIN_ZOOM, MAX_ZOOM);
  const half = cropSide(image, zoom) / 2;
  return {
    zoom,
    cx: clamp(state.cx, half, image.width - half),
    cy: clamp(state.cy, half, image.height - half),
  };
}

/** The default crop: the centred square, not zoomed. */
export function centredCrop(image: Size): CropState {
  return { zoom: MIN_ZOOM, cx: image.width / 2, cy: image.height / 2 };
}

/** The rectangle of a crop state. */
export function cropRect(image: Size, state: CropState): CropRect {
  const { zoom, cx, cy } = clampCrop(image, state);
  const size = cropSide(image, zoom);
  return { x: cx - size / 2, y: cy - size / 2, size };
}

/**
 * Moves the photo by (dx, dy) screen pixels in a view `viewSide` pixels wide: dragging right shows
 * more of the left of the photo, so the crop's centre moves the other way.
 */
export function panBy(image: Size, state: CropState, dx: number, dy: number, viewSide: number): CropState {
  const scale = viewSide / cropSide(image, state.zoom);
  return clampCrop(image, { ...state, cx: state.cx - dx / scale, cy: state.cy - dy / scale });
}

/** Changes the zoom, keeping the centre (clamped). */
export function zoomTo(image: Size, state: CropState, zoom: number): CropState {
  return clampCrop(image, { ...state, zoom });
}
