import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** nodemailer is loaded with the first message, not at start-up: a server sends mail now and then. */
function lazily<T>(make: (mailer: typeof nodemailer) => T): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => {
    made ??= import('nodemailer').then(({ default: mailer }) => make(mailer));
    return made;
  };
}

/**
 * SMTP when SMTP_URL is set; otherwise each message is written to DATA_DIR/outbox as an .eml file
 * (and its path logged), so a machine with no mail server still shows what would have been sent.
 */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  log: (message: string) => void;
}): Mailer {
  if (options.smtpUrl) {
    const transport = lazily((mailer) => mailer.createTransport(options.smtpUrl));
    return {
      async send(mail) {
        await (await transport()).sendMail({ from: options.from, ...mail });
      },
    };
  }
  const transport = lazily((mailer) =>
    mailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  );
  return {
    async send(mail) {
      const info = await (await transport()).sendMail({ from: options.from, ...mail });
      await mkdir(options.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(options.outboxDir, `${stamp}-${Math.random().toString(36).slice(2, 8)}.eml`);
      await writeFile(file, info.message as Buffer);
      options.log(`Mail to ${mail.to} written to ${file}`);
    },
  };
}
