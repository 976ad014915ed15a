// The getting-started checklist's state, as GET /onboarding/progress answers it (issue 13): what the
// server knows is done, so a step shows as done whoever did it and wherever.

export interface OnboardingProgress {
  /** the workspace's name and time zone (asked when it was created) */
  workspace: { name: string; timeZone: string };
  /** at least one channel connected */
  channel: boolean;
  /** an invitation sent (not revoked), or another active member already */
  invitation: boolean;
}

/** Every step done: the getting-started page sends its Administrator on to the console. */
export const onboardingDone = (progress: OnboardingProgress): boolean => progress.channel && progress.invitation;
