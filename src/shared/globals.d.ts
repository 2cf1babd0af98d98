// The only globals src/shared may use besides ECMAScript's own (checked by tsconfig.shared.json,
// which has no DOM lib and no Node types). src/shared runs in browsers, the Electron renderer,
// Node (server, main process), Deno (Edge Functions) and workers, so it gets the small
// web-standard set that every one of them provides, typed as a subset of lib.dom's shapes,
// instead of the whole DOM lib (which would let `document` or `localStorage` slip in).
// Left out on purpose: fetch (no network in shared code), timers and console (callers schedule
// and log). Add a global here only if every runtime above has it. This file is excluded from
// tsconfig.json and tsconfig.web.json, where lib.dom and @types/node declare the real thing.

declare class TextEncoder {
  readonly encoding: string;
  encode(input?: string): Uint8Array<ArrayBuffer>;
}

declare class TextDecoder {
  constructor(label?: string, options?: { fatal?: boolean; ignoreBOM?: boolean });
  readonly encoding: string;
  decode(input?: ArrayBuffer | ArrayBufferView, options?: { stream?: boolean }): string;
}

declare class URLSearchParams {
  constructor(init?: string[][] | Record<string, string> | string | URLSearchParams);
  readonly size: number;
  append(name: string, value: string): void;
  delete(name: string, value?: string): void;
  get(name: string): string | null;
  getAll(name: string): string[];
  has(name: string, value?: string): boolean;
  set(name: string, value: string): void;
  sort(): void;
  toString(): string;
  entries(): IterableIterator<[string, string]>;
  keys(): IterableIterator<string>;
  values(): IterableIterator<string>;
  [Symbol.iterator](): IterableIterator<[string, string]>;
}

declare class URL {
  constructor(url: string | URL, base?: string | URL);
  hash: string;
  host: string;
  hostname: string;
  href: string;
  readonly origin: string;
  password: string;
  pathname: string;
  port: string;
  protocol: string;
  search: string;
  readonly searchParams: URLSearchParams;
  username: string;
  toString(): string;
  toJSON(): string;
}

declare const crypto: {
  getRandomValues<
    T extends Int8Array | Uint8Array | Int16Array | Uint16Array | Int32Array | Uint32Array,
  >(
    array: T,
  ): T;
  randomUUID(): `${string}-${string}-${string}-${string}-${string}`;
};
