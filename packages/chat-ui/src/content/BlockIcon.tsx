// The icon a content block or entry names. Components name icons as in the editor; the common ones
// map to Tabler icons, an emoji shows as itself, anything else gets the generic block icon.
import { Text } from '@mantine/core';
import { IconAlertTriangle, IconBrain, IconCode, IconMessage, IconPhoto, IconRobot, IconSearch, IconSquare, IconTool } from '@tabler/icons-react';

const ICONS = {
  bot: IconRobot,
  brain: IconBrain,
  code: IconCode,
  hammer: IconTool,
  wrench: IconTool,
  tool: IconTool,
  search: IconSearch,
  image: IconPhoto,
  messagesquare: IconMessage,
  message: IconMessage,
  trianglealert: IconAlertTriangle,
  alerttriangle: IconAlertTriangle,
};

export function BlockIcon({ name }: { name: string }) {
  const Icon = ICONS[name.replace(/[-_\s]/g, '').toLowerCase() as keyof typeof ICONS];
  if (Icon) return <Icon size={14} aria-hidden />;
  // Emoji and other pictographs are not ASCII; names of unknown icons are.
  if (/[^\x20-\x7e]/.test(name)) return <Text span fz="sm" aria-hidden>{name}</Text>;
  return <IconSquare size={14} aria-hidden />;
}
