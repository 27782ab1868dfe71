// KaTeX, fetched on the first formula rather than with the chat.
import { lazyModule } from '../../shared/lazyModule';

export const texRenderer = lazyModule(() => import('./katexRender'));
