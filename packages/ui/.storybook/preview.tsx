import '@mantine/core/styles.css';
import { createStorybookPreview } from '@app/ui-testing';

export default createStorybookPreview();
