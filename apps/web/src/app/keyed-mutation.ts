import { type MutateOptions, type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { isRefusal } from './api-client.ts';

/**
 * A fresh key for one user action: 128 random bits in hex. getRandomValues, unlike randomUUID, also works on
 * a page served over plain HTTP inside a network.
 */
export function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/** The input of one user action and the Idempotency-Key that names it. */
export interface KeyedInput<Input> {
  input: Input;
  key: string;
}

/** How many times a keyed write is sent again after a lost answer (a network failure or a server fault). */
const RESENDS = 2;

/**
 * A write whose operation honours an Idempotency-Key (decision 0035): each mutate() is one user action with a
 * fresh key, and the automatic resends of that action after a lost answer carry the same key, so the server
 * makes it once. Refusals (4xx) are answers and are not resent.
 */
export function useKeyedMutation<Input, Result>(
  call: (input: Input, key: string) => Promise<Result>,
  options: Omit<UseMutationOptions<Result, Error, KeyedInput<Input>>, 'mutationFn' | 'retry'> = {},
) {
  const mutation = useMutation({
    ...options,
    mutationFn: ({ input, key }: KeyedInput<Input>) => call(input, key),
    retry: (failures, error) => failures < RESENDS && !isRefusal(error),
  });
  const { mutate: send, mutateAsync: sendAsync } = mutation;
  type Options = MutateOptions<Result, Error, KeyedInput<Input>>;
  const mutate = useCallback(
    (input: Input, callbacks?: Options) => send({ input, key: newIdempotencyKey() }, callbacks),
    [send],
  );
  const mutateAsync = useCallback(
    (input: Input, callbacks?: Options) => sendAsync({ input, key: newIdempotencyKey() }, callbacks),
    [sendAsync],
  );
  return { ...mutation, mutate, mutateAsync };
}
