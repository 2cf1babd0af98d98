/**
 * The bridge's source tags, apart from the schemas so a page can recognise the extension
 * without loading zod (see src/renderer/features/extension-bridge/ExtensionBridge.tsx).
 */
export const PAGE_SOURCE = 'replypilot-page';
export const EXTENSION_SOURCE = 'replypilot-extension';
