import Popper from '@mui/material/Popper';
import { styled } from '@mui/material/styles';
import { type ReactNode, useEffect, useRef, useState } from 'react';

/** The attribute that gives an element its hint: `<span data-hint="Edit entry 12">…</span>`. */
export const HINT_ATTRIBUTE = 'data-hint';

/** MUI's tooltip, drawn once: the same colours, type and spacing as its Tooltip below an element. */
const Hint = styled('div')(({ theme }) => ({
  backgroundColor: theme.alpha(theme.palette.grey[700], 0.92),
  color: theme.palette.common.white,
  fontFamily: theme.typography.fontFamily,
  fontSize: theme.typography.pxToRem(11),
  fontWeight: theme.typography.fontWeightMedium,
  lineHeight: '1.4em',
  borderRadius: theme.shape.borderRadius,
  padding: '4px 8px',
  margin: '14px 0',
  maxWidth: 300,
  overflowWrap: 'break-word',
  pointerEvents: 'none',
}));

/**
 * One tooltip for every element under it that has a `data-hint`: pointed at with a mouse or reached by the
 * keyboard, the element's hint shows below it. It stands for a Tooltip on each of many small buttons (a table's
 * row actions): each of those rendered a Popper and rendered itself twice when mounted, a large part of a
 * page of rows' first render. The hint is for the eye only; the buttons carry the same words as their names.
 * A disabled MUI button takes no pointer events, so a hint on a wrapper around it still shows.
 */
export function SharedHint({ children }: { children: ReactNode }) {
  const root = useRef<HTMLDivElement>(null);
  const [target, setTarget] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const hinted = (event: Event) =>
      event.target instanceof Element ? event.target.closest<HTMLElement>(`[${HINT_ATTRIBUTE}]`) : null;
    const onPointerOver = (event: PointerEvent) => {
      if (event.pointerType === 'mouse') setTarget(hinted(event));
    };
    const onFocusIn = (event: FocusEvent) => {
      const target = hinted(event);
      if (target && (event.target as Element).matches(':focus-visible')) setTarget(target);
    };
    const clear = () => setTarget(null);
    element.addEventListener('pointerover', onPointerOver);
    element.addEventListener('pointerleave', clear);
    element.addEventListener('focusin', onFocusIn);
    element.addEventListener('focusout', clear);
    element.addEventListener('click', clear);
    return () => {
      element.removeEventListener('pointerover', onPointerOver);
      element.removeEventListener('pointerleave', clear);
      element.removeEventListener('focusin', onFocusIn);
      element.removeEventListener('focusout', clear);
      element.removeEventListener('click', clear);
    };
  }, []);
  const text = target?.getAttribute(HINT_ATTRIBUTE);
  return (
    <div ref={root}>
      {children}
      <Popper
        open={Boolean(text)}
        anchorEl={target}
        placement="bottom"
        aria-hidden="true"
        sx={{ zIndex: 1500 }}
      >
        <Hint>{text}</Hint>
      </Popper>
    </div>
  );
}
