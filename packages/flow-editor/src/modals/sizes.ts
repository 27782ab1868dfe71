// Named dialog sizes (spec/3 section 2): every editor dialog picks one of these instead of its own width.
export const MODAL_SIZES = {
  'x-small': 'min(420px, 92vw)',
  small: 'min(560px, 92vw)',
  medium: 'min(760px, 92vw)',
  large: 'min(1040px, 94vw)',
  'x-large': 'min(1320px, 96vw)',
  templates: 'min(1200px, 96vw)',
  'three-cards': 'min(1080px, 94vw)',
} as const;

export type ModalSize = keyof typeof MODAL_SIZES;
