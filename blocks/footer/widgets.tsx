// The widgets chunk, loaded after the page is interactive: the text-us popup (3 s, unless the
// visitor closed it before), the chat button (chat opens about 1.3 s after its script loads) and
// the site's third-party scripts with the page's CSP nonce, on the visitor's first interaction.
// GET /api/widgets lists scripts only in production, so dev and tests never request one.
import { useEffect, useId, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { PublicSite } from '../../runtime/lib/public-site';
import {
  CHAT_EVENTS,
  CHAT_OPEN_DELAY_MS,
  WIDGET_POPUP_DELAY_MS,
  chatMessageCounter,
  type ChatProvider,
  type ThirdPartyScript,
} from '../../runtime/lib/widgets';
import { trackEvent } from '../../runtime/data/events';
import { OPEN_CHAT_EVENT } from '../../runtime/ui/chat-events';
import { watchChatMessages } from './chat-messages';
import { pageNonce } from '../../runtime/ui/page-script';
import './widgets.css';

interface WidgetConfig {
  chat: ChatProvider | null;
  scripts: ThirdPartyScript[];
}

/** The chat services' scripts: loaded when the visitor opens chat. */
const CHAT_SCRIPT_IDS = new Set(['ze-snippet', 'livechat', 'podium-widget']);

const textUsClosedKey = (slug: string) => `text-us-closed:${slug}`;

function inject(script: ThirdPartyScript, nonce: string): Promise<void> {
  return new Promise((resolve) => {
    if (script.code) {
      const inline = document.createElement('script');
      inline.nonce = nonce;
      inline.textContent = script.code;
      document.head.appendChild(inline);
    }
    if (!script.src) return resolve();
    const el = document.createElement('script');
    el.nonce = nonce;
    el.async = true;
    el.id = script.id;
    el.src = script.src;
    for (const [name, value] of Object.entries(script.data ?? {})) el.setAttribute(`data-${name}`, value);
    el.onload = () => resolve();
    el.onerror = () => resolve();
    document.head.appendChild(el);
  });
}

type ChatWindow = Window & { zE?: (a: string, b: string) => void; LiveChatWidget?: { call: (m: string) => void }; PodiumWebChat?: { open: () => void } };

function openProvider(provider: ChatProvider): void {
  const w = window as ChatWindow;
  if (provider === 'zendesk') w.zE?.('messenger', 'open');
  else if (provider === 'livechat') w.LiveChatWidget?.call('maximize');
  else if (provider === 'podium') w.PodiumWebChat?.open();
}

function wasClosed(slug: string): boolean {
  try {
    return localStorage.getItem(textUsClosedKey(slug)) === '1';
  } catch {
    return false;
  }
}

function TextUsPopup({ site, delayMs = WIDGET_POPUP_DELAY_MS }: { site: Pick<PublicSite, 'slug' | 'phone' | 'name'>; delayMs?: number }) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  useEffect(() => {
    if (wasClosed(site.slug)) return;
    const timer = setTimeout(() => setOpen(true), delayMs);
    return () => clearTimeout(timer);
  }, [site.slug, delayMs]);
  if (!open) return null;
  const close = () => {
    setOpen(false);
    try {
      localStorage.setItem(textUsClosedKey(site.slug), '1');
    } catch {
      // Private mode: closed for this page only.
    }
  };
  return (
    <div className="text-us-popup" role="dialog" aria-modal="false" aria-labelledby={titleId} onKeyDown={(e) => e.key === 'Escape' && close()}>
      <h2 id={titleId}>Text us</h2>
      <p>Questions? Send {site.name} a text and we will reply shortly.</p>
      <a className="btn btn-primary" href={`sms:${site.phone.replace(/[^0-9+]/g, '')}`}>
        Text {site.phone}
      </a>
      <button type="button" className="text-us-close" aria-label="Close the text us message" onClick={close}>
        ×
      </button>
    </div>
  );
}

function ChatButton({ provider, script }: { provider: ChatProvider; script: ThirdPartyScript | undefined }) {
  const [state, setState] = useState<'idle' | 'loading' | 'open'>('idle');
  useEffect(() => {
    const onOpen = () => void start();
    window.addEventListener(OPEN_CHAT_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_CHAT_EVENT, onOpen);
  });
  const start = async () => {
    if (state !== 'idle') return openProvider(provider);
    setState('loading');
    if (script) await inject(script, pageNonce());
    const count = chatMessageCounter();
    watchChatMessages(provider, (sentAtMs) => {
      const id = count(sentAtMs, Date.now());
      if (id) trackEvent(id, { provider });
    });
    setTimeout(() => {
      openProvider(provider);
      trackEvent(CHAT_EVENTS.open, { provider });
      setState('open');
    }, CHAT_OPEN_DELAY_MS);
  };
  useEffect(() => {
    // widgets.css reserves the dock's room below the page and below focused elements.
    document.documentElement.classList.add('has-chat-dock');
    return () => document.documentElement.classList.remove('has-chat-dock');
  }, []);
  return (
    <div className="chat-dock">
      <button type="button" className="chat-button btn btn-primary" onClick={() => void start()} aria-busy={state === 'loading'}>
        {state === 'loading' ? 'Opening chat…' : 'Chat with us'}
      </button>
    </div>
  );
}

function Widgets({ site, config, popupAt }: { site: PublicSite; config: WidgetConfig; popupAt: number }) {
  const chatScript = config.scripts.find((s) => CHAT_SCRIPT_IDS.has(s.id));
  return (
    <>
      {site.display?.text_us === true && <TextUsPopup site={site} delayMs={Math.max(0, popupAt - performance.now())} />}
      {config.chat && <ChatButton provider={config.chat} script={chatScript} />}
    </>
  );
}

let config: Promise<WidgetConfig> | null = null;

/** The site's widget settings, fetched once per page load. */
function widgetConfig(): Promise<WidgetConfig> {
  config ??= (async () => {
    try {
      const res = await fetch('/api/widgets', { headers: { Accept: 'application/json' } });
      if (res.ok) return (await res.json()) as WidgetConfig;
    } catch (error) {
      console.warn('Widgets not loaded', error);
    }
    return { chat: null, scripts: [] };
  })();
  return config;
}

let started = false;

/** Starts the widgets; the text-us popup opens at `popupAt` (a performance.now() time: 3 s after the page loaded). */
export async function startWidgets(site: PublicSite, { popupAt = performance.now() + WIDGET_POPUP_DELAY_MS }: { popupAt?: number } = {}): Promise<void> {
  if (started) return;
  started = true;
  const settings = await widgetConfig();
  if (site.display?.text_us !== true && !settings.chat) return;
  const host = document.createElement('div');
  host.id = 'site-widgets';
  document.body.appendChild(host);
  createRoot(host).render(<Widgets site={site} config={settings} popupAt={popupAt} />);
}

let injected = false;

/**
 * Injects the analytics, tag manager and pixel scripts; called on the visitor's first interaction
 * only (never by the popup's timer), so a page nobody touches requests nothing off the site. A
 * script that fails to load is skipped: nothing is thrown. Chat scripts load when chat is opened.
 */
export async function startThirdPartyScripts(): Promise<void> {
  if (injected) return;
  injected = true;
  const { scripts } = await widgetConfig();
  const nonce = pageNonce();
  for (const script of scripts) if (!CHAT_SCRIPT_IDS.has(script.id)) void inject(script, nonce);
}
