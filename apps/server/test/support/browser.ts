interface StoredCookie {
  value: string;
  path: string;
  expiresAt: number | null;
}

/** The last request the browser made: its answer, and where it was told to go next. */
export interface Hop {
  url: URL;
  status: number;
  location: URL | null;
}

/**
 * A very small browser for server-side redirect chains: real HTTP, manual redirects, and a cookie jar
 * per origin that honours Path, Max-Age and Expires (enough for a sign-in through an identity provider).
 */
export class Browser {
  private readonly jar = new Map<string, Map<string, StoredCookie>>();

  cookie(url: string | URL, name: string): string | undefined {
    const target = new URL(url);
    return this.cookiesFor(target).get(name);
  }

  setCookie(url: string | URL, name: string, value: string, path = '/'): void {
    const origin = new URL(url).origin;
    const cookies = this.jar.get(origin) ?? new Map<string, StoredCookie>();
    cookies.set(name, { value, path, expiresAt: null });
    this.jar.set(origin, cookies);
  }

  /** Follows redirects from `url` until `stopAt` says so (the URL is not requested) or a page answers. */
  async navigate(url: string | URL, stopAt: (next: URL) => boolean = () => false): Promise<Hop> {
    let current = new URL(url);
    for (let hops = 0; hops < 20; hops++) {
      const response = await fetch(current, {
        redirect: 'manual',
        headers: { cookie: this.header(current) },
      });
      this.store(current, response.headers.getSetCookie());
      const raw = response.headers.get('location');
      const location = raw ? new URL(raw, current) : null;
      await response.arrayBuffer();
      const hop = { url: current, status: response.status, location };
      if (!location || response.status < 300 || response.status >= 400 || stopAt(location)) return hop;
      current = location;
    }
    throw new Error(`too many redirects from ${url}`);
  }

  private cookiesFor(url: URL): Map<string, string> {
    const found = new Map<string, string>();
    const now = Date.now();
    for (const [name, cookie] of this.jar.get(url.origin) ?? []) {
      const inPath =
        url.pathname === cookie.path || url.pathname.startsWith(cookie.path.replace(/\/?$/, '/'));
      if (inPath && (cookie.expiresAt === null || cookie.expiresAt > now)) found.set(name, cookie.value);
    }
    return found;
  }

  private header(url: URL): string {
    return [...this.cookiesFor(url)].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  private store(url: URL, setCookies: string[]): void {
    const cookies = this.jar.get(url.origin) ?? new Map<string, StoredCookie>();
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const split = pair.indexOf('=');
      const name = pair.slice(0, split);
      const cookie: StoredCookie = { value: pair.slice(split + 1), path: '/', expiresAt: null };
      for (const attribute of attributes) {
        const [key = '', value = ''] = attribute.split('=');
        const lower = key.toLowerCase();
        if (lower === 'path') cookie.path = value || '/';
        if (lower === 'max-age') cookie.expiresAt = Date.now() + Number(value) * 1000;
        if (lower === 'expires' && cookie.expiresAt === null) cookie.expiresAt = Date.parse(value);
      }
      if (cookie.expiresAt !== null && cookie.expiresAt <= Date.now()) cookies.delete(name);
      else cookies.set(name, cookie);
    }
    this.jar.set(url.origin, cookies);
  }
}
