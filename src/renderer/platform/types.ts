export type PlatformKind = 'web' | 'desktop';

/** What differs between the website and the Electron window. Grows one capability at a time. */
export interface PlatformAdapter {
  readonly kind: PlatformKind;
  /** Built desktop pages load from file://, where only hash routing works. */
  readonly routerMode: 'browser' | 'hash';
  /** The installed app's version, or null where there is none (the website). */
  appVersion(): Promise<string | null>;
}
