// A formula typeset by KaTeX, which loads on the first formula. Until then, or when KaTeX cannot
// parse it, the TeX itself shows (with an error mark for a parse error), so nothing is ever lost.
import { Box, Tooltip } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { KatexHtml } from './katexRender';
import { useLazyModule } from '../../shared/lazyModule';
import { texRenderer } from './loadTex';

export interface MathTexProps {
  tex: string;
  /** Display style (centred, full size) rather than text style. */
  display: boolean;
  /** A block of its own (a ```math fence or $$ lines) rather than a span inside text. */
  block?: boolean;
}

/** The one place that sets innerHTML, and only with KaTeX's markup (`KatexHtml`), never user text. */
function KatexMarkup({ html, block }: { html: KatexHtml; block: boolean }) {
  return block ? (
    <Box my="xs" style={{ overflowX: 'auto' }} data-testid="math-block" dangerouslySetInnerHTML={{ __html: html }} />
  ) : (
    <span dangerouslySetInnerHTML={{ __html: html }} />
  );
}

function RawTex({ tex, block, error }: { tex: string; block: boolean; error?: string }) {
  const { t } = useTranslation('chat');
  const mark = error && (
    <Tooltip label={error} multiline maw={320}>
      <span role="img" aria-label={t('markdown.mathError')} style={{ color: 'var(--mantine-color-red-6)', marginInline: 4 }}>
        <IconAlertTriangle size={14} style={{ verticalAlign: 'text-bottom' }} />
      </span>
    </Tooltip>
  );
  return block ? (
    <Box my="xs" data-testid="math-block" data-math-state={error ? 'error' : 'loading'}>
      {mark}
      <Box component="pre" m={0} fz="sm" style={{ overflowX: 'auto', whiteSpace: 'pre' }}>
        <code>{tex}</code>
      </Box>
    </Box>
  ) : (
    <span data-math-state={error ? 'error' : 'loading'}>
      <code>{tex}</code>
      {mark}
    </span>
  );
}

export function MathTex({ tex, display, block = false }: MathTexProps) {
  // A failed fetch (offline embed) keeps the raw TeX on screen; the next formula tries again.
  const tex2html = useLazyModule(texRenderer);
  const rendering = useMemo(() => tex2html?.renderTex(tex, display), [tex2html, tex, display]);
  if (rendering?.ok) return <KatexMarkup html={rendering.html} block={block} />;
  return <RawTex tex={tex} block={block} error={rendering?.message} />;
}
