// Onboarding decisions: the workspace name's rule and the getting-started checklist.

import { MESSAGES, maxLength, required } from '../../domain/validation';
import { webchatChannelType } from '../../domain/channels';

export const WORKSPACE_NAME_MAX = 100;
export const WORKSPACE_NAME_TOO_LONG = `Max ${WORKSPACE_NAME_MAX} characters`;

export function validateWorkspaceName(value: unknown): string | undefined {
  return required(value) ?? maxLength(WORKSPACE_NAME_MAX, WORKSPACE_NAME_TOO_LONG)(value);
}

export { MESSAGES };

export interface ChecklistStep {
  id: 'channel' | 'member' | 'hours';
  title: string;
  description: string;
  /** console path relative to /v2 */
  target: string;
  action: string;
}

/** The first three things a new workspace needs, each linking to the page where it is done. */
export function gettingStartedSteps(product: string): ChecklistStep[] {
  return [
    {
      id: 'channel',
      title: 'Connect a channel',
      description: 'Add the web chat to your site, or connect e-mail, WhatsApp or social media, so customer messages reach your inbox.',
      target: `/settings/channel/${webchatChannelType(product)}`,
      action: 'Connect a channel',
    },
    {
      id: 'member',
      title: 'Invite a member',
      description: 'Invite your colleagues by e-mail and choose whether each one is an Administrator or an Agent.',
      target: '/settings/workspace/member',
      action: 'Invite a member',
    },
    {
      id: 'hours',
      title: 'Set business hours',
      description: 'Tell customers when your team is available; routing and response-time reports follow these hours.',
      target: '/settings/workspace/timework',
      action: 'Set business hours',
    },
  ];
}
