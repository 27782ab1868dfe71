// The note palette (spec/3 section 9) as Mantine colours; the tint lies over the body colour so a
// note stays opaque in light and dark schemes. "transparent" shows the canvas through.
import type { NoteColor } from '@app/flow-graph';

const mantineColor: Record<Exclude<NoteColor, 'transparent'>, string> = {
  amber: 'yellow',
  neutral: 'gray',
  rose: 'pink',
  blue: 'blue',
  lime: 'lime',
};

export function noteBackground(color: NoteColor): string {
  if (color === 'transparent') return 'transparent';
  const tint = `var(--mantine-color-${mantineColor[color]}-light)`;
  return `linear-gradient(${tint}, ${tint}), var(--mantine-color-body)`;
}

/** The swatch of the colour picker. */
export function noteSwatch(color: NoteColor): string {
  return color === 'transparent' ? 'transparent' : `var(--mantine-color-${mantineColor[color]}-4)`;
}
