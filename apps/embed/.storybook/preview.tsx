import '../src/page/styles';
import '../src/page/messageListStyles';
import { createStorybookPreview } from '@app/ui-testing';

export default createStorybookPreview();
