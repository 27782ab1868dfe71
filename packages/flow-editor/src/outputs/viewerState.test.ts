import { describe, expect, it } from 'vitest';
import { imageFileName, outputFileUrl } from './fileUrl';
import { maxImageZoom, nextImageZoom } from './imageZoom';
import { initialPdfViewerState, pdfKeyAction, pdfViewerReducer } from './pdfViewerState';

describe('viewer state', () => {
  it('zooms an image in by 1.2 and out by 0.8, home back to 1, within bounds', () => {
    expect(nextImageZoom(1, 'in')).toBe(1.2);
    expect(nextImageZoom(1.2, 'out')).toBe(0.96);
    expect(nextImageZoom(3.5, 'home')).toBe(1);
    expect(nextImageZoom(0.1, 'out')).toBe(0.1);
    expect(nextImageZoom(3.5, 'in')).toBe(4);
  });

  it('zooms an image to at most 4 screen pixels per image pixel', () => {
    expect(maxImageZoom(2000, 500)).toBe(16);
    expect(maxImageZoom(100, 100)).toBe(4);
    expect(maxImageZoom(0, 0)).toBe(4);
    expect(nextImageZoom(15, 'in', maxImageZoom(2000, 500))).toBe(16);
  });

  it('turns PDF pages within the document and zooms from 0.1 in steps of 0.1', () => {
    let state = pdfViewerReducer(initialPdfViewerState, { type: 'loaded', total: 3 });
    state = pdfViewerReducer(state, { type: 'previous' });
    expect(state.page).toBe(1);
    state = [pdfKeyAction('ArrowRight')!, pdfKeyAction('PageDown')!, pdfKeyAction('ArrowDown')!].reduce(pdfViewerReducer, state);
    expect(state.page).toBe(3);
    expect(pdfViewerReducer(state, pdfKeyAction('ArrowLeft')!).page).toBe(2);
    expect(pdfKeyAction('a')).toBeUndefined();
    for (let step = 0; step < 15; step += 1) state = pdfViewerReducer(state, { type: 'zoomOut' });
    expect(state.scale).toBe(0.1);
    expect(pdfViewerReducer(state, { type: 'zoomIn' }).scale).toBe(0.2);
    expect(pdfViewerReducer(initialPdfViewerState, { type: 'loaded', total: 0 }).page).toBe(0);
  });

  it('fetches stored flow uploads through the files API and URLs as they are', () => {
    expect(outputFileUrl('f1/2026_图.png', 'image')).toBe(`/api/v1/files/images/f1/${encodeURIComponent('2026_图.png')}`);
    expect(outputFileUrl('f1/report.pdf', 'download')).toBe('/api/v1/files/download/f1/report.pdf');
    expect(outputFileUrl('https://cdn.example.cn/a.png', 'image')).toBe('https://cdn.example.cn/a.png');
    expect(outputFileUrl('data:image/png;base64,AA', 'image')).toBe('data:image/png;base64,AA');
  });

  it('names an image by its file, or by its type for a data URL', () => {
    expect(imageFileName('f1/2026_图.png')).toBe('2026_图.png');
    expect(imageFileName('https://cdn.example.cn/a/chart.webp?v=2#top')).toBe('chart.webp');
    expect(imageFileName('data:image/svg+xml;base64,AA')).toBe('image.svg');
    expect(imageFileName('data:image/JPEG;base64,AA')).toBe('image.jpeg');
    expect(imageFileName('https://cdn.example.cn/')).toBe('image');
  });
});
