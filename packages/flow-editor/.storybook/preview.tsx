import '@mantine/core/styles.css';
import '@app/chat-ui/styles.css';
import '@mantine/notifications/styles.css';
import '@xyflow/react/dist/style.css';
import { createStorybookPreview } from '@app/ui-testing';

export default createStorybookPreview();
