import Skeleton from '@mui/material/Skeleton';
import { type ComponentType, lazy, Suspense } from 'react';
import type { FieldInputProps } from './field-input-props.ts';

/**
 * An input whose editor library is large (TipTap, CodeMirror, the date pickers) loads with the first form
 * that has such a field, not with every form. Until then a block of the editor's height holds its place,
 * so the fields below do not move when it arrives.
 */
export function lazyInput(
  load: () => Promise<ComponentType<FieldInputProps>>,
  height: number,
): ComponentType<FieldInputProps> {
  const Input = lazy(async () => ({ default: await load() }));
  return function LazyInput(props: FieldInputProps) {
    return (
      <Suspense
        fallback={<Skeleton variant="rounded" height={height} aria-label={`${props.label}, loading`} />}
      >
        <Input {...props} />
      </Suspense>
    );
  };
}
