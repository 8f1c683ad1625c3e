/** Where the picture sits under the square crop window: its scale and top-left corner. */
export type CropView = { zoom: number; x: number; y: number };

/** The zoom range the cropper offers: 1 fills the square, 4 is a close-up. */
export const minZoom = 1;
export const maxZoom = 4;

/** The scale at which the picture just covers a `side`-pixel square at zoom 1. */
const coverScale = (width: number, height: number, side: number) =>
  Math.max(side / width, side / height);

/**
 * The view moved and zoomed as asked, kept so the picture always covers the whole square (no
 * empty corner can be cropped).
 * @param image - the picture's natural size
 * @param side - the crop window's side, in the same units as the view
 * @param view - the wanted zoom and corner
 */
export function clampView(
  image: { width: number; height: number },
  side: number,
  view: CropView,
): CropView {
  const zoom = Math.min(maxZoom, Math.max(minZoom, view.zoom));
  const scale = coverScale(image.width, image.height, side) * zoom;
  const clamp = (value: number, size: number) => Math.min(0, Math.max(side - size, value));
  return { zoom, x: clamp(view.x, image.width * scale), y: clamp(view.y, image.height * scale) };
}

/**
 * The first view: the whole square filled, the picture centred.
 * @param image - the picture's natural size
 * @param side - the crop window's side
 */
export function centredView(image: { width: number; height: number }, side: number): CropView {
  const scale = coverScale(image.width, image.height, side);
  return {
    zoom: 1,
    x: (side - image.width * scale) / 2,
    y: (side - image.height * scale) / 2,
  };
}

/**
 * Zooms about the square's centre, so what is in the middle stays there.
 * @param image - the picture's natural size
 * @param side - the crop window's side
 * @param view - the current view
 * @param zoom - the new zoom
 */
export function zoomView(
  image: { width: number; height: number },
  side: number,
  view: CropView,
  zoom: number,
): CropView {
  const next = Math.min(maxZoom, Math.max(minZoom, zoom));
  const ratio = next / view.zoom;
  const centre = side / 2;
  return clampView(image, side, {
    zoom: next,
    x: centre - (centre - view.x) * ratio,
    y: centre - (centre - view.y) * ratio,
  });
}

/**
 * The part of the picture, in its own pixels, that the square shows.
 * @param image - the picture's natural size
 * @param side - the crop window's side
 * @param view - the current view
 */
export function sourceSquare(
  image: { width: number; height: number },
  side: number,
  view: CropView,
): { sx: number; sy: number; size: number } {
  const scale = coverScale(image.width, image.height, side) * view.zoom;
  return { sx: (0 - view.x) / scale, sy: (0 - view.y) / scale, size: side / scale };
}
