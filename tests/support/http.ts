// Raw HTTP for attack tests: unlike fetch, it sends the path byte for byte (no URL
// normalisation) and any Host, Origin or proxy header the attacker chooses.
import http from 'node:http';

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  json<T = Record<string, unknown>>(): T;
}

export function rawRequest(
  baseUrl: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawResponse> {
  const base = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: base.hostname,
        port: base.port,
        method: options.method ?? 'GET',
        path,
        headers: {
          ...(options.body !== undefined
            ? {
                'content-type': 'application/json',
                'content-length': String(Buffer.byteLength(options.body)),
              }
            : {}),
          ...options.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            text,
            json: <T>() => JSON.parse(text) as T,
          });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    if (options.body !== undefined) request.write(options.body);
    request.end();
  });
}

/**
 * Spellings of one API path that a router might take for the same route: percent-encoding
 * of each letter, double encoding, case, doubled and trailing slashes, trailing dots, dot
 * segments and an encoded slash.
 */
export function pathSpellings(path: string): string[] {
  const segments = path.split('/');
  const last = segments.pop()!;
  const head = segments.join('/');
  const hex = (ch: string) => `%${ch.charCodeAt(0).toString(16).padStart(2, '0')}`;
  const spellings = new Set<string>([path]);
  for (let i = 0; i < last.length; i++)
    spellings.add(`${head}/${last.slice(0, i)}${hex(last[i]!)}${last.slice(i + 1)}`);
  spellings.add(`${head}/${[...last].map(hex).join('')}`);
  spellings.add(`${head}/%25${last.charCodeAt(0).toString(16)}${last.slice(1)}`);
  spellings.add(`${head}/${last.toUpperCase()}`);
  spellings.add(path.toUpperCase());
  spellings.add(`${head}//${last}`);
  spellings.add(`${path}/`);
  spellings.add(`${path}.`);
  spellings.add(`${path}%2F`);
  spellings.add(`${path}%20`);
  spellings.add(`${head}/./${last}`);
  spellings.add(`${head}/x/../${last}`);
  spellings.add(`${head}/%2e%2e/${segments.at(-1)}/${last}`);
  spellings.add(path.replace('/auth/', '/%61uth/'));
  spellings.add(path.replace('/auth/', '//auth/'));
  return [...spellings];
}
