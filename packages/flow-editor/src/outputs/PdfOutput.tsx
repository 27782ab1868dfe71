// A PDF output (spec/3 sections 4 and 8): one page at a time, arrow and page keys turn pages while
// the viewer has focus, zoom from 0.1 in steps of 0.1; loading, empty and failure notices.
import { ActionIcon, Alert, Box, Group, Loader, Stack, Text, Tooltip } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import { useEffect, useReducer, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { outputFileUrl } from './fileUrl';
import { loadPdfDocument, type PdfDocument, type PdfLoader } from './pdfDocument';
import { initialPdfViewerState, pdfKeyAction, pdfViewerReducer, type PdfViewerAction } from './pdfViewerState';

function Tool({ label, disabled, onClick, children }: { label: string; disabled?: boolean; onClick(): void; children: ReactNode }) {
  return (
    <Tooltip label={label}>
      <ActionIcon variant="default" aria-label={label} disabled={disabled} onClick={onClick}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

export function PdfOutput({ path, load = loadPdfDocument }: { path: string; load?: PdfLoader }) {
  const { t } = useTranslation('outputs');
  const [state, dispatch] = useReducer(pdfViewerReducer, initialPdfViewerState);
  const [document, setDocument] = useState<PdfDocument | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const viewer = useRef<HTMLDivElement>(null);
  const url = outputFileUrl(path, 'download');

  useEffect(() => {
    let live = true;
    let loaded: PdfDocument | null = null;
    // Another file starts afresh: the previous document is destroyed below and must not be drawn.
    setDocument(null);
    setFailure(null);
    load(url).then(
      (next) => {
        loaded = next;
        if (!live) return next.destroy();
        setDocument(next);
        dispatch({ type: 'loaded', total: next.numPages });
      },
      (error: unknown) => live && setFailure(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      live = false;
      loaded?.destroy();
    };
  }, [url, load]);

  useEffect(() => {
    if (!document || !canvas.current || state.page < 1) return;
    // Pages turn and zoom faster than they draw: each new drawing cancels the one before.
    const drawing = new AbortController();
    document
      .renderPage(state.page, canvas.current, state.scale, drawing.signal)
      .catch((error: unknown) => drawing.signal.aborted || setFailure(error instanceof Error ? error.message : String(error)));
    return () => drawing.abort();
  }, [document, state.page, state.scale]);

  // The page keys work while the viewer has focus, so it takes focus once the document is shown.
  const shown = document !== null && state.total > 0;
  useEffect(() => {
    if (shown) viewer.current?.focus({ preventScroll: true });
  }, [shown]);

  if (failure) return <Alert color="red">{t('pdf.loadFailed', { detail: failure })}</Alert>;
  if (!document) return <Loader size="sm" aria-label={t('pdf.loading')} />;
  if (state.total === 0) return <Text c="dimmed">{t('pdf.empty')}</Text>;
  const act = (action: PdfViewerAction) => () => dispatch(action);
  return (
    <Stack gap="xs">
      <Group gap={4}>
        <Tool label={t('pdf.previous')} disabled={state.page <= 1} onClick={act({ type: 'previous' })}>
          <IconChevronLeft size={16} />
        </Tool>
        <Text size="sm" aria-live="polite">
          {t('pdf.page', { page: state.page, total: state.total })}
        </Text>
        <Tool label={t('pdf.next')} disabled={state.page >= state.total} onClick={act({ type: 'next' })}>
          <IconChevronRight size={16} />
        </Tool>
        <Tool label={t('pdf.zoomOut')} onClick={act({ type: 'zoomOut' })}>
          <IconZoomOut size={16} />
        </Tool>
        <Tool label={t('pdf.zoomIn')} onClick={act({ type: 'zoomIn' })}>
          <IconZoomIn size={16} />
        </Tool>
        <Text size="xs" c="dimmed">
          {Math.round(state.scale * 100)}%
        </Text>
      </Group>
      <Box
        ref={viewer}
        tabIndex={0}
        mah={560}
        style={{ overflow: 'auto' }}
        data-testid="pdf-page"
        onKeyDown={(event) => {
          const action = pdfKeyAction(event.key);
          if (!action) return;
          event.preventDefault();
          dispatch(action);
        }}
      >
        <canvas ref={canvas} />
      </Box>
    </Stack>
  );
}
