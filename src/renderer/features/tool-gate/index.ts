// The tool gate's public entry: tool pages import from here only (lint: boundaries/public-entry).
export { EngineNote } from './EngineNote.tsx';
export { ToolWrapper } from './ToolWrapper.tsx';
export { UsageIndicator } from './UsageIndicator.tsx';
export { useToolGeneration } from './use-tool-generation.ts';
