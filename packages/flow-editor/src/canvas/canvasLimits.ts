// The canvas's zoom and connection limits (spec/3 section 9, Canvas and layout).
import type { FitViewOptions } from '@xyflow/react';

export const MIN_ZOOM = 0.2;
export const MAX_ZOOM = 3;
export const FIT_VIEW_OPTIONS: FitViewOptions = { minZoom: 0.2, maxZoom: 8 };
export const CONNECTION_RADIUS = 30;
