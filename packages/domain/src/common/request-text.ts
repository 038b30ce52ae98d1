/**
 * Text no request may carry, whatever the route: PostgreSQL cannot store NUL in text, and a lone UTF-16
 * surrogate is not a character at all (it would be stored as U+FFFD, silently changed). Nesting is bounded
 * so that no body can exhaust the server's stack.
 */
export const requestTextMessages = {
  nul: 'Text cannot contain the NUL character (\\u0000).',
  loneSurrogate: 'Text cannot contain a lone UTF-16 surrogate (an invalid character).',
  tooDeep: 'The request is nested too deeply.',
} as const;

export const MAX_REQUEST_DEPTH = 64;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why this string may not be taken, or null. */
export function textRefusal(text: string): string | null {
  if (text.includes('\u0000')) return requestTextMessages.nul;
  if (LONE_SURROGATE.test(text)) return requestTextMessages.loneSurrogate;
  return null;
}

const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, 'g');

/** The text with what no request may carry taken out: NUL removed, a lone surrogate made U+FFFD. */
export function withoutRefusedText(text: string): string {
  return text.replaceAll('\u0000', '').replace(LONE_SURROGATES, '\uFFFD');
}

/**
 * The first refusal in a parsed value (strings and object keys at any depth), with the path to it, or null.
 * Iterative, so a deep value cannot overflow the stack while it is looked at.
 */
export function valueRefusal(value: unknown): { path: string; message: string } | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  while (stack.length > 0) {
    const { value: current, path, depth } = stack.pop() as (typeof stack)[number];
    if (typeof current === 'string') {
      const message = textRefusal(current);
      if (message) return { path, message };
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (depth >= MAX_REQUEST_DEPTH) return { path, message: requestTextMessages.tooDeep };
    for (const [key, child] of Object.entries(current)) {
      const childPath = path ? `${path}.${key}` : key;
      const message = textRefusal(key);
      if (message) return { path: childPath, message };
      stack.push({ value: child, path: childPath, depth: depth + 1 });
    }
  }
  return null;
}
