import type { ApiConfig } from './config';
import type { Db } from './db/client';
import type { Logger } from './logger';
import type { Mailer } from './mail/mailer';
import type { Publisher } from './realtime/publisher';
import type { Secrets } from './security/secrets';

/** Everything the api's modules need, built once in main (or a test) and passed to createApiApp. */
export interface ApiDeps {
  config: ApiConfig;
  db: Db;
  logger: Logger;
  mailer: Mailer;
  realtime: Publisher;
  secrets: Secrets;
  now: () => Date;
}
