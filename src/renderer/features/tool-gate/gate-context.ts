import { createContext, useContext } from 'react';

export type GatePrompt = 'share' | 'payment';

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
