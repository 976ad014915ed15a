// The settings of a channel type, as one schema: the api validates what an Administrator sends against
// it, and the console's generic channel settings page renders its form from it. Pure data and checks,
// shared by the api and the console. A type's own extras (the web chat's look, its snippet) are added by
// that type beside the generic form; they are not described here.

interface FieldBase {
  /** The key in the channel's `settings` object. */
  key: string;
  label: string;
  /** One sentence under the field: where to find the value at the provider. */
  help?: string;
  required?: boolean;
}

export type SettingsField =
  | (FieldBase & { kind: 'text' | 'url' | 'email'; max?: number; placeholder?: string; pattern?: { source: string; message: string } })
  /** Write-only: stored (sealed) by the api, never sent back to the browser; the form shows whether it is set. */
  | (FieldBase & { kind: 'secret'; max?: number })
  | (FieldBase & { kind: 'boolean'; default?: boolean })
  | (FieldBase & { kind: 'number'; min: number; max: number; default?: number })
  | (FieldBase & { kind: 'select'; options: readonly { value: string; label: string }[]; default?: string });

export interface ChannelSettingsSchema {
  fields: readonly SettingsField[];
  /**
   * How a channel of this type is connected, in a sentence or two for the settings page. For a type that
   * has no connector yet this is all the page shows: what it will take, without pretending it works.
   */
  howToConnect: string;
}

/** A value the settings page offers an Administrator to copy (the api's definition gives them per channel). */
export interface ChannelCopyValue {
  label: string;
  value: string;
  /** Shown as dots until asked (a verify token, a signing secret). */
  secret?: boolean;
  /** One sentence: where to paste it. */
  help?: string;
}
