// The PDF viewer's page and zoom (spec/3 section 4, "Viewers"): arrow keys move between pages;
// zoom goes from 0.1 in steps of 0.1.
export interface PdfViewerState {
  page: number;
  total: number;
  scale: number;
}

export type PdfViewerAction = { type: 'loaded'; total: number } | { type: 'next' } | { type: 'previous' } | { type: 'zoomIn' } | { type: 'zoomOut' };

export const PDF_MIN_SCALE = 0.1;
export const PDF_MAX_SCALE = 5;
export const PDF_SCALE_STEP = 0.1;

export const initialPdfViewerState: PdfViewerState = { page: 1, total: 0, scale: 1 };

const clampScale = (scale: number) => Math.min(PDF_MAX_SCALE, Math.max(PDF_MIN_SCALE, Math.round(scale * 10) / 10));

export function pdfViewerReducer(state: PdfViewerState, action: PdfViewerAction): PdfViewerState {
  switch (action.type) {
    case 'loaded':
      return { ...state, total: action.total, page: action.total > 0 ? 1 : 0 };
    case 'next':
      return state.page < state.total ? { ...state, page: state.page + 1 } : state;
    case 'previous':
      return state.page > 1 ? { ...state, page: state.page - 1 } : state;
    case 'zoomIn':
      return { ...state, scale: clampScale(state.scale + PDF_SCALE_STEP) };
    case 'zoomOut':
      return { ...state, scale: clampScale(state.scale - PDF_SCALE_STEP) };
  }
}

/** The viewer's keys: arrows and page keys turn pages. */
export function pdfKeyAction(key: string): PdfViewerAction | undefined {
  if (key === 'ArrowRight' || key === 'ArrowDown' || key === 'PageDown') return { type: 'next' };
  if (key === 'ArrowLeft' || key === 'ArrowUp' || key === 'PageUp') return { type: 'previous' };
  return undefined;
}
