// An image output (spec/3 sections 4 and 8): zoom in and out, home, full screen and download; a
// failed download shows a toast ('There was an error downloading your image'), a failed load a
// notice in place of the image.
import { ActionIcon, Alert, Box, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconDownload, IconHome, IconMaximize, IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlowEditor } from '../context/FlowEditorProvider';
import { imageFileName, outputFileUrl } from './fileUrl';
import { MAX_ZOOM_PIXEL_RATIO, maxImageZoom, nextImageZoom } from './imageZoom';

function Tool({ label, onClick, children }: { label: string; onClick(): void; children: ReactNode }) {
  return (
    <Tooltip label={label}>
      <ActionIcon variant="default" aria-label={label} onClick={onClick}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

async function download(url: string, name: string): Promise<void> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const href = URL.createObjectURL(await response.blob());
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = name;
  anchor.click();
  // Some browsers read the blob after click() returns; revoking it at once can cancel the download.
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

export function ImageOutput({ path }: { path: string }) {
  const { t } = useTranslation('outputs');
  const { notify } = useFlowEditor();
  const [zoom, setZoom] = useState(1);
  const [maxZoom, setMaxZoom] = useState(MAX_ZOOM_PIXEL_RATIO);
  const [loadFailed, setLoadFailed] = useState(false);
  const frame = useRef<HTMLDivElement>(null);
  const url = outputFileUrl(path, 'image');
  const name = imageFileName(path);
  return (
    <Stack gap="xs">
      <Group gap={4}>
        <Tool label={t('image.zoomIn')} onClick={() => setZoom((current) => nextImageZoom(current, 'in', maxZoom))}>
          <IconZoomIn size={16} />
        </Tool>
        <Tool label={t('image.zoomOut')} onClick={() => setZoom((current) => nextImageZoom(current, 'out', maxZoom))}>
          <IconZoomOut size={16} />
        </Tool>
        <Tool label={t('image.home')} onClick={() => setZoom(1)}>
          <IconHome size={16} />
        </Tool>
        {/* The browser may refuse full screen (a policy or an iframe); the image then stays where it is. */}
        <Tool label={t('image.fullScreen')} onClick={() => void frame.current?.requestFullscreen?.().catch(() => undefined)}>
          <IconMaximize size={16} />
        </Tool>
        <Tool label={t('image.download')} onClick={() => void download(url, name).catch(() => notify({ kind: 'error', title: t('image.downloadFailed') }))}>
          <IconDownload size={16} />
        </Tool>
        <Text size="xs" c="dimmed">
          {Math.round(zoom * 100)}%
        </Text>
      </Group>
      {loadFailed && <Alert color="red">{t('image.loadFailed')}</Alert>}
      <Box ref={frame} mah={480} style={{ overflow: 'auto', background: 'var(--mantine-color-body)' }}>
        <img
          src={url}
          alt={name}
          onLoad={(event) => {
            setLoadFailed(false);
            setMaxZoom(maxImageZoom(event.currentTarget.naturalWidth, event.currentTarget.offsetWidth));
          }}
          onError={() => setLoadFailed(true)}
          style={{ transform: `scale(${zoom})`, transformOrigin: '0 0', maxWidth: '100%' }}
        />
      </Box>
    </Stack>
  );
}
