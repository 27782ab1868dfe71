// The page's close-window action (spec/2 "Embedded public chat page"; spec/2 section 9: REST page
// close delay 500 ms). In the bubble's iframe it asks the framing page to close the chat window;
// opened on its own (the external link), it closes the browser window, which works when a script
// opened it.
import { CLOSE_MESSAGE } from '../loader/closeMessage';

export const CLOSE_DELAY_MS = 500;

export function closeWindow(view: Window = window): void {
  view.setTimeout(() => {
    // The message carries nothing private, so any framing page may read it.
    if (view.parent !== view) view.parent.postMessage(CLOSE_MESSAGE, '*');
    else view.close();
  }, CLOSE_DELAY_MS);
}
