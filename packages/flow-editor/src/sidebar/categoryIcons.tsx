// One icon per sidebar category: the collapsed sidebar shows only these.
import {
  IconArrowsShuffle,
  IconBinary,
  IconBookmark,
  IconBrain,
  IconCodeDots,
  IconDatabase,
  IconDownload,
  IconFlask,
  IconGitBranch,
  IconHammer,
  IconLifebuoy,
  IconLink,
  IconPackageImport,
  IconPhoto,
  IconPuzzle,
  IconRobot,
  IconScissors,
  IconSearch,
  IconSparkles,
  IconTerminal2,
  IconTools,
  IconUnlink,
  IconUpload,
  IconVectorTriangle,
  type Icon,
} from '@tabler/icons-react';

const icons: Record<string, Icon> = {
  saved: IconBookmark,
  inputs: IconDownload,
  outputs: IconUpload,
  prompts: IconTerminal2,
  data: IconDatabase,
  processing: IconArrowsShuffle,
  models: IconSparkles,
  'vector stores': IconVectorTriangle,
  embeddings: IconBinary,
  agents: IconRobot,
  media: IconPhoto,
  chains: IconLink,
  loaders: IconPackageImport,
  'link extractors': IconUnlink,
  memories: IconBrain,
  'output parsers': IconCodeDots,
  prototypes: IconFlask,
  retrievers: IconSearch,
  'text splitters': IconScissors,
  toolkits: IconTools,
  tools: IconHammer,
  logic: IconGitBranch,
  helpers: IconLifebuoy,
};

export function CategoryIcon({ category, size = 18 }: { category: string; size?: number }) {
  const Glyph = icons[category] ?? IconPuzzle;
  return <Glyph size={size} stroke={1.6} aria-hidden />;
}
