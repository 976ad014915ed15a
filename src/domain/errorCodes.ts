// The machine-readable code every error answer of the api carries beside its message (issue 12), so a
// client branches on the code and shows the message. The README's table is this list.

export const API_ERROR_CODES = {
  INVALID_INPUT: 'A field, a query parameter or a path segment is not valid (400; fields names the field)',
  INVALID_BODY: 'The body cannot be read: not JSON, a wrong length, too many form fields (400, 413)',
  BODY_TOO_LARGE: 'The body or an uploaded file is larger than this call accepts (413)',
  UNSUPPORTED_BODY: "The body's charset or Content-Encoding is not supported (415)",
  UNAUTHENTICATED: 'No session, or it has ended: log in again (401)',
  PACKAGE_EXPIRED: "The workspace's package has expired (402)",
  FORBIDDEN: 'The caller may not do this (403)',
  ACCESS_DENIED: "The member's access list lacks the page url this call serves (403)",
  ADMINISTRATOR_ONLY: 'Only an Administrator may do this (403)',
  NO_WORKSPACE: 'The caller is not a member of a workspace yet (403)',
  MEMBER_LIMITED: "The member is beyond the plan's agent slots: an Agent keeps /home and the shell's calls (403)",
  TWO_FACTOR_SETUP_REQUIRED: 'The workspace requires two-factor login and the member has not set it up (403)',
  SPECTATOR_READ_ONLY: 'A spectating session changes nothing (403)',
  CROSS_SITE: 'A state-changing call that did not come from this site (403)',
  NOT_FOUND: 'What the call names does not exist, or the caller may not see it (404)',
  NO_SUCH_CALL: 'No route answers this method and path (404)',
  CONFLICT: "The change does not fit the thing's current state, e.g. a merged ticket or a taken name (409)",
  LINK_EXPIRED: 'A download link or what it names has expired: ask for a new one (410)',
  RANGE_NOT_SATISFIABLE: 'A byte range outside the file (416)',
  RATE_LIMITED: 'Too many tries: wait for Retry-After seconds (429)',
  REFUSED: "A business rule refused the call: 200 with result 'error' (spec §7)",
  INTERNAL: 'Something failed on the server; the details are in its log (500)',
} as const;

export type ApiErrorCode = keyof typeof API_ERROR_CODES;

/** The code an error answer of this status carries when the code that raised it names none. */
export function defaultErrorCode(status: number): ApiErrorCode {
  switch (status) {
    case 200:
      return 'REFUSED';
    case 400:
      return 'INVALID_INPUT';
    case 401:
      return 'UNAUTHENTICATED';
    case 402:
      return 'PACKAGE_EXPIRED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 410:
      return 'LINK_EXPIRED';
    case 413:
      return 'BODY_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_BODY';
    case 416:
      return 'RANGE_NOT_SATISFIABLE';
    case 429:
      return 'RATE_LIMITED';
    default:
      return status >= 500 ? 'INTERNAL' : status >= 400 ? 'INVALID_INPUT' : 'REFUSED';
  }
}
