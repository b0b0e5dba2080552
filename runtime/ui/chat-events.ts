// Asks the site's chat widget to open (offer cards on chat sites, the chat button). The widget
// loader listens for this DOM event, so callers need not know which chat service a site uses.
export const OPEN_CHAT_EVENT = 'dealer:open-chat';

export function openChat(detail: Record<string, unknown> = {}): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(OPEN_CHAT_EVENT, { detail }));
}
