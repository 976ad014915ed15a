// The console's help widget is the product's own web chat, pointed at the support channel of the runtime
// configuration. The saga loads it once through this interface and mirrors open/closed into it; without
// a loader (or a support channel) it never loads and 'Need an Assistant?' stays disabled.

export interface HelpWidgetLoader {
  /** Resolves once the chat window of the channel is ready, with its caption. */
  load(channel: string): Promise<{ caption?: string }>;
  setOpen?(open: boolean): void;
  /** Called when the visitor closes the window from inside it; answers the unsubscribe. */
  onClosed?(listener: () => void): () => void;
}
