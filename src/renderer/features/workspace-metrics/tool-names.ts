import { BUILT_ROUTES } from '../../../shared/routes.ts';
import { findTool, TOOLS } from '../../../shared/tool-catalogue.ts';

/**
 * The route whose translated title names a saved item's tool: items carry the tool's slug
 * (or, from older clients, its English title). Null for a name the catalogue does not know.
 */
export function toolRouteId(toolName: string): string | null {
  const name = toolName.trim();
  const tool = findTool(name) ?? TOOLS.find((t) => t.title.toLowerCase() === name.toLowerCase());
  return (tool && BUILT_ROUTES.find((route) => route.path === tool.path)?.id) ?? null;
}
