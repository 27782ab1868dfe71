// The markdown renderer loads on the first reply in the browser; tests render replies at once.
import { markdownRenderer } from '../markdown/loadMarkdown';

await markdownRenderer.load();
