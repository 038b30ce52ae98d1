import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id; the package exports it as a const enum, which isolated modules cannot read.
const ARGON2ID = 2;
// OWASP's argon2id baseline: 19 MiB memory, 2 iterations, 1 lane.
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/**
 * Hashing costs ~20 MiB and tens of milliseconds; a burst of sign-ins must queue rather than exhaust memory.
 * The cap is per process on purpose: it protects this process's memory, nothing else depends on it.
 */
export class PasswordHasher {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly concurrency: number) {}

  hash(password: string): Promise<string> {
    return this.limited(() => hash(password, ARGON2_OPTIONS));
  }

  /** False for a wrong password or a malformed hash; never throws for bad input. */
  verify(passwordHash: string, password: string): Promise<boolean> {
    return this.limited(() => verify(passwordHash, password).catch(() => false));
  }

  /** Spends the same work as a real check, so an unknown email answers as slowly as a wrong password. */
  async verifyAgainstNothing(password: string): Promise<false> {
    await this.verify(await this.dummyHash(), password);
    return false;
  }

  private dummy: Promise<string> | null = null;
  private dummyHash(): Promise<string> {
    this.dummy ??= hash('atrium-timing-equaliser', ARGON2_OPTIONS);
    return this.dummy;
  }

  private async limited<T>(work: () => Promise<T>): Promise<T> {
    if (this.running < this.concurrency) this.running++;
    // A finished hash hands its slot straight to the next in line, so the count never overshoots.
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
