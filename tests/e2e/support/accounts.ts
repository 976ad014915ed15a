// The bootstrap Administrator the stack starts with (ADMIN_EMAIL / ADMIN_PASSWORD of the api).
export const ADMIN = {
  email: 'admin@example.test',
  password: 'e2e-Admin-Passw0rd!',
  /** the part before @, as the api names a user without a name */
  username: 'admin',
  workspace: 'My Workspace',
} as const;
