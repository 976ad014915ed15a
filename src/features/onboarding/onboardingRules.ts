// Onboarding decisions: the workspace name's and time zone's rules and the getting-started checklist.

import { MESSAGES, required } from '../../domain/validation';
import { workspaceNameError } from '../../domain/workspaceRules';
import { webchatChannelType } from '../../domain/channels';
import type { OnboardingProgress } from '../../domain/onboardingProgress';
import { TIME_ZONE_MESSAGE, canonicalTimeZone } from '../../domain/timeZoneName';

/** The api's own rule for the name (src/domain/workspaceRules.ts), as the settings page checks it too. */
export const validateWorkspaceName = workspaceNameError;

export { MESSAGES };

/** The api's own rule (src/domain/timeZoneName.ts): an IANA zone this runtime knows. */
export function validateTimeZone(value: unknown): string | undefined {
  return required(value) ?? (canonicalTimeZone(value) ? undefined : TIME_ZONE_MESSAGE);
}

export interface ChecklistStep {
  id: 'workspace' | 'channel' | 'member';
  title: string;
  description: string;
  /** console path relative to /v2 */
  target: string;
  action: string;
  /** done, as the server's progress says */
  done: boolean;
}

/**
 * What a new workspace needs, each step linking to the built page where it is done and marked done from the
 * server's progress. Business hours are not a step: their page comes with the routing issue.
 */
export function gettingStartedSteps(product: string, progress: OnboardingProgress): ChecklistStep[] {
  const { name, timeZone } = progress.workspace;
  return [
    {
      id: 'workspace',
      title: 'Name your workspace',
      description: `${name}, its days counted in ${timeZone}. You can change both in the workspace settings.`,
      target: '/settings/workspace',
      action: 'Workspace settings',
      done: true,
    },
    {
      id: 'channel',
      title: 'Connect a channel',
      description: 'Add the web chat to your site, or connect e-mail, WhatsApp or social media, so customer messages reach your inbox.',
      target: `/settings/channel/${webchatChannelType(product)}`,
      action: 'Connect a channel',
      done: progress.channel,
    },
    {
      id: 'member',
      title: 'Invite a member',
      description: 'Invite your colleagues by e-mail and choose whether each one is an Administrator or an Agent.',
      target: '/settings/workspace/member',
      action: 'Invite a member',
      done: progress.invitation,
    },
  ];
}
