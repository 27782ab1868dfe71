// A component's icon. Components name their icon the Langflow (lucide) way — "MessagesSquare",
// "file-text" — so names are matched case- and separator-insensitively against the tabler icons
// that stand for them; an unknown name falls back to a generic component glyph.
import {
  IconArrowMerge,
  IconArrowsSplit,
  IconBinary,
  IconBraces,
  IconBrain,
  IconBulb,
  IconCalculator,
  IconCalendarClock,
  IconDatabase,
  IconFileText,
  IconHelpCircle,
  IconInfinity,
  IconLayoutNavbar,
  IconLetterCase,
  IconList,
  IconMessageDots,
  IconMessages,
  IconPuzzle,
  IconRegex,
  IconRepeat,
  IconRobot,
  IconScissors,
  IconTable,
  IconTemplate,
  IconTypography,
  IconWebhook,
  IconPlugConnected,
  IconWorld,
  IconWorldWww,
  IconSitemap,
  type Icon,
} from '@tabler/icons-react';

const icons: Record<string, Icon> = {
  messagessquare: IconMessages,
  type: IconTypography,
  webhook: IconWebhook,
  layoutpaneltop: IconLayoutNavbar,
  lightbulb: IconBulb,
  braces: IconBraces,
  merge: IconArrowMerge,
  casesensitive: IconLetterCase,
  regex: IconRegex,
  repeat: IconRepeat,
  tableproperties: IconTable,
  list: IconList,
  filetext: IconFileText,
  layouttemplate: IconTemplate,
  globe: IconWorldWww,
  scissorslinedashed: IconScissors,
  calculator: IconCalculator,
  calendarclock: IconCalendarClock,
  earth: IconWorld,
  split: IconArrowsSplit,
  infinity: IconInfinity,
  workflow: IconSitemap,
  messagesquaremore: IconMessageDots,
  bot: IconRobot,
  braincircuit: IconBrain,
  binary: IconBinary,
  database: IconDatabase,
  filequestion: IconHelpCircle,
  mcp: IconPlugConnected,
};

function iconKey(name: string): string {
  return name.toLowerCase().replaceAll(/[^a-z0-9]/g, '');
}

export function NodeIcon({ name, size = 18 }: { name?: string | null; size?: number }) {
  const Glyph = (name && icons[iconKey(name)]) || IconPuzzle;
  return <Glyph size={size} stroke={1.6} aria-hidden style={{ flexShrink: 0 }} />;
}
