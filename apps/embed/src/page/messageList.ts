// The message list with its markdown stack (react-markdown, remark-gfm, rehype-sanitize and the
// parts for code, tables and thinking blocks) and the styles of the Mantine components only it
// draws, loaded apart from the page (LazyMessageList.tsx).
import './messageListStyles';

export { ChatMessageList } from '@app/chat-ui';
