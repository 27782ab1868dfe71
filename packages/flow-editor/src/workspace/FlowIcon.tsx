// A flow's or template's icon on its background colour. Flows store a lucide icon name (Langflow's
// set, e.g. "Bot"); the console draws tabler icons, so known names map to their tabler look-alike
// and any other name shows the default workflow icon.
import { DEFAULT_FLOW_ICON_BG_COLOR } from '@app/flow-graph';
import { ThemeIcon } from '@mantine/core';
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

export interface FlowIconProps {
  icon: string | null | undefined;
  color: string | null | undefined;
  /** Components without an icon of their own show the component icon. */
  isComponent?: boolean;
  size?: number;
}

export function FlowIcon({ icon, color, isComponent = false, size = 32 }: FlowIconProps) {
  const Glyph = (icon && ICONS[icon]) || (isComponent ? IconBox : IconSitemap);
  return (
    <ThemeIcon size={size} radius="md" color={cssColour(color)} autoContrast aria-hidden>
      <Glyph size={size * 0.6} stroke={1.6} />
    </ThemeIcon>
  );
}
