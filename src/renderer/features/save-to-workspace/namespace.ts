/** The texts of the save flow (locales/<language>/saveToWorkspace.json). */
export const SAVE_NAMESPACE = 'saveToWorkspace';
