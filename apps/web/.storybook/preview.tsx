import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { createStorybookPreview } from '@app/ui-testing';
import { theme } from '../src/theme/theme';

export default createStorybookPreview({ theme });
