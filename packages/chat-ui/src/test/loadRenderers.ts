// The markdown renderer loads on the first reply in the browser; tests render replies at once.
import { loadMarkdown } from '../markdown/loadMarkdown';

await loadMarkdown();
