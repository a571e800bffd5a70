import type { Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** How long `off` waits for the dropped connections to finish closing (they close in ms). */
const DRAIN_TIMEOUT_MS = 5_000;

/**
 * Takes a listening node:http server off its port (new connections refused, open ones dropped)
 * and back on the same address, for test outages (Gateway.pause/resume, scripts/stack.ts).
 *
 * Every socket is tracked from the server's 'connection' event and destroyed by `off`: node:http's
 * closeAllConnections reaches only connections its parser still holds, and a socket handed to an
 * 'upgrade' or 'connect' listener is no longer one of them, while server.close's callback waits
 * for every socket. One such socket (the gateway's CONNECT refusal, half-closed by a client that
 * keeps its end open: tests/integration/gateway-pause.test.ts) keeps close pending for ever, and
 * with it the WebKit suite's `POST /down`.
 *
 * Calls run in the order made, each after the one before has settled, and both are idempotent:
 * an `on` made while an `off` is under way brings the server up once that `off` is done, and the
 * wait in `off` is bounded, so an `on` never waits on a connection that will not close.
 */
export class ServerSwitch {
  private readonly sockets = new Set<Socket>();
  private address: AddressInfo | null = null;
  private last: Promise<void> = Promise.resolve();

  constructor(private readonly server: Server) {
    server.on('connection', (socket: Socket) => {
      this.sockets.add(socket);
      socket.once('close', () => this.sockets.delete(socket));
    });
  }

  /** Closes the port and destroys every open connection; resolves once they have all closed. */
  off(): Promise<void> {
    return this.inTurn(() => this.close());
  }

  /** Listens again where the server listened before `off` (a no-op while it is listening). */
  on(): Promise<void> {
    return this.inTurn(() => this.listen());
  }

  private inTurn(step: () => Promise<void>): Promise<void> {
    const run = this.last.then(step, step);
    this.last = run.catch(() => undefined);
    return run;
  }

  private close(): Promise<void> {
    const closed = this.server.listening ? this.closePort() : Promise.resolve();
    // The parser-tracked connections too, in case one came before this switch was attached.
    this.server.closeAllConnections();
    for (const socket of this.sockets) socket.destroy();
    return closed;
  }

  /** server.close's callback comes when the last connection has closed, bounded here. */
  private closePort(): Promise<void> {
    this.address = this.server.address() as AddressInfo;
    return new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.server.off('close', done);
        reject(new Error(`port ${this.address?.port} closed, but ${this.openSockets()}`));
      }, DRAIN_TIMEOUT_MS);
      const done = () => {
        clearTimeout(timer);
        resolve();
      };
      this.server.close(done);
    });
  }

  private openSockets(): string {
    const left = [...this.sockets].map((s) => `${s.remoteAddress}:${s.remotePort}`);
    return `${left.length} connection(s) did not close within ${DRAIN_TIMEOUT_MS} ms: ${left.join(', ')}`;
  }

  private listen(): Promise<void> {
    const address = this.address;
    if (this.server.listening || !address) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      const failed = (error: Error) => reject(new Error(`port ${address.port}: ${error.message}`));
      this.server.once('error', failed);
      this.server.listen(address.port, address.address, () => {
        this.server.off('error', failed);
        resolve();
      });
    });
  }
}
