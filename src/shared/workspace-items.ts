/**
 * The title an item gets when the tool gave none, wherever it is saved (the website, a magic
 * link's arrival): '{content type} from {tool}'.
 */
export function defaultItemTitle(contentType: string, toolName: string): string {
  return `${contentType} from ${toolName}`;
}
