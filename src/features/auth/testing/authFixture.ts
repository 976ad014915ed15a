import type { AuthResponse, Role } from '../../../domain/api';

/** The auth status of Ana, signed in to workspace WS with `role`, allowed the given pages. */
export function anAuth(role: Role, pages: string[]): AuthResponse {
  return {
    result: 'success',
    user: { id: 'u1', username: 'ana', email: 'ana@x.test', phone: null, token: 't', jwt: 'j', profile_image_url: null, status: 'available' },
    workspace: { id: 'w1', name: 'WS', botid: 'b1', owner: 'u1', role, is_member_expired: false, timeZone: 'UTC' },
    access: pages.map((url) => ({ url })),
  };
}
