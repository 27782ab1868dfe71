// Styles of the Mantine components only the message list draws (markdown, tooltips, badges, code),
// and the chat's own stylesheet (KaTeX's), loaded with it (messageList.ts), after the page's own (styles.ts).
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Tooltip.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Typography.css';
import '@app/chat-ui/styles.css';
