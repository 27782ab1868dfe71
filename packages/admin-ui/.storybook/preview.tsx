import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { createStorybookPreview } from '@app/ui-testing';

export default createStorybookPreview();
