// Widgets and third-party scripts (spec sections 2 "Widgets", 4 "Chat", 7 and 9): their timing
// constants, which scripts a site's widget ids stand for and the chat message event rule.
import type { Site } from '../../schemas/types/site';
import { scriptJson } from './text/script-json';

export const WIDGET_POPUP_DELAY_MS = 3000;
export const CHAT_OPEN_DELAY_MS = 1300;
const CHAT_EVENT_MAX_AGE_MS = 10_000;

export const CHAT_EVENTS = { open: 54, firstMessage: 55, laterMessage: 57 } as const;

/** A chat message counts as an event only when it is under 10 seconds old. */
export function chatMessageEvent(sentAtMs: number, nowMs: number, isFirst: boolean): 55 | 57 | null {
  if (!(nowMs - sentAtMs < CHAT_EVENT_MAX_AGE_MS) || sentAtMs > nowMs) return null;
  return isFirst ? CHAT_EVENTS.firstMessage : CHAT_EVENTS.laterMessage;
}

/**
 * A chat service's message time in ms. Services give epoch seconds or milliseconds; a number
 * below 10^12 is read as seconds (10^12 ms is 2001, 10^12 s is in the year 33658).
 */
export function chatTimestampMs(value: unknown): number | null {
  if (typeof value === 'string' && value.trim() !== '') return chatTimestampMs(Number.isFinite(Number(value)) ? Number(value) : Date.parse(value));
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return null;
  return value < 1e12 ? value * 1000 : value;
}

/**
 * Counts one page's chat messages (events 55 and 57): the first message that counts is 55, every
 * later one 57; a message 10 s old or older (history replayed when the widget loads) is not an event.
 */
export function chatMessageCounter(): (sentAtMs: number, nowMs: number) => 55 | 57 | null {
  let counted = 0;
  return (sentAtMs, nowMs) => {
    const id = chatMessageEvent(sentAtMs, nowMs, counted === 0);
    if (id) counted++;
    return id;
  };
}

export type ChatProvider = 'zendesk' | 'livechat' | 'podium' | 'impel';

export interface ThirdPartyScript {
  id: string;
  /** External script address, loaded with the page's CSP nonce. */
  src?: string;
  /** Inline bootstrap code, also with the nonce. */
  code?: string;
  /** `data-*` attributes the external script reads from its own element (names without `data-`). */
  data?: Record<string, string>;
}

type Widgets = NonNullable<Site['widgets']>;

const ID = /^[A-Za-z0-9_-]+$/;
const safe = (value: string | undefined): string | null => (value && ID.test(value.trim()) ? value.trim() : null);

/** The Search Console token for the home page's `google-site-verification` meta, when it is a plain token. */
export function siteVerification(widgets: Widgets | undefined): string | undefined {
  return safe(widgets?.google_site_verification) ?? undefined;
}

/** The Xtime service booking address (`widgets.xtime_url`), when it is an https URL. */
export function serviceBookingUrl(widgets: Widgets | undefined): string | undefined {
  const raw = widgets?.xtime_url?.trim();
  if (!raw) return undefined;
  try {
    return new URL(raw).protocol === 'https:' ? raw : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Podium's web chat: its organisation token (`podium_api_organization`) when the site has one, as
 * Podium's embed gives it (`widget.js#ORG_TOKEN=` and `data-organization-api-token`), else the
 * older location token (`podium_api_token`: `#API_TOKEN=` and `data-api-token`). Both are read by
 * the script from its own element, so a token given twice travels twice.
 */
function podiumScript(widgets: Widgets | undefined): ThirdPartyScript | null {
  const organization = safe(widgets?.podium_api_organization);
  const token = safe(widgets?.podium_api_token);
  if (!organization && !token) return null;
  const data: Record<string, string> = {};
  if (organization) data['organization-api-token'] = organization;
  if (token) data['api-token'] = token;
  const src = organization ? `https://connect.podium.com/widget.js#ORG_TOKEN=${organization}` : `https://connect.podium.com/widget.js#API_TOKEN=${token}`;
  return { id: 'podium-widget', src, data };
}

export function chatProvider(widgets: Widgets | undefined): ChatProvider | null {
  if (safe(widgets?.zendesk_key)) return 'zendesk';
  if (safe(widgets?.livechat_agent_group)) return 'livechat';
  if (podiumScript(widgets)) return 'podium';
  if (safe(widgets?.impel_chatbot_key)) return 'impel';
  return null;
}

/** The scripts a site's widget ids stand for (ids that are not plain tokens are ignored). */
export function thirdPartyScripts(widgets: Widgets | undefined): ThirdPartyScript[] {
  const out: ThirdPartyScript[] = [];
  const ga = (widgets?.google_analytics_id ?? '')
    .split(',')
    .map((s) => safe(s))
    .filter((s): s is string => !!s);
  if (ga.length) {
    out.push({ id: 'gtag', src: `https://www.googletagmanager.com/gtag/js?id=${ga[0]}` });
    out.push({
      id: 'gtag-config',
      code: `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());${ga.map((id) => `gtag('config','${id}');`).join('')}`,
    });
  }
  const gtm = safe(widgets?.gtm_id);
  if (gtm)
    out.push({
      id: 'gtm',
      code: `window.dataLayer=window.dataLayer||[];window.dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});`,
      src: `https://www.googletagmanager.com/gtm.js?id=${gtm}`,
    });
  const pixel = safe(widgets?.facebook_pixel);
  if (pixel)
    out.push({
      id: 'pixel',
      code: `!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[]}(window,document);fbq('init','${pixel}');fbq('track','PageView');`,
      src: 'https://connect.facebook.net/en_US/fbevents.js',
    });
  const zendesk = safe(widgets?.zendesk_key);
  if (zendesk) out.push({ id: 'ze-snippet', src: `https://static.zdassets.com/ekr/snippet.js?key=${zendesk}` });
  const livechat = safe(widgets?.livechat_agent_group);
  if (!zendesk && livechat)
    out.push({
      id: 'livechat',
      code: `window.__lc=window.__lc||{};window.__lc.group=${scriptJson(livechat)};`,
      src: 'https://cdn.livechatinc.com/tracking.js',
    });
  const podium = podiumScript(widgets);
  if (!zendesk && !livechat && podium) out.push(podium);
  const impel = safe(widgets?.impel_chatbot_key);
  if (impel) out.push({ id: 'impel', src: `https://chat.impel.ai/widget.js?key=${impel}` });
  return out;
}
