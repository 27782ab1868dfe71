// Drag-and-drop import onto the list (spec/3 section 2): files dragged over the area show the drop
// message, dropped files go to `onFiles`. Native drag events: only drags that carry files count.
import { Box, Center, Overlay, Stack, Text } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { useState, type DragEvent, type ReactNode } from 'react';

export interface FlowFileDropProps {
  /** The drop message, e.g. 拖放工作流文件到此处以导入. */
  message: string;
  onFiles(files: File[]): void;
  children: ReactNode;
}

const carriesFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes('Files');

export function FlowFileDrop({ message, onFiles, children }: FlowFileDropProps) {
  const [over, setOver] = useState(false);
  const onDragOver = (event: DragEvent) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setOver(true);
  };
  const onDragLeave = (event: DragEvent) => {
    // Moving onto a child fires a leave on the parent; only leaving the area counts.
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
  };
  const onDrop = (event: DragEvent) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    setOver(false);
    const files = Array.from(event.dataTransfer.files);
    if (files.length > 0) onFiles(files);
  };
  return (
    <Box pos="relative" onDragOver={onDragOver} onDragEnter={onDragOver} onDragLeave={onDragLeave} onDrop={onDrop} data-testid="flow-file-drop">
      {children}
      {over && (
        <Overlay color="var(--mantine-color-body)" backgroundOpacity={0.9} radius="md" style={{ border: '2px dashed var(--mantine-color-blue-5)' }}>
          <Center h="100%">
            <Stack align="center" gap="xs">
              <IconFileImport size={40} stroke={1.3} />
              <Text fw={500}>{message}</Text>
            </Stack>
          </Center>
        </Overlay>
      )}
    </Box>
  );
}
