import { createContext, useContext } from 'react';

/**
 * The dialog that answers a blocked attempt: share (or its wait), payment, or sign-in (the
 * network's new-browser limit). Exactly one at a time, and nothing else for the same event.
 */
export type GatePrompt = 'share' | 'payment' | 'sign-in';

/** What a `ToolWrapper` offers the hooks inside it. */
export interface GateControls {
  toolId: string;
  /** The prompt dialog open now, if any. */
  prompt: GatePrompt | null;
  openPrompt(prompt: GatePrompt): void;
  /** Closes the given prompt (or whichever is open). */
  closePrompt(prompt?: GatePrompt): void;
  /** A generation succeeded on this page (the rating invitation appears). */
  reportUse(): void;
}

export const GateContext = createContext<GateControls | null>(null);

/** The enclosing wrapper's controls, or null outside a `ToolWrapper`. */
export function useGateControls(): GateControls | null {
  return useContext(GateContext);
}
