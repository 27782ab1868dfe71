import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFlowEditor } from '../test/storyDecorators';
import { ImageOutput } from './ImageOutput';

/** A 240×160 chart drawn as an SVG data URL, so the story needs no server. */
const chart = `data:image/svg+xml;base64,${btoa(
  '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="160"><rect width="240" height="160" fill="#f1f3f5"/>' +
    '<rect x="20" y="90" width="40" height="50" fill="#228be6"/><rect x="80" y="50" width="40" height="90" fill="#228be6"/>' +
    '<rect x="140" y="20" width="40" height="120" fill="#228be6"/></svg>',
)}`;

const meta = {
  title: 'Outputs/ImageOutput',
  component: ImageOutput,
  decorators: [withFlowEditor()],
  args: { path: chart },
} satisfies Meta<typeof ImageOutput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Zoom in (×1.2), out (×0.8), home, full screen and download. */
export const Chart: Story = {};

/** A stored upload that is not there: the image says it could not be loaded, and a download shows a toast. */
export const Missing: Story = { args: { path: 'flow-1/missing.png' } };
