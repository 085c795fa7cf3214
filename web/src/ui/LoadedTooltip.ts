/** Mantine's Tooltip on its own, so TooltipOnDemand loads only it (and floating-ui), not the whole kit. */
export { Tooltip as LoadedTooltip } from '@mantine/core';
