import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '../../test-utils/render.tsx';
import { EngineNote } from './EngineNote.tsx';

afterEach(cleanup);

describe('EngineNote', () => {
  it('names the offline writer, without a cached badge for a fresh result', () => {
    render(<EngineNote engine={{ kind: 'offline' }} cached={false} />);
    expect(screen.getByText('Written by the built-in offline writer')).toBeTruthy();
    expect(screen.queryByText('Cached Result')).toBeNull();
  });

  it('names the model and shows Cached Result', () => {
    render(
      <EngineNote
        engine={{ kind: 'model', provider: 'openai-compatible', model: 'llama3.1:8b' }}
        cached
      />,
    );
    expect(screen.getByText('Written by llama3.1:8b')).toBeTruthy();
    expect(screen.getByText('Cached Result')).toBeTruthy();
  });

  it('says why the offline writer stood in for a failed model', () => {
    render(<EngineNote engine={{ kind: 'offline', fallbackReason: 'timeout' }} cached={false} />);
    expect(
      screen.getByText(
        'Written by the built-in offline writer because the AI model was unavailable (timeout)',
      ),
    ).toBeTruthy();
  });
});
