/** What the chat page posts to the page framing it to close the chat window. */
export const CLOSE_MESSAGE = 'chat-bubble:close';
