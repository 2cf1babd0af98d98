import { beforeEach, describe, expect, it } from 'vitest';
import { useWorkspaceStore } from './workspace-store.ts';

describe('workspace store', () => {
  beforeEach(() => useWorkspaceStore.setState({ revision: 0, foreignRevision: 0 }));

  it('counts every change, and marks only the ones made outside the panel as foreign', () => {
    const { changed } = useWorkspaceStore.getState();
    changed();
    expect(useWorkspaceStore.getState()).toMatchObject({ revision: 1, foreignRevision: 1 });
    changed('panel');
    changed('panel');
    expect(useWorkspaceStore.getState()).toMatchObject({ revision: 3, foreignRevision: 1 });
    changed('elsewhere');
    expect(useWorkspaceStore.getState()).toMatchObject({ revision: 4, foreignRevision: 4 });
  });
});
