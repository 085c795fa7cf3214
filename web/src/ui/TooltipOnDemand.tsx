import type { TooltipProps } from '@mantine/core';
import { cloneElement, type ReactElement, type Ref, Suspense, useEffect, useId, useRef, useState } from 'react';
import { lazyWithPreload } from '../lib/lazyWithPreload.ts';

/** What the wrapper adds to the element the tooltip explains. */
interface AnchorProps {
  ref?: Ref<HTMLElement>;
  onPointerEnter?: () => void;
  onPointerLeave?: () => void;
  onFocus?: () => void;
  onBlur?: () => void;
  'aria-describedby'?: string;
}

export interface TooltipOnDemandProps extends Omit<TooltipProps, 'children' | 'opened' | 'target'> {
  children: ReactElement<AnchorProps>;
}

const Tooltip = lazyWithPreload(() =>
  import('./LoadedTooltip.ts').then((module) => ({ default: module.LoadedTooltip })),
);

/**
 * Mantine's Tooltip, whose code (with floating-ui) loads when a pointer or the keyboard first reaches what it
 * explains: a page shows many small hints, and most visits read none. The explained element stays as it is (the
 * tooltip points at it rather than wrapping it), so focus and hover survive the load. It opens after `openDelay` on
 * hover, at once on focus, and closes when the pointer or the focus leaves.
 */
export function TooltipOnDemand({ children, openDelay = 0, ...tooltipProps }: TooltipOnDemandProps) {
  const [wanted, setWanted] = useState(false);
  const [opened, setOpened] = useState(false);
  const anchor = useRef<HTMLElement>(null);
  const id = useId();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const show = (delay: number) => {
    setWanted(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpened(true), delay);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setOpened(false);
  };
  return (
    <>
      {cloneElement(children, {
        ref: anchor,
        onPointerEnter: () => show(openDelay),
        onPointerLeave: hide,
        onFocus: () => show(0),
        onBlur: hide,
        'aria-describedby': opened ? id : undefined,
      })}
      {wanted && (
        <Suspense fallback={null}>
          <Tooltip {...tooltipProps} id={id} target={anchor} opened={opened} />
        </Suspense>
      )}
    </>
  );
}
