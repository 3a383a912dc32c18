/**
 * A TCP proxy in front of PostgreSQL (the local server, or the one a URL names) for tests that
 * lose a connection at a chosen moment: `cutAt(text, nth)` cuts the connection that sends the
 * `nth` query naming `text`, before that query reaches the database (what a failover between two
 * queries does); `close()` refuses new connections and cuts the open ones, `open()` lets them
 * through again. Used by the API suite (in-process apps) and the operations suite (processes).
 */
import net from 'node:net';

const PG_PORT = Number(process.env.PGPORT ?? 5432);
const PG_HOST = process.env.PGHOST ?? '127.0.0.1';

export class CuttingProxy {
  private server: net.Server | undefined;
  private readonly sockets = new Set<net.Socket>();
  private cut: { text: string; left: number } | undefined;
  private readonly upstream: { host: string; port: number };

  /** `upstreamUrl`: the server to forward to (default: PGHOST and PGPORT, else 127.0.0.1:5432). */
  constructor(readonly port: number, upstreamUrl?: string) {
    const url = upstreamUrl ? new URL(upstreamUrl) : undefined;
    this.upstream = url ? { host: url.hostname, port: Number(url.port || 5432) } : { host: PG_HOST, port: PG_PORT };
  }

  /** The PostgreSQL address `url` names, through this proxy. */
  through(url: string): string {
    const proxied = new URL(url);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(this.port);
    return proxied.toString();
  }

  cutAt(text: string, nth = 1): void {
    this.cut = { text, left: nth };
  }

  /** Whether the cut asked for has not happened yet. */
  get cutPending(): boolean {
    return this.cut !== undefined;
  }

  async open(): Promise<void> {
    const server = net.createServer((client) => {
      const upstream = net.connect(this.upstream.port, this.upstream.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.on('data', (chunk: Buffer) => {
        if (this.cut && chunk.includes(this.cut.text) && --this.cut.left === 0) {
          this.cut = undefined;
          client.destroy();
          upstream.destroy();
          return;
        }
        if (!upstream.write(chunk)) client.pause();
      });
      client.on('end', () => upstream.end());
      upstream.on('drain', () => client.resume());
      upstream.pipe(client);
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', resolve);
    });
    this.server = server;
  }

  async close(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const socket of this.sockets) socket.destroy();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
