// Listens to the site's chat service for messages and hands each one's time to `onMessage`
// (the widgets chunk turns them into events 55 and 57 by runtime/lib/widgets.ts's rule).
// LiveChat reports every message with its time (history included when the widget loads);
// Zendesk's messenger only reports its unread count, so a rise is a message arriving now.
import { chatTimestampMs, type ChatProvider } from '../../runtime/lib/widgets';

interface LiveChatEvent {
  type?: string;
  timestamp?: unknown;
}

type ChatServices = Window & {
  LiveChatWidget?: { on?: (name: string, handler: (event: LiveChatEvent) => void) => void };
  zE?: (scope: string, name: string, handler: (count: number) => void) => void;
};

const MESSAGE_TYPES = new Set(['message', 'rich_message', 'file']);

/** Starts listening; returns whether the service offers messages to listen to. */
export function watchChatMessages(provider: ChatProvider, onMessage: (sentAtMs: number) => void, now: () => number = Date.now): boolean {
  const w = window as ChatServices;
  if (provider === 'livechat' && typeof w.LiveChatWidget?.on === 'function') {
    w.LiveChatWidget.on('new_event', (event) => {
      if (!event || !MESSAGE_TYPES.has(String(event.type))) return;
      const sentAt = chatTimestampMs(event.timestamp);
      if (sentAt !== null) onMessage(sentAt);
    });
    return true;
  }
  if (provider === 'zendesk' && typeof w.zE === 'function') {
    let unread = 0;
    w.zE('messenger:on', 'unreadMessages', (count) => {
      if (typeof count === 'number' && count > unread) onMessage(now());
      unread = typeof count === 'number' ? count : 0;
    });
    return true;
  }
  return false;
}
