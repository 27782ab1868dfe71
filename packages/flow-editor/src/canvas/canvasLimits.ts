// The canvas's zoom and connection limits (spec/3 section 9, Canvas and layout).
import type { FitViewOptions } from '@xyflow/react';

export const MIN_ZOOM = 0.2;
export const MAX_ZOOM = 3;
// Fitted nodes keep clear of the panels: the add-note and share buttons along the top, the zoom
// controls down the left.
export const FIT_VIEW_OPTIONS: FitViewOptions = { minZoom: 0.2, maxZoom: 8, padding: { top: '64px', left: '64px', right: '24px', bottom: '24px' } };
export const CONNECTION_RADIUS = 30;
