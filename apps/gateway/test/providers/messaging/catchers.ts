import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * Real servers the messaging tests deliver to: an SMTP server (the `smtp-server` package) and an
 * HTTP endpoint of the documented SMS shape, each on a free port of 127.0.0.1.
 */
export interface DeliveredMail {
  from: string;
  to: string[];
  raw: string;
}

export async function startSmtpCatcher(): Promise<{ url: string; mails: DeliveredMail[]; close(): Promise<void> }> {
  const mails: DeliveredMail[] = [];
  const server = new SMTPServer({
    // A local catcher: no TLS to negotiate and no login, as a development relay (MailHog, maildev) has.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        // Stored before the 250 reply, so the sender's promise resolves after the mail is readable here.
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, mails, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

export interface ReceivedSms {
  headers: IncomingHttpHeaders;
  body: { to: string; text: string; from?: string };
}

export async function startSmsEndpoint(): Promise<{ url: string; received: ReceivedSms[]; answer: { status: number }; close(): Promise<void> }> {
  const received: ReceivedSms[] = [];
  const answer = { status: 202 };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method === 'POST' && request.url === '/sms') {
        received.push({ headers: request.headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as ReceivedSms['body'] });
      }
      response.writeHead(request.url === '/sms' ? answer.status : 404, { 'content-type': 'application/json' }).end('{"id":"msg-1"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/sms`, received, answer, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The parts of a delivered message, decoded: enough MIME (RFC 2045-2047) to read what nodemailer writes. */
export interface ReadMail {
  headers: Record<string, string>;
  subject: string;
  parts: { type: string; text: string }[];
}

function decodeWords(value: string): string {
  return value.replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=\s*(?==\?)?/g, (_m, _charset: string, kind: string, data: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : Buffer.from(data.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_x, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'),
  );
}

function splitHeaders(entity: string): { headers: Record<string, string>; body: string } {
  const at = entity.indexOf('\r\n\r\n');
  const head = entity.slice(0, at).replace(/\r\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: entity.slice(at + 4) };
}

function decodeBody(body: string, encoding: string | undefined): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_x, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

export function readMail(raw: string): ReadMail {
  const { headers, body } = splitHeaders(raw);
  const boundary = /boundary="?([^";]+)"?/.exec(headers['content-type'] ?? '')?.[1];
  const entities = boundary
    ? body.split(`--${boundary}`).slice(1, -1).map((part) => splitHeaders(part.replace(/^\r\n/, '')))
    : [{ headers, body }];
  return {
    headers,
    subject: decodeWords(headers['subject'] ?? ''),
    parts: entities.map((entity) => ({
      type: (entity.headers['content-type'] ?? 'text/plain').split(';')[0]!.trim(),
      text: decodeBody(entity.body, entity.headers['content-transfer-encoding']),
    })),
  };
}
