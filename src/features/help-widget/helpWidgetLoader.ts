// The chat-assistant widget (the product's own web chat, a later issue) sits behind this interface:
// the saga loads it once and mirrors open/closed into it. Without a loader the widget never loads and
// 'Need an Assistant?' stays disabled.

export interface HelpWidgetLoader {
  /** Resolves once the widget's script is ready, optionally with its caption. */
  load(): Promise<{ caption?: string }>;
  setOpen?(open: boolean): void;
}
