// The workspace name's rule, one for onboarding's new workspace, the workspace settings page and the api,
// so a name accepted at creation can be kept and every screen refuses the same input with the same words.

import { maxLength, required } from './validation';

export const WORKSPACE_NAME_MAX = 100;
export const WORKSPACE_NAME_TOO_LONG = `Max ${WORKSPACE_NAME_MAX} characters`;

export function workspaceNameError(value: unknown): string | undefined {
  return required(value) ?? maxLength(WORKSPACE_NAME_MAX, WORKSPACE_NAME_TOO_LONG)(value);
}
