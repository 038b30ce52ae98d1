import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';

type Check = (value: string) => string | undefined;

/**
 * The form behaviour of the app's react-hook-form forms, for plain inputs: nothing is checked until the first
 * submit; from then on a field is checked again as it changes; a refused submit focuses the first wrong field.
 */
export function useCheckedForm<K extends string>(checks: Record<K, Check>, initial: Record<K, string>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  const submitted = useRef(false);
  const inputs = useRef<Partial<Record<K, HTMLInputElement | null>>>({});
  const names = Object.keys(checks) as K[];

  const field = (name: K) => ({
    name,
    value: values[name],
    error: errors[name],
    inputRef: (input: HTMLInputElement | null) => {
      inputs.current[name] = input;
    },
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.target.value;
      setValues((current) => ({ ...current, [name]: value }));
      if (submitted.current) setErrors((current) => ({ ...current, [name]: checks[name](value) }));
    },
  });

  /** Checks one field now and says whether it is good (the Microsoft button checks the organisation ID). */
  const checkField = (name: K): boolean => {
    const message = checks[name](values[name]);
    setErrors((current) => ({ ...current, [name]: message }));
    return message === undefined;
  };

  const handleSubmit = (onValid: (values: Record<K, string>) => void) => (event: FormEvent) => {
    event.preventDefault();
    submitted.current = true;
    const found: Partial<Record<K, string>> = {};
    for (const name of names) found[name] = checks[name](values[name]);
    setErrors(found);
    const wrong = names.find((name) => found[name] !== undefined);
    if (wrong) inputs.current[wrong]?.focus();
    else onValid(values);
  };

  return { values, field, checkField, handleSubmit };
}
