/**
 * A member is held (every workspace call refused, no realtime) while their workspace requires two-factor
 * login and they have not set it up. A spectator's read-only view of another user's console is never
 * held: that user is not the one logging in.
 */
export function heldForTwoFactor(facts: { isMember: boolean; required: boolean | null; enabledAt: Date | null; spectatorId: string | null }): boolean {
  return facts.isMember && facts.required === true && facts.enabledAt === null && facts.spectatorId === null;
}
