import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFlowEditor } from '../test/storyDecorators';
import type { PdfDocument } from './pdfDocument';
import { PdfOutput } from './PdfOutput';

/** A three-page document drawn on the canvas, standing in for PDF.js in the story. */
const drawnDocument: PdfDocument = {
  numPages: 3,
  async renderPage(pageNumber, canvas, scale) {
    canvas.width = 420 * scale;
    canvas.height = 594 * scale;
    const context = canvas.getContext?.('2d');
    if (!context) return;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.fillStyle = '#222';
    context.font = `${24 * scale}px sans-serif`;
    context.fillText(`第 ${pageNumber} 页`, 40 * scale, 80 * scale);
  },
  destroy: () => undefined,
};

const meta = {
  title: 'Outputs/PdfOutput',
  component: PdfOutput,
  decorators: [withFlowEditor()],
  args: { path: 'flow-1/report.pdf', load: async () => drawnDocument },
} satisfies Meta<typeof PdfOutput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Arrow keys turn pages while the page has focus; zoom in steps of 0.1. */
export const Pages: Story = {};

export const Broken: Story = { args: { load: async () => Promise.reject(new Error('Invalid PDF structure')) } };
