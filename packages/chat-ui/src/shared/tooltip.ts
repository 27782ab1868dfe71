// Mantine's Tooltip with its positioning code (floating-ui), as a chunk of its own (LazyTooltip.tsx).
export { Tooltip } from '@mantine/core';
