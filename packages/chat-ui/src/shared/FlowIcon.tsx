// A flow's, template's or marketplace app's icon on its background colour. Flows store a lucide
// icon name (Langflow's set, e.g. "Bot"); the console draws tabler icons, so known names map to
// their tabler look-alike and any other name shows the default icon of its kind. An uploaded logo
// (a server path) is drawn as the picture itself.
import { isUploadedLogo } from '@app/api-client';
import { DEFAULT_FLOW_ICON_BG_COLOR } from '@app/flow-graph';
import { Avatar, ThemeIcon } from '@mantine/core';
import {
  IconBox,
  IconBraces,
  IconDatabase,
  IconFileUnknown,
  IconHelpCircle,
  IconMessageChatbot,
  IconMessages,
  IconNews,
  IconRobot,
  IconSitemap,
  IconTags,
  IconTerminal2,
  IconWorld,
  type Icon,
} from '@tabler/icons-react';

const ICONS: Readonly<Record<string, Icon>> = {
  Bot: IconRobot,
  BotMessageSquare: IconMessageChatbot,
  Braces: IconBraces,
  CircleHelp: IconHelpCircle,
  Component: IconBox,
  Database: IconDatabase,
  FileQuestion: IconFileUnknown,
  Globe: IconWorld,
  MessagesSquare: IconMessages,
  Newspaper: IconNews,
  SquareTerminal: IconTerminal2,
  Tags: IconTags,
  Workflow: IconSitemap,
};

/** The icons a flow can be given (the fixed set of the edit-info dialog), by stored name. */
export const FLOW_ICON_NAMES = Object.keys(ICONS);

/** The background colours offered beside any colour the user types; the first is the default. */
export const FLOW_ICON_COLOURS = ['#7366f3', '#2563eb', '#0891b2', '#059669', '#65a30d', '#d97706', '#dc2626', '#db2777', '#475569'];

/** A colour as stored: "#2563eb", or Langflow's bare hex "7366f3". */
function cssColour(colour: string | null | undefined): string {
  const value = colour?.trim() || DEFAULT_FLOW_ICON_BG_COLOR;
  return /^[0-9a-f]{3,8}$/i.test(value) ? `#${value}` : value;
}

/** What an icon without a known name falls back to. */
const DEFAULT_ICONS = { flow: IconSitemap, component: IconBox, app: IconMessageChatbot } as const;

export interface FlowIconProps {
  icon: string | null | undefined;
  color: string | null | undefined;
  /** `flow` (default), `component` or a marketplace `app`: the icon shown without a known name. */
  kind?: keyof typeof DEFAULT_ICONS;
  size?: number;
}

export function FlowIcon({ icon, color, kind = 'flow', size = 32 }: FlowIconProps) {
  if (isUploadedLogo(icon)) return <Avatar src={icon} size={size} radius="md" alt="" aria-hidden />;
  const Glyph = (icon && ICONS[icon]) || DEFAULT_ICONS[kind];
  return (
    <ThemeIcon size={size} radius="md" color={cssColour(color)} autoContrast aria-hidden>
      <Glyph size={size * 0.6} stroke={1.6} />
    </ThemeIcon>
  );
}
