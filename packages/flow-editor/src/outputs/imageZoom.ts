// The image viewer's zoom (spec/3 section 4, "Viewers"): in by 1.2, out by 0.8, home back to 1.
export type ImageZoomAction = 'in' | 'out' | 'home';

export const MIN_IMAGE_ZOOM = 0.1;
export const MAX_IMAGE_ZOOM = 10;

export function nextImageZoom(zoom: number, action: ImageZoomAction): number {
  if (action === 'home') return 1;
  const next = zoom * (action === 'in' ? 1.2 : 0.8);
  return Math.min(MAX_IMAGE_ZOOM, Math.max(MIN_IMAGE_ZOOM, Math.round(next * 1000) / 1000));
}
