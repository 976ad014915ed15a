import type { VisitorMessage } from '../domain/webchat';
import { VisitorApiError } from './visitorApi';
import { mergeMessages } from './webchatRules';
import type { FormState, WindowStore } from './windowStore';

export const SENT: FormState = { status: 'sent', errors: {}, error: null };

/**
 * How the window sends one of its forms (the offline form, the pre-chat form): field errors found here
 * or by the api show beside the fields; a message the form carried joins the conversation.
 */
export function createFormSender(
  store: WindowStore,
  asVisitor: <T>(run: (token: string) => Promise<T>) => Promise<T>,
  failure: (err: unknown) => string,
) {
  /** True once the form went. */
  return async (key: 'offline' | 'prechat', errors: Record<string, string>, call: (token: string) => Promise<VisitorMessage | null>) => {
    if (Object.keys(errors).length > 0) {
      store.update({ [key]: { status: 'idle', errors, error: null } });
      return false;
    }
    store.update({ [key]: { status: 'sending', errors: {}, error: null } });
    try {
      const sent = await asVisitor(call);
      store.update((s) => ({ [key]: SENT, messages: sent ? mergeMessages(s.messages, [sent]) : s.messages }));
      return true;
    } catch (err) {
      const fields = err instanceof VisitorApiError ? err.fields : {};
      store.update({ [key]: { status: 'idle', errors: fields, error: failure(err) } });
      return false;
    }
  };
}
