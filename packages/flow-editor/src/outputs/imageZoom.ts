// The image viewer's zoom (spec/3 sections 4 and 9): in by 1.2, out by 0.8, home back to 1; at
// most 4 screen pixels per image pixel.
export type ImageZoomAction = 'in' | 'out' | 'home';

export const MIN_IMAGE_ZOOM = 0.1;
export const MAX_ZOOM_PIXEL_RATIO = 4;

/**
 * The largest zoom of an image shown `fittedWidth` pixels wide at zoom 1 (it is fitted to the
 * viewer, so that may be less than its own width); before it has loaded, the ratio itself.
 */
export function maxImageZoom(naturalWidth: number, fittedWidth: number): number {
  if (naturalWidth <= 0 || fittedWidth <= 0) return MAX_ZOOM_PIXEL_RATIO;
  return Math.max(1, (MAX_ZOOM_PIXEL_RATIO * naturalWidth) / fittedWidth);
}

export function nextImageZoom(zoom: number, action: ImageZoomAction, max = MAX_ZOOM_PIXEL_RATIO): number {
  if (action === 'home') return 1;
  const next = zoom * (action === 'in' ? 1.2 : 0.8);
  return Math.min(max, Math.max(MIN_IMAGE_ZOOM, Math.round(next * 1000) / 1000));
}
