// A scriptable stand-in for an OpenAI-compatible server and Anthropic's Messages API, run as
// its own Node process (plain node:http) so the AI SDK talks to it over real HTTP.
//
//   node tests/support/fake-openai-server.mjs      → prints "fake-ai listening on http://127.0.0.1:<port>"
//
// API (what the SDK calls):
//   POST /v1/chat/completions   OpenAI chat completions
//   POST /v1/messages           Anthropic messages
// Each request is matched by the `model` in its JSON body to that model's script: a queue of
// replies, one used per request. With the queue empty the server answers 500 "unscripted", so
// a test that makes an unexpected call fails loudly.
//
// Admin (what tests call):
//   POST /__admin/script {model, replies: Reply[]}   replace the model's queue
//   GET  /__admin/requests?model=m                   requests received for the model, in order:
//                                                     {method, path, headers, body, at (ms)}
//   POST /__admin/reset                               forget all scripts and requests
//
// Reply: {
//   status?: number (200),
//   delayMs?: number,                   wait before answering (for timeouts)
//   headers?: Record<string,string>,    e.g. {"retry-after-ms": "20"}
//   content?: string,                   200: the assistant text (OpenAI message / Anthropic text block)
//   toolInput?: object,                 200, Anthropic: a tool_use block for the request's first tool
//   finishReason?: string,              OpenAI finish_reason / Anthropic stop_reason
//   error?: string,                     non-200: the error message, in the provider's error shape
//   raw?: string                        the exact body to send instead
//   replyFromPost?: true                200: {"reply": …} made from the <<<BEGIN POST>>> block of
//                                        the prompt (see replyFromPost below): on topic, in the
//                                        post's language, within the house style's length
//   repeat?: true                       stays in the queue: every later request gets it too
// }
import { createServer } from 'node:http';
import twitterText from 'twitter-text';

/**
 * A reply a model could have written for the reply function's prompt: the post's own words
 * (so it is on topic and in the post's language), without the punctuation the house style
 * bans, hashtags, links or mentions, repeated or cut to 205–245 of X's weighted characters.
 */
function replyFromPost(prompt) {
  const post = /<<<BEGIN POST>>>\n([\s\S]*?)\n<<<END POST>>>/.exec(prompt)?.[1] ?? '';
  const words = post
    .replace(/https?:\/\/\S+|[#@]\S+/g, ' ')
    .replace(/[\u2010-\u2015;:"“”«»„'‘’-]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const cjk = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/.test(post);
  const joiner = cjk ? '' : ' ';
  const weight = (text) => twitterText.parseTweet(text).weightedLength;
  let text = '';
  for (let i = 0; words.length > 0 && weight(text) < 205; i++)
    text = text ? `${text}${joiner}${words[i % words.length]}` : words[0];
  while (weight(text) > 245) text = [...text].slice(0, -1).join('').trimEnd();
  return text;
}

function promptOf(body) {
  return (body?.messages ?? [])
    .map((m) => (typeof m.content === 'string' ? m.content : JSON.stringify(m.content)))
    .join('\n');
}

const scripts = new Map();
const requests = [];

function send(res, status, body, headers = {}) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(text);
}

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function openAiBody(reply, model) {
  if (reply.error) return { error: { message: reply.error, type: 'invalid_request_error' } };
  return {
    id: `chatcmpl-${requests.length}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content: reply.content ?? '' },
        finish_reason: reply.finishReason ?? 'stop',
      },
    ],
    usage: { prompt_tokens: 10, completion_tokens: 20, total_tokens: 30 },
  };
}

function anthropicBody(reply, model, request) {
  if (reply.error) return { type: 'error', error: { type: 'api_error', message: reply.error } };
  const content =
    reply.toolInput !== undefined
      ? [
          {
            type: 'tool_use',
            id: `toolu_${requests.length}`,
            name: request?.tools?.[0]?.name ?? 'json',
            input: reply.toolInput,
          },
        ]
      : [{ type: 'text', text: reply.content ?? '' }];
  return {
    id: `msg_${requests.length}`,
    type: 'message',
    role: 'assistant',
    model,
    content,
    stop_reason: reply.finishReason ?? (reply.toolInput !== undefined ? 'tool_use' : 'end_turn'),
    stop_sequence: null,
    usage: { input_tokens: 10, output_tokens: 20 },
  };
}

async function handleApi(req, res, path) {
  const text = await readBody(req);
  let body = null;
  try {
    body = JSON.parse(text);
  } catch {
    // recorded as null: the test sees the request was not JSON
  }
  const model = body?.model ?? '';
  requests.push({ model, method: req.method, path, headers: req.headers, body, at: Date.now() });
  const queue = scripts.get(model);
  const scripted = queue?.[0]?.repeat ? queue[0] : queue?.shift();
  if (!scripted) return send(res, 500, { error: { message: `unscripted request for "${model}"` } });
  const reply = scripted.replyFromPost
    ? { ...scripted, content: JSON.stringify({ reply: replyFromPost(promptOf(body)) }) }
    : scripted;
  if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
  if (res.destroyed) return;
  const status = reply.status ?? 200;
  if (reply.raw !== undefined) return send(res, status, reply.raw, reply.headers);
  const payload =
    path === '/v1/messages' ? anthropicBody(reply, model, body) : openAiBody(reply, model);
  send(res, status, payload, reply.headers);
}

const server = createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  try {
    if (req.method === 'POST' && url.pathname === '/__admin/script') {
      const { model, replies } = JSON.parse(await readBody(req));
      scripts.set(model, [...replies]);
      return send(res, 200, { ok: true });
    }
    if (req.method === 'GET' && url.pathname === '/__admin/requests') {
      const model = url.searchParams.get('model');
      return send(
        res,
        200,
        requests.filter((r) => model === null || r.model === model),
      );
    }
    if (req.method === 'POST' && url.pathname === '/__admin/reset') {
      scripts.clear();
      requests.length = 0;
      return send(res, 200, { ok: true });
    }
    if (
      req.method === 'POST' &&
      (url.pathname === '/v1/chat/completions' || url.pathname === '/v1/messages')
    )
      return await handleApi(req, res, url.pathname);
    send(res, 404, { error: { message: `no route ${req.method} ${url.pathname}` } });
  } catch (error) {
    send(res, 500, { error: { message: `fake server error: ${error.message}` } });
  }
});

server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const { port } = server.address();
  console.log(`fake-ai listening on http://127.0.0.1:${port}`);
});

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    server.closeAllConnections();
    server.close(() => process.exit(0));
  });
}
