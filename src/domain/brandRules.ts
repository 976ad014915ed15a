// The workspace's brand (the personalization page, workspace_settings.brand): its shape, defaults and
// the checks the page and the api share, word for word. Pure.

import { DEFAULT_WEBCHAT_SETTINGS, WEBCHAT_LIMITS, type WebchatPosition, type WebchatSettings } from './webchat';
import { isUuid, recordOrEmpty } from './validation';

export type BrandPosition = 'bottom-right' | 'bottom-left';
export const BRAND_POSITIONS: readonly BrandPosition[] = ['bottom-right', 'bottom-left'];
/** Whom customers see on an agent's message: the agent (name and picture) or the workspace (name and logo). */
export type BrandIdentity = 'agent' | 'workspace';
export const BRAND_IDENTITIES: readonly BrandIdentity[] = ['agent', 'workspace'];

export interface Brand {
  /** An upload id of the workspace's store (PNG, JPEG or SVG), or none. */
  logo: string | null;
  /** #rrggbb: the console's buttons and links, the mails' header. */
  accent: string;
  /** The web chat widget's defaults, used by every web chat channel that does not set its own. */
  caption: string;
  color: string;
  greeting: string;
  position: BrandPosition;
  identity: BrandIdentity;
}

/** What anyone outside the workspace may see of it: no ids of uploads, no settings. */
export interface BrandLook {
  name: string;
  accent: string;
  logoUrl: string | null;
}

export const DEFAULT_BRAND: Brand = {
  logo: null,
  accent: '#4f46e5',
  caption: DEFAULT_WEBCHAT_SETTINGS.caption,
  color: DEFAULT_WEBCHAT_SETTINGS.color,
  greeting: DEFAULT_WEBCHAT_SETTINGS.greeting,
  position: 'bottom-right',
  identity: 'agent',
};

export const BRAND_LIMITS = { caption: WEBCHAT_LIMITS.caption, greeting: WEBCHAT_LIMITS.greeting, logoBytes: 1024 * 1024 } as const;
export const LOGO_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/svg+xml'];
/** What the upload call's accept list says for a logo (the uploads module checks the bytes against it). */
export const LOGO_ACCEPT = 'png,jpg,jpeg,svg';
export const MIN_CONTRAST = 4.5;

export const BRAND_MESSAGES = {
  colour: 'Use a colour like #4f46e5',
  position: 'Choose bottom right or bottom left',
  identity: "Choose the agent's or the workspace's name",
  logo: 'Choose an uploaded image',
  logoType: 'The logo must be a PNG, JPEG or SVG image.',
  logoSize: 'The logo must be at most 1 MB.',
} as const;

const COLOR = /^#[0-9a-f]{6}$/i;

function channel(hex: string, at: number): number {
  const c = parseInt(hex.slice(at, at + 2), 16) / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2 contrast ratio of white text on this #rrggbb colour (1 to 21). */
export function contrastWithWhite(hex: string): number {
  const luminance = 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);
  return 1.05 / (luminance + 0.05);
}

/** Buttons put white text on the accent and the widget's colour: a colour it is hard to read on is refused. */
export function colourError(value: unknown): string | undefined {
  if (typeof value !== 'string' || !COLOR.test(value)) return BRAND_MESSAGES.colour;
  const ratio = contrastWithWhite(value);
  if (ratio >= MIN_CONTRAST) return undefined;
  return `White text on this colour is hard to read (contrast ${(Math.floor(ratio * 10) / 10).toFixed(1)}:1, at least ${MIN_CONTRAST}:1 needed): choose a darker colour.`;
}

function textError(value: unknown, max: number): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return 'Required';
  return value.trim().length > max ? `Max ${max} characters` : undefined;
}

/** Field errors of the brand form (empty when it can be saved). The logo's kind and owner are the api's to check. */
export function brandErrors(b: Partial<Record<keyof Brand, unknown>>): Partial<Record<keyof Brand, string>> {
  const errors: Partial<Record<keyof Brand, string>> = {
    logo: b.logo === null || isUuid(b.logo) ? undefined : BRAND_MESSAGES.logo,
    accent: colourError(b.accent),
    caption: textError(b.caption, BRAND_LIMITS.caption),
    color: colourError(b.color),
    greeting: textError(b.greeting, BRAND_LIMITS.greeting),
    position: BRAND_POSITIONS.includes(b.position as BrandPosition) ? undefined : BRAND_MESSAGES.position,
    identity: BRAND_IDENTITIES.includes(b.identity as BrandIdentity) ? undefined : BRAND_MESSAGES.identity,
  };
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined));
}

/** A picked logo file, before it is uploaded: its declared type and size (the api checks its bytes). */
export function logoFileError(file: { type: string; size: number }): string | undefined {
  if (!LOGO_TYPES.includes(file.type)) return BRAND_MESSAGES.logoType;
  return file.size > BRAND_LIMITS.logoBytes ? BRAND_MESSAGES.logoSize : undefined;
}

/** The brand as stored, read defensively: whatever is missing or unusable takes its default. */
export function readBrand(raw: unknown): Brand {
  const s = recordOrEmpty(raw);
  const pick = <K extends keyof Brand>(key: K, ok: (value: unknown) => boolean): Brand[K] => (ok(s[key]) ? (s[key] as Brand[K]) : DEFAULT_BRAND[key]);
  return {
    logo: pick('logo', isUuid),
    accent: pick('accent', (v) => colourError(v) === undefined),
    caption: pick('caption', (v) => textError(v, BRAND_LIMITS.caption) === undefined),
    color: pick('color', (v) => colourError(v) === undefined),
    greeting: pick('greeting', (v) => textError(v, BRAND_LIMITS.greeting) === undefined),
    position: pick('position', (v) => BRAND_POSITIONS.includes(v as BrandPosition)),
    identity: pick('identity', (v) => BRAND_IDENTITIES.includes(v as BrandIdentity)),
  };
}

/** The form's values as sent (checked by brandErrors): its fields only, texts trimmed, colours in lower case. */
export function normalizeBrand(b: Brand): Brand {
  return {
    logo: b.logo,
    accent: b.accent.toLowerCase(),
    caption: b.caption.trim(),
    color: b.color.toLowerCase(),
    greeting: b.greeting.trim(),
    position: b.position,
    identity: b.identity,
  };
}

const WIDGET_POSITION: Record<BrandPosition, WebchatPosition> = { 'bottom-right': 'right', 'bottom-left': 'left' };
const WIDGET_KEYS = ['caption', 'color', 'greeting', 'position'] as const;

/**
 * A web chat channel's look with the brand's defaults: a field the channel's own settings leave out, or
 * leave at the product's default, follows the brand; one the channel changed overrides it.
 */
export function widgetLookWithBrand(channelRaw: unknown, channelSettings: WebchatSettings, brand: Brand): WebchatSettings {
  const raw = recordOrEmpty(channelRaw);
  const fromBrand = { caption: brand.caption, color: brand.color, greeting: brand.greeting, position: WIDGET_POSITION[brand.position] };
  const look = { ...channelSettings };
  for (const key of WIDGET_KEYS) {
    const own = raw[key];
    if (own === undefined || own === DEFAULT_WEBCHAT_SETTINGS[key]) Object.assign(look, { [key]: fromBrand[key] });
  }
  return look;
}
