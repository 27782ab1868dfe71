// The markdown renderer of notes and component documentation, fetched when first shown rather than
// with the editor.
import { lazyModule } from '@app/chat-ui';

export const noteMarkdown = lazyModule(() => import('./SafeMarkdown'));
