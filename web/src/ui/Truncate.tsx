import { Text, type TextProps } from '@mantine/core';
import { TooltipOnDemand } from './TooltipOnDemand.tsx';

export interface TruncateProps extends Omit<TextProps, 'children' | 'truncate' | 'lineClamp'> {
  text: string;
  /** Width the text may take before it is cut; any CSS width. */
  maxWidth?: number | string;
}

/** Long text cut with an ellipsis (spec §9); the whole text shows on hover. CSS does the cut, so screen readers still read it all. */
export function Truncate({ text, maxWidth = '100%', ...textProps }: TruncateProps) {
  return (
    <TooltipOnDemand label={text} multiline maw={360} openDelay={300} withinPortal>
      <Text truncate="end" maw={maxWidth} {...textProps}>
        {text}
      </Text>
    </TooltipOnDemand>
  );
}
