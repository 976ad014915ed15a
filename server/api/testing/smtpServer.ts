// A real SMTP server on a free local port for tests that must see a mail arrive (invitations): no TLS,
// no required auth; it keeps every message it accepts, or refuses every recipient when told to.
import type net from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

export interface TestSmtp {
  url: string;
  received: ReceivedMail[];
  /** From now on every recipient is refused with 550 (a send fails). */
  refuse(on: boolean): void;
  close(): Promise<void>;
}

/** `onMail` is told of each accepted message as it arrives (the e2e stack writes them where test workers read). */
export async function startTestSmtp(options: { onMail?: (mail: ReceivedMail) => void } = {}): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  let refusing = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 1000,
    onRcptTo(_address, _session, callback) {
      callback(refusing ? Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }) : undefined);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = { to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') };
        received.push(mail);
        options.onMail?.(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuse: (on) => void (refusing = on),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The text of a received mail with quoted-printable soft breaks undone (long links wrap in transit). */
export const mailText = (mail: ReceivedMail): string => mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
