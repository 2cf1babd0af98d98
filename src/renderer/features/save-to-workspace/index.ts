// The save flow's public entry: tool pages import from here only (lint: boundaries/public-entry).
export {
  SaveToWorkspaceButton,
  SAVED_MS,
  type SaveToWorkspaceProps,
} from './SaveToWorkspaceButton.tsx';
export { usePrepareSaveToWorkspace } from './use-prepare-save.ts';
export { excerpt, fitMetadata, MAX_METADATA_BYTES, type ItemMetadata } from './metadata.ts';
export {
  markdownDocument,
  markdownFacts,
  markdownList,
  markdownQuote,
  markdownSection,
} from './markdown.ts';
