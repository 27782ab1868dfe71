// Mantine's styles for what the page draws before the first message, one file each, instead of
// the whole styles.css (about 250 kB raw): the first load has a budget (bench/embed-size.bench.ts).
// The message list's own (markdown, tooltips, badges) come with it (messageList.ts). No
// default-css-variables.css: MantineProvider writes every variable (deduplicateCssVariables off).
// A component @app/chat-ui starts using needs its file here. Order matters (Mantine's documented
// order): the base components first, so Button's rules win over UnstyledButton's.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/ThemeIcon.css';
