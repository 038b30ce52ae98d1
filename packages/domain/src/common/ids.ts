// The Web Crypto global exists in browsers and in Node; the domain package compiles without either's typings.
declare const crypto: { getRandomValues<T extends Uint8Array>(array: T): T };

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
// Largest multiple of the alphabet size below 256: bytes above it are redrawn so every character is equally likely.
const UNBIASED_LIMIT = 256 - (256 % ALPHABET.length);

/**
 * A short random id (organisation ids are 8 characters, as are field ids later).
 * Uses the Web Crypto API so it runs in the browser and in Node alike.
 */
export function shortId(length = 8): string {
  let id = '';
  while (id.length < length) {
    const bytes = new Uint8Array(length * 2);
    crypto.getRandomValues(bytes);
    for (const byte of bytes) {
      if (byte < UNBIASED_LIMIT && id.length < length) id += ALPHABET[byte % ALPHABET.length];
    }
  }
  return id;
}

export const ORG_ID_LENGTH = 8;
