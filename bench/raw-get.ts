/**
 * A GET as the benches compare it with the plain server: the body as sent (still compressed), its
 * length and encoding, and the headers the server wrote itself, so that the plain server can send
 * the very same bytes (plain-server.ts's header sets and answers).
 */
import http from 'node:http';

/** Headers Node's server adds by itself to every answer (the plain server's too). */
const ADDED_BY_NODE = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

export interface RawAnswer {
  status: number;
  bytes: number;
  /** The body as sent. */
  body: Buffer;
  encoding: string;
  /** The headers the server wrote, flat ([name, value, ...]), without those Node adds. */
  written: string[];
}

export function rawGet(url: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        const raw = response.rawHeaders;
        const written = raw.flatMap((value, i) => (i % 2 === 0 && !ADDED_BY_NODE.has(value.toLowerCase()) ? [value, raw[i + 1]!] : []));
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({ status: response.statusCode ?? 0, bytes: body.length, body, encoding: String(response.headers['content-encoding'] ?? 'identity'), written });
        });
      })
      .on('error', reject);
  });
}
