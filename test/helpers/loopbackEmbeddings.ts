// A real OpenAI-compatible embeddings endpoint on 127.0.0.1 for the editor tests: deterministic topic-word vectors,
// every request's texts recorded, and a failure on demand.

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Topic words: a text's vector counts them (plus a small constant), so sentences of one topic are near. */
const WORDS = ['invoice', 'seat', 'bill', 'backup', 'region', 'export'];

/** The vector the endpoint gives `text`. */
export function topicWordVector(text: string): number[] {
  const lower = text.toLowerCase();
  return [...WORDS.map((w) => lower.split(w).length - 1), 0.01];
}

export class LoopbackEmbeddings {
  /** The texts of each request, in order. */
  readonly requests: string[][] = [];
  /** Answers the next request with this status and body instead of the vectors, once. */
  failNext?: { status: number; body: string };

  private constructor(private readonly server: Server) {}

  static async start(): Promise<LoopbackEmbeddings> {
    const server = createServer();
    const endpoint = new LoopbackEmbeddings(server);
    server.on('request', (req, res) => {
      let raw = '';
      req.on('data', (d) => (raw += d));
      req.on('end', () => {
        const body = JSON.parse(raw) as { input: string[]; model: string };
        endpoint.requests.push(body.input);
        const failure = endpoint.failNext;
        endpoint.failNext = undefined;
        res.writeHead(failure?.status ?? 200, { 'content-type': 'application/json' });
        res.end(failure?.body ?? JSON.stringify({ object: 'list', model: body.model, data: body.input.map((t, index) => ({ object: 'embedding', index, embedding: topicWordVector(t) })) }));
      });
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    return endpoint;
  }

  /** The base URL to configure (`chunklens.embeddings.url`). */
  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  /** Every text sent so far (from request `from` on). */
  sent(from = 0): string[] {
    return this.requests.slice(from).flat();
  }

  stop(): Promise<void> {
    return new Promise((done) => this.server.close(() => done()));
  }
}
