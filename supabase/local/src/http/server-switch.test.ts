import { createServer, request, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterEach, expect, it } from 'vitest';
import { ServerSwitch } from './server-switch.ts';

let server: Server;

afterEach(() => {
  server?.closeAllConnections();
  server?.close();
});

async function listening(): Promise<string> {
  server = createServer((_req, res) => res.end('ok'));
  // A WebSocket endpoint's handshake: the socket leaves node:http's tracking once upgraded.
  server.on('upgrade', (_req, socket: Socket) => {
    socket.write(
      'HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n',
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** An open WebSocket's connection: resolves with the client's socket once upgraded. */
function upgraded(url: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { connection: 'Upgrade', upgrade: 'websocket' } });
    req.on('upgrade', (_res, socket: Socket) => resolve(socket));
    req.on('error', reject);
    req.end();
  });
}

const answer = (url: string) => fetch(url).then((res) => res.text());

it('drops an upgraded connection on off, refuses new ones, and answers again on on', async () => {
  const url = await listening();
  const serverSwitch = new ServerSwitch(server);
  const socket = await upgraded(url);
  const closed = new Promise((resolve) => socket.once('close', resolve));

  // server.close alone would wait for this socket for ever; off resolves once it is gone.
  await serverSwitch.off();
  await closed;
  await expect(answer(url)).rejects.toThrow();

  await serverSwitch.on();
  await serverSwitch.on();
  expect(await answer(url)).toBe('ok');
});

it('runs calls in order: an on made during an off leaves the server listening', async () => {
  const url = await listening();
  const serverSwitch = new ServerSwitch(server);
  await upgraded(url);

  await Promise.all([serverSwitch.off(), serverSwitch.on()]);
  expect(await answer(url)).toBe('ok');
  await Promise.all([serverSwitch.off(), serverSwitch.off()]);
  await expect(answer(url)).rejects.toThrow();
});
