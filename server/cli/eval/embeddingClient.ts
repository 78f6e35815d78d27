// Embeds texts through an OpenAI-compatible `POST {base}/embeddings` endpoint (OpenAI, Azure OpenAI, Ollama,
// vLLM, LM Studio, Hugging Face TEI): batched requests, a timeout per request, retries with backoff on network
// failures, 429 and 5xx, and an error naming the endpoint and the cause when it gives up. Shared by the command
// line and the language server (server/features/embedDocuments.ts); it needs only `fetch` and timers, so it runs in
// a web worker too.

/** The request settings the `--embeddings-*` flags (and the editor's `chunklens.embeddings.*`) default to. */
export const EMBEDDING_DEFAULTS = { keyEnv: 'OPENAI_API_KEY', batchSize: 64, timeoutS: 60, retries: 3 } as const;

/** An OpenAI-compatible embeddings endpoint (`POST {url}/embeddings`). */
export interface EmbeddingEndpoint {
  /** Base URL up to and including the API version, e.g. `https://api.openai.com/v1`. */
  url: string;
  model: string;
  /** The environment variable holding the API key; unset or empty means no Authorization header. */
  keyEnv: string;
  batchSize: number;
  timeoutMs: number;
  retries: number;
  /** The folder of the embedding cache. */
  cacheDir: string;
}

/** What the client needs besides the endpoint: the API key's value, and the wait before retry n (0-based). */
export interface EmbeddingRequestOptions {
  apiKey?: string;
  retryDelayMs?: (attempt: number) => number;
}

/** An embeddings request that failed for good; its message is the one the CLI prints (exit 2). */
export class EmbeddingError extends Error {}

/** What a request reads of an endpoint (the editor has no on-disk cache folder). */
export type EmbeddingRequestEndpoint = Omit<EmbeddingEndpoint, 'cacheDir'>;

/** The vectors of `texts` in order, `endpoint.batchSize` texts a request; throws an EmbeddingError. */
export async function embedTexts(endpoint: EmbeddingRequestEndpoint, texts: readonly string[], options: EmbeddingRequestOptions = {}): Promise<number[][]> {
  const vectors: number[][] = [];
  for (let i = 0; i < texts.length; i += endpoint.batchSize) {
    vectors.push(...(await embedBatch(endpoint, texts.slice(i, i + endpoint.batchSize), options)));
  }
  return vectors;
}

async function embedBatch(endpoint: EmbeddingRequestEndpoint, input: string[], options: EmbeddingRequestOptions): Promise<number[][]> {
  const url = `${endpoint.url}/embeddings`;
  const delay = options.retryDelayMs ?? ((attempt: number) => 500 * 2 ** attempt);
  let lastProblem = '';
  for (let attempt = 0; attempt <= endpoint.retries; attempt++) {
    if (attempt > 0) await new Promise((done) => setTimeout(done, delay(attempt - 1)));
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}) },
        body: JSON.stringify({ model: endpoint.model, input }),
        signal: AbortSignal.timeout(endpoint.timeoutMs),
      });
    } catch (error) {
      const cause = (error as Error).name === 'TimeoutError' ? `no answer within ${endpoint.timeoutMs / 1000} s` : `unreachable (${causeOf(error)})`;
      lastProblem = cause;
      continue;
    }
    const body = await response.text().catch(() => '');
    if (response.status === 429 || response.status >= 500) {
      lastProblem = `HTTP ${response.status}${excerpt(body)}`;
      continue;
    }
    if (!response.ok) throw new EmbeddingError(`${url}: HTTP ${response.status}${excerpt(body)}${response.status === 401 || response.status === 403 ? ` (check the API key in $${endpoint.keyEnv})` : ''}`);
    return readVectors(url, body, input.length);
  }
  throw new EmbeddingError(`${url}: ${lastProblem}; gave up after ${endpoint.retries + 1} attempts`);
}

/** The vectors of an embeddings response body, in input order (by `index` when the items carry one). */
function readVectors(url: string, body: string, count: number): number[][] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw new EmbeddingError(`${url}: the response is not JSON${excerpt(body)}`);
  }
  const data = (parsed as { data?: unknown })?.data;
  if (!Array.isArray(data) || data.length !== count) throw new EmbeddingError(`${url}: expected "data" with ${count} embeddings, got ${Array.isArray(data) ? data.length : 'none'}`);
  const vectors: number[][] = new Array(count);
  data.forEach((item: { embedding?: unknown; index?: unknown }, i) => {
    const at = typeof item?.index === 'number' ? item.index : i;
    const v = item?.embedding;
    if (!Array.isArray(v) || v.length === 0 || !v.every((x) => typeof x === 'number' && Number.isFinite(x)) || at < 0 || at >= count) {
      throw new EmbeddingError(`${url}: data[${i}] is not an embedding (a list of numbers)`);
    }
    vectors[at] = v as number[];
  });
  if (vectors.some((v) => v === undefined)) throw new EmbeddingError(`${url}: the response repeats an index and misses another`);
  return vectors;
}

function causeOf(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error as Error).message;
}

function excerpt(body: string): string {
  const flat = body.replace(/\s+/g, ' ').trim();
  return flat ? `: ${flat.length > 200 ? `${flat.slice(0, 200)}…` : flat}` : '';
}
