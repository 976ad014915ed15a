// The export's timings, in one place: the README's exports paragraph names them.

export const EXPORT_RULES = {
  /**
   * Rows read per query: large enough to be fast, small enough that other requests wait little and that
   * few rows outlive a scavenge (1,000 took the api's peak RSS to 286-343 MB in bench:admin, 500 to 230-290).
   */
  chunkRows: 500,
  /**
   * A pause between chunks: a request's few queries (session, member, its data) then run one after the
   * other instead of each waiting behind a chunk (an embedded database runs one query at a time).
   */
  pauseMs: 4,
  /** A builder renews its lease at every progress update; another instance takes over after this much silence. */
  leaseMs: 60_000,
  /** Progress is written and pushed to the page at most this often. */
  progressEveryMs: 500,
  /** Deflate level of the archive: 6 (zlib's default) packs JSON lines and CSV about 4 to 1. */
  zipLevel: 6,
  /** How long an archive is kept (the 'remove-expired-exports' job removes it after). */
  keepMs: 7 * 24 * 3600_000,
  /** How long a signed download link works. */
  linkMs: 15 * 60_000,
  /** How often an idle instance looks for an export to build (one started here begins at once). */
  pollMs: 5_000,
} as const;
