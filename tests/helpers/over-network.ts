/**
 * A GET over a real socket, as a browser's would arrive: through the HTTP server's own listener
 * (the front lane, decision 0038), which `inject` does not reach. The answer's bytes as sent.
 */
import http from 'node:http';

export interface RawAnswer {
  status: number;
  /** As received, or as a Fastify reply's (for comparing the two paths). */
  headers: Record<string, string | string[] | number | undefined>;
  body: Buffer;
}

export function overNetwork(origin: string, url: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(`${origin}${url}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}
