// The extension bridge's public entry: other features import from here only (lint:
// boundaries/public-entry). The bridge itself starts lazily from ExtensionBridge.tsx.
export { useBridgeStatus } from './bridge-status.ts';
