// Issue 19 §4: do slow and idle clients hold the server? Boots the gateway in-process with the
// configured (default unless the environment says otherwise) HTTP timeouts, opens N raw sockets, a third
// sending nothing, a third half the request headers and a third the headers and half the body, and
// counts how many are still open as time passes. Alongside, a socket.io client on the long-polling
// transport stays idle past its 25 s ping interval and must still receive a pushed balance change.
//
//   npx tsx --tsconfig apps/gateway/tsconfig.json bench/slow-clients.ts [--sockets=1500] [--seconds=75]
import net from 'node:net';
import { randomUUID } from 'node:crypto';
import { io as connect } from 'socket.io-client';
import { LIVE_PATH, BALANCE_EVENT } from '../apps/gateway/src/plugins/app/live';
import { bootGateway, operatorCredit, sessionFor } from './lib/in-process';

const arg = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const SOCKETS = arg('sockets', 1500);
const SECONDS = arg('seconds', 75);
const PORT = 3919;
const base = `http://127.0.0.1:${PORT}`;

const gateway = await bootGateway({}, PORT);
const server = gateway.server;
console.log(`timeouts: headers ${server.headersTimeout} ms, request ${server.requestTimeout} ms, keep-alive ${server.keepAliveTimeout} ms, idle ${server.timeout} ms`);

const kinds = ['idle', 'half headers', 'half body'] as const;
const sockets = Array.from({ length: SOCKETS }, (_, i) => {
  const kind = kinds[i % kinds.length]!;
  const entry = { kind, open: true };
  const socket = net.connect(PORT, '127.0.0.1', () => {
    if (kind === 'half headers') socket.write('GET /health/live HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
    if (kind === 'half body') socket.write('POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"u":"');
  });
  socket.on('error', () => undefined);
  socket.on('close', () => {
    entry.open = false;
  });
  socket.resume();
  return { ...entry, entry, socket };
});

const demo = await sessionFor(gateway, 'FORTUNA', 'demo01');
const live = connect(base, { path: LIVE_PATH, auth: { token: demo.token }, transports: ['polling'], reconnection: false });
await new Promise<void>((resolve, reject) => {
  live.once('welcome', () => resolve());
  live.once('connect_error', reject);
});
const liveId = live.id;
let disconnects = 0;
live.on('disconnect', () => disconnects++);

const started = Date.now();
let answered = 0;
let failed = 0;
for (let t = 5; t <= SECONDS; t += 5) {
  await new Promise((resolve) => setTimeout(resolve, started + t * 1000 - Date.now()));
  try {
    if ((await fetch(`${base}/health/live`)).ok) answered++;
    else failed++;
  } catch {
    failed++;
  }
  const open = kinds.map((kind) => `${kind} ${sockets.filter((s) => s.kind === kind && s.entry.open).length}`).join(', ');
  console.log(`t=${t}s open: ${sockets.filter((s) => s.entry.open).length} of ${SOCKETS} (${open})`);
}

const heard = new Promise<boolean>((resolve) => {
  const timer = setTimeout(() => resolve(false), 15_000);
  live.once(BALANCE_EVENT, () => {
    clearTimeout(timer);
    resolve(true);
  });
});
await operatorCredit(base, 'FORTUNA', 'demo01', 1_00, randomUUID());
console.log(
  `long-polling after ${SECONDS} s idle: event ${(await heard) ? 'received' : 'MISSED'}, transport ${live.io.engine.transport.name}, same session ${live.id === liveId}, disconnects ${disconnects}`,
);
console.log(`normal calls during the run: ${answered} answered, ${failed} failed`);
live.close();
for (const s of sockets) s.socket.destroy();
await gateway.close();
