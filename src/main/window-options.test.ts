import { describe, expect, it } from 'vitest';
import { mainWindowOptions, rendererLocation } from './window-options.ts';

describe('mainWindowOptions', () => {
  it('isolates and sandboxes the renderer and wires the preload script', () => {
    const options = mainWindowOptions({ preloadPath: '/app/out/preload/index.cjs' });
    expect(options.webPreferences).toMatchObject({
      preload: '/app/out/preload/index.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
    });
    expect(options.show).toBe(false);
    expect(options).not.toHaveProperty('icon');
  });

  it('sets the icon only when one is given', () => {
    expect(mainWindowOptions({ preloadPath: 'p', iconPath: '/i.png' }).icon).toBe('/i.png');
  });
});

describe('rendererLocation', () => {
  it('prefers the dev server URL', () => {
    expect(rendererLocation('http://localhost:5173', '/out/renderer')).toEqual({
      kind: 'url',
      url: 'http://localhost:5173',
    });
  });

  it('falls back to the built index.html', () => {
    expect(rendererLocation(undefined, '/out/renderer/')).toEqual({
      kind: 'file',
      path: '/out/renderer/index.html',
    });
  });
});
