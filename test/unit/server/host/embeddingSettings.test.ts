import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ConfigProblem } from '../../../../shared/config/config';
import { readEmbeddingSettings } from '../../../../server/host/embeddingSettings';
import { readEditorSettings } from '../../../../server/host/settings';

function read(raw: unknown): { endpoint: ReturnType<typeof readEmbeddingSettings>; problems: ConfigProblem[] } {
  const problems: ConfigProblem[] = [];
  return { endpoint: readEmbeddingSettings(raw, problems), problems };
}

describe('chunklens.embeddings settings', () => {
  it('VS Code defaults (empty url and model) configure no endpoint and report nothing', () => {
    assert.deepEqual(read({ url: '', model: '', keyEnv: 'OPENAI_API_KEY' }), { endpoint: undefined, problems: [] });
    assert.deepEqual(read(undefined), { endpoint: undefined, problems: [] });
  });

  it('a url and a model give the endpoint with the command line\'s batch, timeout and retries, the url without trailing slashes', () => {
    const { endpoint, problems } = read({ url: 'http://127.0.0.1:11434/v1/', model: 'nomic-embed-text', keyEnv: 'MY_KEY' });
    assert.deepEqual(problems, []);
    assert.deepEqual(endpoint, { url: 'http://127.0.0.1:11434/v1', model: 'nomic-embed-text', keyEnv: 'MY_KEY', batchSize: 64, timeoutMs: 60_000, retries: 3 });
  });

  it('an empty keyEnv reads the key from OPENAI_API_KEY, as the command line does', () => {
    assert.equal(read({ url: 'https://api.openai.com/v1', model: 'text-embedding-3-small', keyEnv: '' }).endpoint?.keyEnv, 'OPENAI_API_KEY');
  });

  it('a half-configured endpoint is reported on the missing setting and not called', () => {
    const { endpoint, problems } = read({ url: 'https://api.openai.com/v1', model: '' });
    assert.equal(endpoint, undefined);
    assert.deepEqual(problems.map((p) => p.path), ['chunklens.embeddings.model']);
  });

  it('a url that is not http(s), a key variable that is not a name and unknown keys are each reported by path', () => {
    const { endpoint, problems } = read({ url: 'ftp://host', model: 'm', keyEnv: 'sk-123 secret', apiKey: 'sk-123' });
    assert.equal(endpoint, undefined);
    assert.deepEqual(problems.map((p) => p.path).sort(), ['chunklens.embeddings.apiKey', 'chunklens.embeddings.keyEnv', 'chunklens.embeddings.url']);
  });

  it('the editor settings carry the endpoint, and `embeddings` is a known key', () => {
    const { settings, problems } = readEditorSettings({ embeddings: { url: 'http://localhost:8080', model: 'bge-small-en-v1.5' } });
    assert.deepEqual(problems, []);
    assert.equal(settings.embeddings?.url, 'http://localhost:8080');
    assert.equal(settings.embeddings?.model, 'bge-small-en-v1.5');
  });
});
